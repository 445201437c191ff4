// Written in the style of public SwiftUI components (confirming destructive actions); not a copy of any of them.
import SwiftUI

struct DeleteConfirmButton: View {
    let itemName: String
    var onDelete: () -> Void
    @State private var showingAlert = false

    var body: some View {
        Button(role: .destructive) {
            showingAlert = true
        } label: {
            Label("Delete", systemImage: "trash")
        }
        .alert("Delete \(itemName)?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive, action: onDelete)
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}
