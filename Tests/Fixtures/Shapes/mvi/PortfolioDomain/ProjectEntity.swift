/// The domain's record of a project, in the data layer.
struct ProjectEntity {
    let name: String
    let links: [String]

    /// The entity's own code reaching up to the scene's display struct depends upwards.
    func preview() -> ProjectModel { // expected-error[layer-violation]
        ProjectModel(name: name, linkCount: links.count)
    }
}
