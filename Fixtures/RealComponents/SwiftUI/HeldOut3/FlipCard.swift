// Written in the style of public SwiftUI components (3D flip cards); not a copy of any of them.
import SwiftUI

struct FlipCard<Front: View, Back: View>: View {
    @State private var flipped = false
    let front: Front
    let back: Back

    init(@ViewBuilder front: () -> Front, @ViewBuilder back: () -> Back) {
        self.front = front()
        self.back = back()
    }

    var body: some View {
        ZStack {
            front
                .opacity(flipped ? 0 : 1)
            back
                .opacity(flipped ? 1 : 0)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                flipped.toggle()
            }
        }
    }
}

struct FlashCard: View {
    var body: some View {
        FlipCard {
            RoundedRectangle(cornerRadius: 16).fill(Color.blue)
                .overlay(Text("Question").foregroundColor(.white))
        } back: {
            RoundedRectangle(cornerRadius: 16).fill(Color.green)
                .overlay(Text("Answer").foregroundColor(.white))
        }
        .frame(width: 240, height: 160)
    }
}
