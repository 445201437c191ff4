// Imitates: a to-do list that toggled a copy of the item taken from the array, so the row never changed.
// swift-format-ignore-file
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = []

    func toggle(_ index: Int) {
        var item = items[index]
        item.isDone.toggle() // bug: SL406
    }
}
