// Written in the style of public SwiftUI components (price labels with discounts); not a copy of any of them.
import SwiftUI

struct PriceTag: View {
    let price: Double
    var originalPrice: Double?
    var currency = "USD"

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(price, format: .currency(code: currency))
                .font(.title2.bold())
            if let originalPrice, originalPrice > price {
                Text(originalPrice, format: .currency(code: currency))
                    .font(.subheadline)
                    .strikethrough()
                    .foregroundColor(.secondary)
                Text("-\(Int((1 - price / originalPrice) * 100))%")
                    .font(.caption.bold())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color.green.opacity(0.2), in: Capsule())
                    .foregroundColor(.green)
            }
        }
    }
}
