import SwiftUI

struct LoginView: View {
    @ObservedObject var viewModel: LoginViewModel

    var body: some View {
        Form {
            TextField("E-mail", text: $viewModel.email)
            SecureField("Password", text: $viewModel.password)
            if let error = viewModel.errorText { Text(error).foregroundColor(.red) }
            Button("Sign in", action: viewModel.tapLogin).disabled(!viewModel.isButtonEnabled)
        }
        .navigationTitle(viewModel.title)
        .onAppear(perform: viewModel.onAppear)
    }
}
