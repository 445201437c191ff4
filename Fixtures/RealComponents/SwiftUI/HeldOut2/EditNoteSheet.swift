// Written in the style of public SwiftUI components (edit sheets with dismiss); not a copy of any of them.
import SwiftUI

struct EditNoteSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var note: String
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Note", text: $draft)
                    .padding()
                Spacer()
            }
            .navigationTitle("Edit note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        note = draft
                        dismiss()
                    }
                }
            }
            .onAppear { draft = note }
        }
    }
}
