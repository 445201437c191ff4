// Written in the style of public SwiftUI components (photo grids); not a copy of any of them.
import SwiftUI

struct PhotoGrid: View {
    let symbols = ["sun.max", "cloud", "moon", "star", "bolt", "snowflake"]
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(symbols, id: \.self) { symbol in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue.opacity(0.15))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(
                            Image(systemName: symbol)
                                .font(.title)
                        )
                }
            }
            .padding()
        }
    }
}
