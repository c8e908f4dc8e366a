// Article 002, "Intent": does the business work and hands the result to the model through
// ListModelActionsProtocol, held weakly.
protocol ListIntentProtocol {
    func viewOnAppear()
}

protocol NumberServiceProtocol {
    func getNumber(completion: @escaping (Int) -> Void)
}

final class NumberService: NumberServiceProtocol {
    func getNumber(completion: @escaping (Int) -> Void) {
        completion(Int.random(in: 0...100))
    }
}

final class ListIntent {
    private weak var model: ListModelActionsProtocol?
    private let numberService: NumberServiceProtocol

    init(
        model: ListModelActionsProtocol,
        numberService: NumberServiceProtocol
    ) {
        self.model = model
        self.numberService = numberService
    }
}

extension ListIntent: ListIntentProtocol {
    func viewOnAppear() {
        numberService.getNumber(completion: { [weak self] number in
            self?.model?.parse(number: number)
        })
    }
}
