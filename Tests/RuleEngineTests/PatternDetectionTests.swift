@testable import ProjectIndex
@testable import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// `PatternDetection` chooses a pack by scenes (folders where a pattern's own names stand
/// together), not by names scattered where a library or a framework happens to use them.
final class PatternDetectionTests: XCTestCase {
    private func detect(_ files: [(path: String, source: String)]) -> PatternDetection {
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let project = ProjectIndex(files: models, modules: files.map { _ in "App" })
        return PatternDetection.detect(project, relativePaths: files.map(\.path))
    }

    private func cleanSwiftScene(_ name: String) -> (String, String) {
        ("Scenes/\(name)/\(name).swift", """
        protocol \(name)BusinessLogic {}
        protocol \(name)DisplayLogic: AnyObject {}
        protocol \(name)PresentationLogic {}
        final class \(name)Interactor: \(name)BusinessLogic {}
        """)
    }

    func testScenesChooseThePackAndAreNamed() {
        let detection = detect([cleanSwiftScene("ListOrders"), cleanSwiftScene("ShowOrder")])
        XCTAssertEqual(detection.chosen, "clean-swift")
        XCTAssertEqual(detection.candidates.first?.scenes, ["Scenes/ListOrders", "Scenes/ShowOrder"])
    }

    /// Clean Swift without the templates' protocol names: a scene's models (a namespace nesting each
    /// use case's `Request`, `Response` and `ViewModel`) beside its interactor and presenter, the
    /// protocols named `*InteractorProtocol` and `*PresenterProtocol`, a view model elsewhere.
    func testTheVIPCycleModelsMakeACleanSwiftScene() {
        func scene(_ name: String) -> [(String, String)] {
            [("Modules/\(name)/\(name)DataFlow.swift", """
             enum \(name) {
                 enum Load {
                     struct Request {}
                     struct Response { let items: [String] }
                     struct ViewModel { let titles: [String] }
                 }
             }
             """),
             ("Modules/\(name)/\(name)Interactor.swift", "protocol \(name)InteractorProtocol {}\nfinal class \(name)Interactor: \(name)InteractorProtocol {}\n"),
             ("Modules/\(name)/\(name)Presenter.swift", "protocol \(name)PresenterProtocol {}\nfinal class \(name)Presenter: \(name)PresenterProtocol {}\n")]
        }
        let detection = detect(scene("Certificates") + scene("Lesson") + [
            ("Legacy/CardViewModel.swift", "final class CardViewModel {}\nfinal class CardService {}\nfinal class StepService {}\n"),
        ])
        XCTAssertEqual(detection.chosen, "clean-swift", detection.reason)
        XCTAssertEqual(detection.candidates.first?.scenes, ["Modules/Certificates", "Modules/Lesson"])
    }

    /// VIPER modules whose router and presenter protocols are named `*RouterProtocol` and
    /// `*PresenterProtocol`, in role folders, with the interactor's output protocol.
    func testRouterProtocolsMarkVIPERScenes() {
        let detection = detect(["Login", "Signup"].flatMap { scene in [
            ("Auth/\(scene)/Router/\(scene)Router.swift", "protocol \(scene)RouterProtocol {}\nfinal class \(scene)Router: \(scene)RouterProtocol {}\n"),
            ("Auth/\(scene)/Interactor/\(scene)Interactor.swift", "protocol \(scene)InteractorOutput: AnyObject {}\nfinal class \(scene)Interactor {}\n"),
        ] })
        XCTAssertEqual(detection.chosen, "viper", detection.reason)
        XCTAssertEqual(detection.candidates.first?.scenes, ["Auth/Login", "Auth/Signup"])
    }

    /// VIPER modules whose protocols all end in `Protocol`, declared in each module's `Protocols/`
    /// folder: the interactor's input and output protocols are VIPER's as `*InteractorInput` is.
    func testInteractorProtocolsNamedWithProtocolMarkVIPERScenes() {
        let detection = detect(["Login", "Options"].flatMap { scene in [
            ("Scenes/\(scene)/Protocols/\(scene)Protocols.swift", """
             protocol \(scene)ViewProtocol: AnyObject {}
             protocol \(scene)InteractorInputProtocol: AnyObject {}
             protocol \(scene)InteractorOutputProtocol: AnyObject {}
             protocol \(scene)RouterProtocol: AnyObject {}
             """),
            ("Scenes/\(scene)/Interactor/\(scene)Interactor.swift", "final class \(scene)Interactor: \(scene)InteractorInputProtocol {}\n"),
        ] })
        XCTAssertEqual(detection.chosen, "viper", detection.reason)
        XCTAssertEqual(detection.candidates.first?.scenes, ["Scenes/Login", "Scenes/Options"])
    }

    /// An SDK's `NetworkingInteractor`, App Intents named `*Intent` and a tests folder of spies
    /// are no scene: nothing is chosen, and the reason says why.
    func testScatteredNamesChooseNothing() {
        let detection = detect([
            ("Sources/SDK/NetworkingInteractor.swift", "final class NetworkingInteractor {}\n"),
            ("App/Intents.swift", "struct OpenPostIntent: AppIntent {}\nstruct ShareIntent: AppIntent {}\n"),
            ("AppTests/Spies.swift", "protocol LoginViewInput {}\nprotocol LoginViewOutput {}\nfinal class LoginInteractorInputSpy {}\n"),
        ])
        XCTAssertNil(detection.chosen, detection.reason)
        XCTAssertFalse(detection.reason.isEmpty)
    }

