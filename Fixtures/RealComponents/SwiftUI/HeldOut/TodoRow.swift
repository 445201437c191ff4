// Written in the style of public SwiftUI components (checklist rows); not a copy of any of them.
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoRow: View {
    @Binding var item: TodoItem

    var body: some View {
        HStack(spacing: 12) {
            Button {
                item.isDone.toggle()
            } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isDone ? .green : .secondary)
                    .imageScale(.large)
            }
            .buttonStyle(.borderless)

            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundColor(item.isDone ? .secondary : .primary)

            Spacer()
        }
        .padding(.vertical, 4)
    }
}

struct TodoListView: View {
    @State private var items = [TodoItem(title: "Buy milk"), TodoItem(title: "Write tests")]

    var body: some View {
        List {
            ForEach($items) { $item in
                TodoRow(item: $item)
            }
            .onMove { from, to in
                items.move(fromOffsets: from, toOffset: to)
            }
        }
    }
}
