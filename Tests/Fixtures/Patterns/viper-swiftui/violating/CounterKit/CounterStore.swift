import Counter // expected-error[module-cycle]

struct CounterDTO: Codable {
    let value: Int
}

final class CounterStoreService: CounterStore {
    func save(_ dto: CounterDTO) {}
    func reset(_ model: CounterModel) {} // expected-error[layer-violation]
}

protocol CounterStore: AnyObject {
    func save(_ dto: CounterDTO)
}
