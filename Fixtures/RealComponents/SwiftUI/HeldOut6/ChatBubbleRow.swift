// Written in the style of public SwiftUI components (chat message rows); not a copy of any of them.
import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
    let time: Date
}

struct ChatBubbleRow: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 48) }
            VStack(alignment: message.isMine ? .trailing : .leading, spacing: 4) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .background(message.isMine ? Color.blue : Color(.systemGray5))
                    .foregroundColor(message.isMine ? .white : .primary)
                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                Text(message.time, style: .time)
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
            if !message.isMine { Spacer(minLength: 48) }
        }
        .padding(.horizontal)
    }
}

struct ChatList: View {
    let messages: [ChatMessage]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        ChatBubbleRow(message: message).id(message.id)
                    }
                }
            }
            .onChange(of: messages) { newValue in
                if let last = newValue.last {
                    withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                }
            }
        }
    }
}
