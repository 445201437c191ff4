// Imitates: the detail row after it resynced its state when the parameter changed.
// swift-format-ignore-file
import SwiftUI

struct TemperatureRow: View {
    let source: Double
    @State private var celsius: Double

    init(celsius: Double) {
        source = celsius
        _celsius = State(initialValue: celsius)
    }

    var body: some View {
        Text(String(format: "%.1f °C", celsius))
            .onChange(of: source) { _, newValue in celsius = newValue }
    }
}
