import UIKit

/// Builds the screens of the catalog flow and moves between them.
final class CatalogRouter {
    private weak var navigationController: UINavigationController?
    private let productService: ProductService
    private let cartService: CartService

    init(navigationController: UINavigationController, productService: ProductService, cartService: CartService) {
        self.navigationController = navigationController
        self.productService = productService
        self.cartService = cartService
    }

    func start() {
        let model = ProductListPresentationModel(productService: productService)
        model.onShowDetails = { [weak self] id in self?.showDetails(productID: id) }
        navigationController?.setViewControllers([ProductListViewController(model: model, router: self)], animated: false)
    }

    func showDetails(productID: String) {
        let viewModel = ProductDetailsViewModel(productID: productID, productService: productService, cartService: cartService)
        navigationController?.pushViewController(ProductDetailsViewController(viewModel: viewModel), animated: true)
    }

    func showCart() {
        let viewModel = CartViewModel(cartService: cartService)
        viewModel.onCheckoutFinished = { [weak self] in self?.navigationController?.popToRootViewController(animated: true) }
        navigationController?.pushViewController(CartViewController(viewModel: viewModel), animated: true)
    }

    func showLogin() {
        let alert = UIAlertController(title: "Sign in to check out", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController?.present(alert, animated: true)
    }
}
