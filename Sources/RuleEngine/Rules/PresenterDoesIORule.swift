import ProjectIndex
import SourceModel

struct PresenterDoesIORule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let types = OptionKey.strings("types")

    let description = RuleDescription(
        id: "presenter-does-io",
        summary: "Presenters (and MVI's Model) do not read or write files, user defaults, the network or storage records, nor drive players; the interactor (the intent) does, through its services.",
        rationale: """
        The presenter prepares what is shown. Article 001 (Clean Swift, "Presentador" and "Trabajador") lets it \
        format the interactor's response and nothing else, and gives reading the database or the network to the \
        interactor and its workers; article 003 (VIPER with SwiftUI, "Теория") keeps the presenter to its original \
        VIPER functions, and the VIPER packs make the interactor the scene's gateway to services (`role-dependency` \
        forbids presenter → service). A presenter that writes a file (`NSTemporaryDirectory()`, `FileManager`), \
        reads or clears `UserDefaults`, or opens a `URLSession` does that work itself, where no interactor test sees \
        it and no service can be swapped for a stub. Constructing a storage record (a SwiftData `@Model`, a Core \
        Data managed object, a Realm object) is the same work begun in the wrong place: the presenter decides the \
        shape of what is stored. MVI for SwiftUI (article 002, "Model") gives its Model the same place: it takes \
        the data the Intent hands it and turns it into the screen's state, while the Intent does the work (the \
        article's Intent fetches, then calls the Model); a Model that owns an `AVPlayer` and plays and pauses it \
        performs effects the Intent should drive (the mvi pack checks the `model` role, nested type names such as \
        `AVPlayer.TimeControlStatus` are only named). One finding per type a presenter uses (`types`) or record it builds, one a line; a system \
        singleton reached through its member (`UserDefaults.standard`, `FileManager.default`) is `singleton-access`'s \
        finding, not this rule's.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not do I/O themselves.", default: [.presenter]),
            Self.types.declared("The system's I/O and media types and functions, and the network clients.", default: FrameworkTypes.persistentStoreTypes + [
                "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioRecorder", "AVAudioEngine", "AVCaptureSession",
                "AVSpeechSynthesizer",
            ] + FrameworkTypes.networkClientTypes),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "viper", """
            protocol ExampleViewInput: AnyObject {}
            final class ExampleInteractor {}
            final class ExamplePresenter {
                var interactor: ExampleInteractor?
                func didPick(_ data: Data) {
                    let url = URL(fileURLWithPath: ↓NSTemporaryDirectory() + "/crop.jpg")
                    try? data.write(to: url, options: [.atomic])
                }
            }
            """),
            // `UserDefaults` stays the system's type though the project extends it.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            protocol KeyValueStorage {}
            extension UserDefaults: KeyValueStorage {}
            final class SettingsInteractor {}
            final class SettingsPresenter: ObservableObject {
                private let interactor: SettingsInteractor
                init(interactor: SettingsInteractor) { self.interactor = interactor }
                func clearCache() {
                    let defaults = ↓UserDefaults(suiteName: "group.wallet")!
                    defaults.removeObject(forKey: "links")
                }
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol AvatarPresentationLogic { func presentAvatar() }
            final class AvatarPresenter: AvatarPresentationLogic {
                func presentAvatar() {
                    let handle = ↓FileHandle(forReadingAtPath: "/tmp/avatar.png")
                    _ = handle
                }
            }
            """),
            // The presenter builds the SwiftData record the interactor then saves.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftData
            @Model final class FavoritePokemon { var name: String; init(name: String) { self.name = name } }
            protocol PokemonDetailInteractor { func addFavorite(pokemon: FavoritePokemon) }
            final class PokemonDetailPresenter: ObservableObject {
                let interactor: PokemonDetailInteractor
                init(interactor: PokemonDetailInteractor) { self.interactor = interactor }
                func addToFavorites(name: String) { interactor.addFavorite(pokemon: ↓FavoritePokemon(name: name)) }
            }
            """),
            // MVI: the Model owns the player and plays it; the Intent should drive playback.
            RuleExample(pack: "mvi", """
            import AVKit
            protocol ItemModelStatePotocol { var playingText: String { get } }
            protocol ItemModelActionsProtocol: AnyObject { func play() }
            final class ItemModel: ObservableObject, ItemModelStatePotocol {
                @Published var playingText = "play"
                private let player = ↓AVPlayer(playerItem: nil)
            }
            extension ItemModel: ItemModelActionsProtocol {
                func play() { player.play(); playingText = "pause" }
            }
            """),
        ],
        nonTriggering: [
            // MVI: the Model turns what the Intent reports into state; the Intent's player service plays,
            // and a nested type of the player's is only named.
            RuleExample(pack: "mvi", """
            import AVKit
            protocol PlayerService { func play() }
            protocol ItemModelStatePotocol { var playingText: String { get } }
            protocol ItemModelActionsProtocol: AnyObject { func update(status: AVPlayer.TimeControlStatus) }
            final class ItemModel: ObservableObject, ItemModelStatePotocol {
                @Published var playingText = "play"
            }
            extension ItemModel: ItemModelActionsProtocol {
                func update(status: AVPlayer.TimeControlStatus) { playingText = status == .playing ? "pause" : "play" }
            }
            final class ItemIntent {
                weak var model: ItemModelActionsProtocol?
                let player: PlayerService
                init(player: PlayerService) { self.player = player }
                func didTapPlay() { player.play() }
            }
            """),
            // The interactor reads defaults; the presenter formats what it is told.
            RuleExample(pack: "viper", """
            protocol SettingsInteractorOutput: AnyObject { func didLoad(token: String) }
            final class SettingsInteractor {
                weak var output: SettingsInteractorOutput?
                func load() { output?.didLoad(token: UserDefaults.standard.string(forKey: "token") ?? "") }
            }
            final class SettingsPresenter: SettingsInteractorOutput {
                var interactor: SettingsInteractor?
                func didLoad(token: String) {}
            }
            """),
            // A service owns the file system; the presenter passes a record it was given without building one.
            RuleExample(pack: "viper", """
            final class ImageStorageService {
                func save(_ data: Data) throws { try data.write(to: FileManager.default.temporaryDirectory) }
            }
            final class GalleryInteractor { let storage = ImageStorageService() }
            final class DBImage: NSManagedObject {}
            final class GalleryPresenter {
                var interactor: GalleryInteractor?
                func show(_ image: DBImage) { _ = image }
            }
            """),
            // Formatting with Foundation is the presenter's work; only I/O types count, and a system
            // singleton (`UserDefaults.standard`) is singleton-access's finding.
            RuleExample(pack: "clean-swift", """
            protocol ProfilePresentationLogic { func present() }
            final class ProfilePresenter: ProfilePresentationLogic {
                func present() { let formatter = ByteCountFormatter(); _ = formatter.string(fromByteCount: 1) }
                var token: String? { UserDefaults.standard.string(forKey: "token") }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let types = Set(options[Self.types])
        let singletons = Set(FrameworkTypes.knownSingletons)
        let records = context.project.descendants(ofSymbols: [], externalNames: RoleAssigner.frameworkRecordBases)
        func isRecord(_ target: SymbolID) -> Bool {
            records.contains(target) || context.symbol(target).declarations.contains {
                context.declaration($0).attributes.contains("@Model")
            }
        }
        /// The record a reference builds, or the I/O type it uses; nil for neither.
        func io(_ reference: ResolvedReference) -> FindingCollector.ReferenceMatch? {
            if reference.isConstruction, let record = reference.targets.first(where: isRecord) { return .symbol(record) }
            // A system type the project only extends (`extension UserDefaults: KeyValueStorage {}`) is still the system's.
            // `AVPlayer.TimeControlStatus` names a nested type: nothing is used.
            guard types.contains(reference.name), reference.member?.first?.isUppercase != true,
                  reference.targets.allSatisfy({ context.symbol($0).kind == .extension }) else { return nil }
            // `UserDefaults.standard` is `singleton-access`'s finding: one violation, one finding.
            if let member = reference.member, singletons.contains("\(reference.name).\(member)") { return nil }
            return .name
        }
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            // One finding a line: `FileHandle(forWritingAtPath: NSTemporaryDirectory() + …)` is one write.
            var lines = Set<String>()
            report.reportReferences(from: symbol, in: context, where: { reference in
                let line = "\(reference.file):\(reference.position.line)"
                guard !lines.contains(line), let target = io(reference) else { return nil }
                lines.insert(line)
                return target
            }, message: { reference, record in
                if let record {
                    return "\(context.describe(symbol)) constructs the storage record \(context.describe(record)); what is "
                        + "stored is the interactor's (or its worker's) to build: hand it the values"
                }
                return "\(context.describe(symbol)) uses \(reference.name) itself; reading and writing files, defaults or the "
                    + "network, and driving players, is the interactor's (in MVI the intent's) work, through a service "
                    + "or worker it is given"
            })
        }
    }
}
