// Written in the style of public SwiftUI components (checkbox toggle styles); not a copy of any of them.
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 5)
                .stroke(configuration.isOn ? Color.green : Color.secondary, lineWidth: 2)
                .frame(width: 22, height: 22)
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .font(.system(size: 12, weight: .bold))
                            .foregroundColor(.green)
                    }
                }
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        configuration.isOn.toggle()
                    }
                }
            configuration.label
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct TermsCheckbox: View {
    @State private var accepted = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("I accept the terms", isOn: $accepted)
                .toggleStyle(.checkbox)
            Button("Continue") {}
                .disabled(!accepted)
        }
        .padding()
    }
}
