// Written in the style of public SwiftUI components (login forms); not a copy of any of them.
import SwiftUI

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isLoading = false
    var onSubmit: (String, String) -> Void = { _, _ in }

    private var isValid: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)

            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)

            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)

            Button {
                isLoading = true
                onSubmit(email, password)
            } label: {
                HStack {
                    if isLoading {
                        ProgressView()
                    }
                    Text("Continue")
                        .fontWeight(.semibold)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
            }
            .background(isValid ? Color.accentColor : Color.gray)
            .foregroundColor(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .disabled(!isValid || isLoading)
        }
        .padding(24)
    }
}
