// Imitates: a view model held in a let by the view and mutated by a method, with no observation at all.
// swift-format-ignore-file
import SwiftUI

final class LoginViewModel {
    var isLoading = false

    func submit() {
        isLoading = true // bug: SL401
    }
}

struct LoginScreen: View {
    let model: LoginViewModel

    var body: some View {
        VStack {
            if model.isLoading { ProgressView() }
            Button("Sign in") { model.submit() }
        }
    }
}
