// Written in the style of public SwiftUI components (simple bar charts); not a copy of any of them.
import SwiftUI

struct BarEntry: Identifiable {
    let id = UUID()
    let label: String
    let value: Double
}

struct BarChartView: View {
    let entries: [BarEntry]
    @State private var animate = false

    private var maxValue: Double {
        entries.map(\.value).max() ?? 1
    }

    var body: some View {
        GeometryReader { geo in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(entries) { entry in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                            .frame(height: animate ? CGFloat(entry.value / maxValue) * (geo.size.height - 24) : 0)
                        Text(entry.label)
                            .font(.caption2)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) {
                animate = true
            }
        }
    }
}
