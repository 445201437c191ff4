// Imitates: a detail row that copied its parameter into State(initialValue:) in init and never resynced.
// swift-format-ignore-file
import SwiftUI

struct TemperatureRow: View {
    @State private var celsius: Double

    init(celsius: Double) {
        _celsius = State(initialValue: celsius) // bug: SL403
    }

    var body: some View {
        Text(String(format: "%.1f °C", celsius))
    }
}
