// Written in the style of public open-source SwiftUI shop screens (an `@Observable` main-actor store kept in `@State`); not a copy of any of them.
import SwiftUI
import Observation

struct CartLine: Identifiable {
    let id = UUID()
    var name: String
    var price: Double
    var quantity: Int
}

@MainActor
@Observable
final class CartStore {
    var lines: [CartLine] = [
        CartLine(name: "Coffee beans", price: 12.5, quantity: 1),
        CartLine(name: "Filter papers", price: 3.0, quantity: 2),
    ]

    var total: Double {
        lines.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    func increment(_ line: CartLine) {
        guard let index = lines.firstIndex(where: { $0.id == line.id }) else { return }
        lines[index].quantity += 1
    }

    func clear() {
        lines.removeAll()
    }
}

struct CartSummaryView: View {
    @State private var store = CartStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(store.lines) { line in
                HStack {
                    Text(line.name)
                    Spacer()
                    Text("×\(line.quantity)")
                        .monospacedDigit()
                    Button("+") { store.increment(line) }
                        .buttonStyle(.bordered)
                }
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer()
                Text(store.total, format: .currency(code: "EUR"))
            }
            Button(role: .destructive) {
                store.clear()
            } label: {
                Label("Empty cart", systemImage: "trash")
            }
            .disabled(store.lines.isEmpty)
        }
        .padding()
    }
}
