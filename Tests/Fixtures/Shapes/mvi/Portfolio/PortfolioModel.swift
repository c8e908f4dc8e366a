import Combine

/// What a row of the portfolio shows.
struct ProjectModel {
    let name: String
    let linkCount: Int
}

protocol PortfolioModelStateProtocol {
    var projects: [ProjectModel] { get }
}

final class PortfolioModel: ObservableObject, PortfolioModelStateProtocol {
    @Published private(set) var projects: [ProjectModel] = []
}

extension PortfolioModel: PortfolioModelActionsProtocol {
    func update(projects: [ProjectModel]) {
        self.projects = projects
    }
}
