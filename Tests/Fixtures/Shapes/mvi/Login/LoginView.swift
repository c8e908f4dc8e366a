import SwiftUI

struct LoginView: View {
    let intent: LoginIntentProtocol
    let state: LoginModelStateProtocol
    var body: some View { Button(state.title) { intent.didTapSignIn() } }
}
