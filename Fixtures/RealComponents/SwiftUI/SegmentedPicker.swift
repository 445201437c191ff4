// Written in the style of public SwiftUI components (custom segmented controls); not a copy of any of them.
import SwiftUI

struct SegmentedPicker: View {
    let options: [String]
    @Binding var selection: String
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options, id: \.self) { option in
                Text(option)
                    .font(.subheadline)
                    .fontWeight(selection == option ? .semibold : .regular)
                    .foregroundColor(selection == option ? .white : .primary)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selection == option {
                            Capsule()
                                .fill(Color.accentColor)
                                .matchedGeometryEffect(id: "selection", in: namespace)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.25)) {
                            selection = option
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
    }
}

struct SegmentedPickerDemo: View {
    @State private var selection = "Day"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            SegmentedPicker(options: ["Day", "Week", "Month"], selection: $selection)
            Text("Showing: \(selection)")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
