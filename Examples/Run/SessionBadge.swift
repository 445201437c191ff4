// A view that reads an environment object. The type has an init(), so `screenlab run` injects
// one (`.environmentObject(Session())`) and says so (Docs/Run.md §3).
import SwiftUI

final class Session: ObservableObject {
    @Published var isSignedIn = false
}

struct SessionBadge: View {
    @EnvironmentObject var session: Session

    var body: some View {
        VStack {
            Text(session.isSignedIn ? "Açık" : "Kapalı")
            Button(session.isSignedIn ? "Çıkış" : "Giriş") {
                session.isSignedIn.toggle()
            }
        }
    }
}
