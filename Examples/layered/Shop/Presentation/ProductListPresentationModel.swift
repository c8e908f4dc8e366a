import Foundation

struct ProductCellModel: Equatable {
    let id: String
    let title: String
    let price: String
    let imageURL: URL?
}

/// State and actions of the catalog screen; the view controller renders `state` after every `onChange`.
final class ProductListPresentationModel {
    enum State: Equatable {
        case loading
        case content([ProductCellModel])
        case error(String)
    }

    private(set) var state: State = .loading {
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?
    var onShowDetails: ((String) -> Void)?

    private let productService: ProductService
    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    init(productService: ProductService) {
        self.productService = productService
    }

    func viewDidLoad() {
        load(refresh: false)
    }

    func didPullToRefresh() {
        load(refresh: true)
    }

    func didSelectProduct(id: String) {
        onShowDetails?(id)
    }

    private func load(refresh: Bool) {
        productService.products(refresh: refresh) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let products):
                self.state = .content(products.map { product in
                    ProductCellModel(id: product.id, title: product.title,
                                     price: self.priceFormatter.string(for: product.price) ?? "",
                                     imageURL: product.imageURL)
                })
            case .failure(let error):
                self.state = .error(error.localizedDescription)
            }
        }
    }
}
