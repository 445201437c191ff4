// Imitates: the to-do list after the toggle wrote to the array element.
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
        item.isDone.toggle()
        items[index] = item
    }
}
