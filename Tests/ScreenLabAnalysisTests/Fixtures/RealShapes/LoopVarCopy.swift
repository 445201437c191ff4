// Imitates: a "mark all read" action that changed the loop's copies of the messages.
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
                for var message in messages {
                    message.isRead = true // bug: SL406
                }
            }
        }
    }
}
