// Written in the style of public SwiftUI components (lists of identifiable rows); not a copy of any of them.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var email: String
    var isFavorite = false
}

struct ContactRow: View {
    let contact: Contact
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "person.crop.circle")
                    .font(.title2)
                    .foregroundColor(.accentColor)
                Text(contact.name)
                    .font(.headline)
                Spacer()
                if contact.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundColor(.yellow)
                }
            }
            if isExpanded {
                Text(contact.email)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { isExpanded.toggle() }
    }
}

struct ContactList: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com", isFavorite: true),
        Contact(id: 2, name: "Alan Turing", email: "alan@example.com"),
        Contact(id: 3, name: "Grace Hopper", email: "grace@example.com"),
    ]
    @State private var showingAdd = false

    var body: some View {
        NavigationView {
            List {
                ForEach(contacts) { contact in
                    ContactRow(contact: contact)
                }
                .onDelete { offsets in
                    contacts.remove(atOffsets: offsets)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                Text("New contact")
                    .font(.title)
            }
        }
    }
}
