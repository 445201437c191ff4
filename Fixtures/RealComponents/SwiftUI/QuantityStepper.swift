// Written in the style of public SwiftUI components (custom steppers); not a copy of any of them.
import SwiftUI

struct QuantityStepper: View {
    @Binding var value: Int
    var range: ClosedRange<Int> = 0...99
    var step = 1

    var body: some View {
        HStack(spacing: 0) {
            stepButton(systemName: "minus", enabled: value > range.lowerBound) {
                value = max(range.lowerBound, value - step)
            }

            Text("\(value)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 36)
                .multilineTextAlignment(.center)

            stepButton(systemName: "plus", enabled: value < range.upperBound) {
                value = min(range.upperBound, value + step)
            }
        }
        .padding(4)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.gray.opacity(0.4), lineWidth: 1)
        )
    }

    private func stepButton(systemName: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.system(size: 14, weight: .semibold))
                .frame(width: 32, height: 32)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .foregroundColor(enabled ? .accentColor : .gray)
        .disabled(!enabled)
    }
}

struct CartLine: View {
    let name: String
    @State private var quantity = 1

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            QuantityStepper(value: $quantity, range: 1...10)
        }
        .padding(.horizontal, 8)
        .onChange(of: quantity) { newValue in
            print("quantity is now \(newValue)")
        }
    }
}
