// Article 003: the presenter is the Model's delegate (SceneModelOutput) and the interactor's output;
// everything else works as in VIPER.
protocol SceneInteractorInput: AnyObject {
    func loadArticles()
}

protocol SceneInteractorOutput: AnyObject {
    func articlesLoaded(articles: [Article])
}

final class ScenePresenter {
    weak var model: SceneModelInput?
    var interactor: SceneInteractorInput!
}

extension ScenePresenter: SceneModelOutput {
    func loadArticles() {
        interactor.loadArticles()
    }
}

extension ScenePresenter: SceneInteractorOutput {
    func articlesLoaded(articles: [Article]) {
        model?.setArticles(articles: articles)
        model?.setArticlesState(state: .loaded)
    }
}

final class SceneInteractor: SceneInteractorInput {
    weak var output: SceneInteractorOutput?

    func loadArticles() {
        output?.articlesLoaded(articles: [])
    }
}