    /// Role folders (`Login/Presenter/`, `Login/View/`) belong to the scene above them.
    func testRoleFoldersBelongToTheSceneAbove() {
        var files: [(String, String)] = []
        for scene in ["Login", "Profile"] {
            files.append(("Modules/\(scene)/View/\(scene)ViewInput.swift", "protocol \(scene)ViewInput: AnyObject {}\n"))
            files.append(("Modules/\(scene)/Interactor/\(scene)InteractorOutput.swift", "protocol \(scene)InteractorOutput: AnyObject {}\n"))
        }
        let detection = detect(files)
        XCTAssertEqual(detection.chosen, "viper")
        XCTAssertEqual(detection.candidates.first?.scenes, ["Modules/Login", "Modules/Profile"])
    }

    /// VIPER scenes whose presenters are observable follow the observable-presenter variant;
    /// with a Model's input and output protocols, the article's Model-layer variant.
    func testSwiftUIVariantsAreToldApart() {
        func scene(_ name: String, observable: Bool) -> [(String, String)] {
            [("Modules/\(name)/\(name)Contracts.swift", "protocol \(name)ViewOutput: AnyObject {}\nprotocol \(name)InteractorOutput: AnyObject {}\n"),
             ("Modules/\(name)/\(name)Presenter.swift", observable
                ? "final class \(name)Presenter: ObservableObject, \(name)InteractorOutput { @Published var title = \"\" }\n"
                : "protocol \(name)ModelInput: AnyObject {}\nprotocol \(name)ModelOutput: AnyObject {}\nfinal class \(name)Presenter: \(name)ModelOutput {}\n")]
        }
        XCTAssertEqual(detect(scene("Login", observable: true) + scene("Cart", observable: true)).chosen, "viper-swiftui-presenter")
        XCTAssertEqual(detect(scene("Login", observable: false) + scene("Cart", observable: false)).chosen, "viper-swiftui")
        // A view model's input protocol is MVVM's, not a SwiftUI Model's.
        let mvvm = detect([("Movies/MoviesListViewModel.swift", "protocol MoviesListViewModelInput {}\nprotocol MoviesListViewModelOutput {}\nfinal class MoviesListViewModel {}\n"),
                           ("Movies/MoviesService.swift", "final class MoviesService {}\nfinal class MoviesRepository {}\n"),
                           ("Search/SearchViewModel.swift", "final class SearchViewModel {}\nfinal class SearchService {}\nfinal class SearchUseCase {}\n")])
        XCTAssertEqual(mvvm.chosen, "layered", mvvm.reason)
    }

    /// The SwiftUI VIPER templates' shape: a presenter that conforms to ObservableObject but
    /// publishes nothing, and a `*ViewState` folder holding the observable state the view shows.
    /// The state lives in the Model layer, so this is article 003's variant, not the presenter's.
    func testAPresenterThatPublishesNothingIsNoObservablePresenter() {
        func scene(_ name: String) -> [(String, String)] {
            [("Modules/\(name)/Contracts/\(name)Contracts.swift",
              "protocol \(name)PresenterProtocol: ObservableObject {}\nprotocol \(name)ViewStateProtocol: ObservableObject {}\nprotocol \(name)InteractorProtocol {}\n"),
             ("Modules/\(name)/Presenter/\(name)Presenter.swift",
              "final class \(name)Presenter: ObservableObject, \(name)PresenterProtocol { private weak var viewState: (any \(name)ViewStateProtocol)? }\n"),
             ("Modules/\(name)/ViewState/\(name)ViewState.swift",
              "final class \(name)ViewState: ObservableObject, \(name)ViewStateProtocol { @Published var items: [String] = [] }\n"),
             ("Modules/\(name)/Interactor/\(name)Interactor.swift", "final class \(name)Interactor: \(name)InteractorProtocol {}\n"),
             ("Modules/\(name)/Router/\(name)Router.swift", "final class \(name)Router {}\n")]
        }
        let detection = detect(scene("MealsList") + scene("MealEdit") + scene("DishEdit"))
        XCTAssertEqual(detection.chosen, "viper-swiftui", detection.reason)
        XCTAssertEqual(detection.candidates.first?.scenes, ["Modules/DishEdit", "Modules/MealEdit", "Modules/MealsList"])

        // A presenter protocol refining ObservableObject publishes through the class implementing it.
        func observableProtocolScene(_ name: String) -> [(String, String)] {
            [("Modules/\(name)/\(name)Contracts.swift", "protocol \(name)ViewOutput: AnyObject {}\nprotocol \(name)InteractorOutput: AnyObject {}\n"),
             ("Modules/\(name)/\(name)Presenter.swift",
              "protocol \(name)Presenter: ObservableObject {}\nfinal class \(name)PresenterDefault: \(name)Presenter { @Published var items: [String] = [] }\n")]
        }
        let presenterVariant = detect(observableProtocolScene("PokemonList") + observableProtocolScene("PokemonDetail"))
        XCTAssertEqual(presenterVariant.chosen, "viper-swiftui-presenter", presenterVariant.reason)
    }
}
