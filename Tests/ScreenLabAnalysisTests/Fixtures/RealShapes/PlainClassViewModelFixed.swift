// Imitates: the login view model after it became an ObservableObject observed by the view.
// swift-format-ignore-file
import SwiftUI

final class LoginViewModel: ObservableObject {
    @Published var isLoading = false

    func submit() {
        isLoading = true
    }
}

struct LoginScreen: View {
    @ObservedObject var model: LoginViewModel

    var body: some View {
        VStack {
            if model.isLoading { ProgressView() }
            Button("Sign in") { model.submit() }
        }
    }
}
