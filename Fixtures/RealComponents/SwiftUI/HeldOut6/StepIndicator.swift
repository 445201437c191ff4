// Written in the style of public SwiftUI components (numbered checkout step indicators); not a copy of any of them.
import SwiftUI

struct StepIndicator: View {
    let steps: [String]
    let current: Int

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(steps.indices, id: \.self) { index in
                VStack(spacing: 6) {
                    ZStack {
                        Circle()
                            .fill(index <= current ? Color.accentColor : Color(.systemGray5))
                            .frame(width: 28, height: 28)
                        if index < current {
                            Image(systemName: "checkmark")
                                .font(.caption.bold())
                                .foregroundColor(.white)
                        } else {
                            Text("\(index + 1)")
                                .font(.caption.bold())
                                .foregroundColor(index == current ? .white : .secondary)
                        }
                    }
                    Text(steps[index])
                        .font(.caption2)
                        .foregroundColor(index <= current ? .primary : .secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity)
                if index < steps.count - 1 {
                    Rectangle()
                        .fill(index < current ? Color.accentColor : Color(.systemGray5))
                        .frame(height: 2)
                        .padding(.top, 13)
                        .frame(maxWidth: 40)
                }
            }
        }
        .padding(.horizontal)
    }
}
