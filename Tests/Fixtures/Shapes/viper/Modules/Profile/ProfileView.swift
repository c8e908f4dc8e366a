import SwiftUI

protocol ProfilePresenterInterface: AnyObject { func load() }
final class ProfilePresenter: ObservableObject, ProfilePresenterInterface { func load() {} }

/// SwiftUI observes only a class: the view holds its presenter as one.
struct ProfileView: View {
    @ObservedObject var presenter: ProfilePresenter
    var body: some View { Text("").onAppear { presenter.load() } }
}
