// Imitates: the "mark all read" action after it wrote through the indices.
// swift-format-ignore-file
import SwiftUI

struct Message {
    var subject: String
    var isRead = false
}

struct MailboxScreen: View {
    @State private var messages: [Message] = []

    var body: some View {
        List(messages.indices, id: \.self) { index in
            Text(messages[index].subject).bold(!messages[index].isRead)
        }
        .toolbar {
            Button("Mark all read") {
                for index in messages.indices {
                    messages[index].isRead = true
                }
            }
        }
    }
}
