import SwiftUI

struct FavoritesView: View {
    @ObservedObject var presenter: FavoritesPresenter
    var body: some View { List(presenter.names, id: \.self) { Text($0) }.onAppear { presenter.load() } }
}
