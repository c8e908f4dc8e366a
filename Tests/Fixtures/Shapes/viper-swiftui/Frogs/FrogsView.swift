import SwiftUI

struct FrogsView: View {
    @ObservedObject var presenter: FrogsPresenter
    var body: some View { VStack { presenter.makeAboutButton(); Text(presenter.aboutTitle) } }
}

struct FrogsAboutView: View {
    let title: String
    var body: some View { Text(title) }
}
