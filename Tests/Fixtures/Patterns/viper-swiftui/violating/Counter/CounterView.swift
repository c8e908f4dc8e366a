import SwiftUI

struct CounterView: View {
    @ObservedObject var model: CounterModel
    let router: CounterRouterInput // expected-error[role-dependency]

    var body: some View {
        Button(model.text, action: model.didTap)
            .onDisappear { UserDefaults.standard.set(model.text, forKey: "lastCount") } // expected-warning[view-uses-storage]
    }
}

final class CounterHostingController: UIHostingController<CounterView> {
    func openHistory() {
        navigationController?.pushViewController(UIHostingController(rootView: Text("History")), animated: true) // expected-warning[view-navigation]
    }
}
