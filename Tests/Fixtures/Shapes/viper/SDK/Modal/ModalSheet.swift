import SwiftUI

/// An SDK's own modal, MVVM: the sheet's view model talks to a data source named like an
/// interactor. A view named after it (`ModalSheet`, no word more) is its namesake, not the view of
/// a VIPER scene, so the data source takes no interactor role and building it here is no
/// `view → interactor` dependency.
protocol ModalSheetInteractor {
    func wallets() async -> [String]
}

final class DefaultModalSheetInteractor: ModalSheetInteractor {
    func wallets() async -> [String] { [] }
}

final class ModalSheetModel: ObservableObject {
    @Published var wallets: [String] = []
    let interactor: ModalSheetInteractor
    init(interactor: ModalSheetInteractor) { self.interactor = interactor }
}

struct ModalSheet: View {
    @ObservedObject var model: ModalSheetModel
    var body: some View { Text("") }
}

struct ModalContainer: View {
    var body: some View {
        ModalSheet(model: ModalSheetModel(interactor: DefaultModalSheetInteractor()))
    }
}
