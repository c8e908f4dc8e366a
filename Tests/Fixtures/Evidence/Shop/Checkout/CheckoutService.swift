import Foundation

final class CheckoutService {
    weak var screen: CheckoutViewController? // expected-error[layer-violation] evidence[layer-violation]: CheckoutService stores CheckoutViewController

    func refresh() {
        CheckoutRouter.shared.close() // expected-error[layer-violation] evidence[layer-violation]: CheckoutService calls a member of CheckoutRouter
    }
}

final class CheckoutRouter {
    static let shared = CheckoutRouter()
    func close() {}
}
