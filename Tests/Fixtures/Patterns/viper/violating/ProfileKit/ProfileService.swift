import Profile // expected-error[module-cycle]

struct ProfileDTO: Decodable {
    let name: String
}

final class ProfileService {
    func refresh(_ presenter: ProfilePresenter) {} // expected-error[layer-violation]
}
