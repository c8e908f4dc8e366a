// Article 003, "Реализация": the Model layer, an ObservableObject that the presenter fills through
// SceneModelInput and that talks back to the presenter through SceneModelOutput.
import Combine

enum State {
    case rest, loading, loaded
}

struct Article: Identifiable {
    let id: Int
    let text: String
}

typealias Articles = Article

protocol SceneModelInput: AnyObject {
    func setArticlesState(state: State)
    func setArticles(articles: [Articles])
}

protocol SceneModelOutput: AnyObject {
    func loadArticles()
}

class SceneModel: ObservableObject {
    var output: SceneModelOutput!

    @Published var articlesState: State = .rest {
        didSet {
            if articlesState == .loaded {
                setSpinnerState(isSpin: false)
            }
        }
    }
    @Published var articles: [Articles] = []
    @Published var spinnerState: Bool = false

    func loadArticles() {
        output.loadArticles()
    }

    func setSpinnerState(isSpin: Bool) {
        spinnerState = isSpin
    }
}

extension SceneModel: SceneModelInput {
    func setArticlesState(state: State) {
        articlesState = state
    }

    func setArticles(articles: [Articles]) {
        self.articles = articles
    }
}
