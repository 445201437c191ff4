// A row that needs its caller's values: a title and a binding. No #Preview, so
// `screenlab run` synthesizes them (Docs/Run.md §3): the title is its own name, the binding a
// live `@State` of a generated host, so the toggle changes what is shown.
import SwiftUI

struct FavoriteRow: View {
    let title: String
    @Binding var isFavorite: Bool

    var body: some View {
        HStack {
            Toggle(title, isOn: $isFavorite)
            if isFavorite {
                Text("★")
            }
        }
    }
}
