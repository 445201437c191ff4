// Written in the style of public SwiftUI components (size-reading preference keys); not a copy of any of them.
import SwiftUI

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct MeasuredBadge: View {
    @State private var textSize: CGSize = .zero

    var body: some View {
        VStack {
            Text("Measured text")
                .padding(8)
                .readSize { textSize = $0 }
            Text("\(Int(textSize.width)) × \(Int(textSize.height))")
                .font(.caption)
        }
    }
}
