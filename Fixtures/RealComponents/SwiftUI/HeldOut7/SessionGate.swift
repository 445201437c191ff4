// Written in the style of public open-source SwiftUI root views (a main-actor session store shared with `environmentObject`, sign-out behind an alert); not a copy of any of them.
import SwiftUI

@MainActor
final class SessionStore: ObservableObject {
    @Published private(set) var userName: String?
    @Published var isSigningIn = false

    func signIn(as name: String) async {
        isSigningIn = true
        try? await Task.sleep(nanoseconds: 300_000_000)
        userName = name
        isSigningIn = false
    }

    func signOut() {
        userName = nil
    }
}

struct AccountBadge: View {
    @EnvironmentObject private var session: SessionStore
    @State private var confirmSignOut = false

    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
            Text(session.userName ?? "Guest")
            Spacer()
            Button("Sign out") { confirmSignOut = true }
        }
        .alert("Sign out?", isPresented: $confirmSignOut) {
            Button("Sign out", role: .destructive) { session.signOut() }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct SessionGate: View {
    @StateObject private var session = SessionStore()

    var body: some View {
        Group {
            if session.userName != nil {
                AccountBadge()
            } else {
                Button {
                    Task { await session.signIn(as: "Deniz") }
                } label: {
                    if session.isSigningIn {
                        ProgressView()
                    } else {
                        Text("Sign in")
                    }
                }
            }
        }
        .padding()
        .environmentObject(session)
    }
}
