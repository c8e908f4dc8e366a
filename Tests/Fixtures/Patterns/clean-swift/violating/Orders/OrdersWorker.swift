import App // expected-error[module-cycle]

struct OrderDTO: Decodable {
    var id: String
}

class OrdersWorker {
    func fetch(completion: @escaping ([OrderDTO]) -> Void) {
        completion([])
    }

    func show(in viewController: ListOrdersViewController) {} // expected-error[layer-violation]
}
