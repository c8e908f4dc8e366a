protocol PortfolioIntentProtocol {
    func onAppear()
}

protocol PortfolioModelActionsProtocol: AnyObject {
    func update(projects: [ProjectModel])
}

final class PortfolioIntent: PortfolioIntentProtocol {
    private weak var model: PortfolioModelActionsProtocol?

    init(model: PortfolioModelActionsProtocol) {
        self.model = model
    }

    func onAppear() {
        let entities = [ProjectEntity(name: "archlint", links: [])]
        model?.update(projects: entities.map { $0.toModel() })
    }
}

/// The scene maps the domain's record to its own display struct: an extension written in the
/// intent's file, the scene's code, which the entity's own code never sees.
extension ProjectEntity {
    func toModel() -> ProjectModel {
        ProjectModel(name: name, linkCount: links.count)
    }
}
