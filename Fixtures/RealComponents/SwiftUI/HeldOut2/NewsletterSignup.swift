// Written in the style of public SwiftUI components (sign-up forms with focus); not a copy of any of them.
import SwiftUI

struct NewsletterSignup: View {
    enum Field { case name, email }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var focused: Field?
    @AppStorage("didSubscribe") private var didSubscribe = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .submitLabel(.next)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            Button("Subscribe") {
                didSubscribe = true
                focused = nil
            }
            .disabled(email.isEmpty)
        }
        .tint(.purple)
    }
}
