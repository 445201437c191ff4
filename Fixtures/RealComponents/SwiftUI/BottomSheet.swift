// Written in the style of public SwiftUI components (draggable bottom sheets); not a copy of any of them.
import SwiftUI

struct BottomSheetView<Content: View>: View {
    @Binding var isOpen: Bool
    let maxHeight: CGFloat
    let minHeight: CGFloat
    let content: Content

    @GestureState private var translation: CGFloat = 0

    init(isOpen: Binding<Bool>, maxHeight: CGFloat, @ViewBuilder content: () -> Content) {
        self.minHeight = maxHeight * 0.2
        self.maxHeight = maxHeight
        self.content = content()
        self._isOpen = isOpen
    }

    private var offset: CGFloat {
        isOpen ? 0 : maxHeight - minHeight
    }

    private var indicator: some View {
        RoundedRectangle(cornerRadius: 3)
            .fill(Color.secondary)
            .frame(width: 40, height: 6)
            .onTapGesture {
                isOpen.toggle()
            }
    }

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                indicator.padding(8)
                content
            }
            .frame(width: geometry.size.width, height: maxHeight, alignment: .top)
            .background(Color.white)
            .cornerRadius(16)
            .frame(height: geometry.size.height, alignment: .bottom)
            .offset(y: max(offset + translation, 0))
            .animation(.interactiveSpring(), value: isOpen)
            .gesture(
                DragGesture()
                    .updating($translation) { value, state, _ in
                        state = value.translation.height
                    }
                    .onEnded { value in
                        let snapDistance = maxHeight * 0.25
                        guard abs(value.translation.height) > snapDistance else { return }
                        isOpen = value.translation.height < 0
                    }
            )
        }
    }
}

struct BottomSheetDemo: View {
    @State private var isOpen = false

    var body: some View {
        ZStack {
            Color.blue.opacity(0.2)
                .ignoresSafeArea()
            BottomSheetView(isOpen: $isOpen, maxHeight: 400) {
                List {
                    ForEach(0..<10) { index in
                        Text("Row \(index)")
                    }
                }
                .listStyle(.plain)
            }
        }
        .edgesIgnoringSafeArea(.bottom)
    }
}
