// An app's entry point: `screenlab run` hosts its WindowGroup's root view (Docs/Run.md §3), and
// a NavigationLink row is a tap target that pushes its destination (Docs/Semantics/SwiftUI.md
// §3.6).
import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesList()
        }
    }
}

struct NotesList: View {
    let notes = ["Alışveriş", "Toplantı"]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                NavigationLink(note, destination: NoteDetail(title: note))
            }
            .navigationTitle("Notlar")
        }
    }
}

struct NoteDetail: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        VStack {
            Text(isDone ? "\(title) ✓" : title)
            Toggle("Bitti", isOn: $isDone)
        }
    }
}
