import Platform
import ProjectIndex
import SourceModel

struct ViewUsesTransportModelRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let conformsTo = OptionKey.strings("conformsTo")
    static let modules = OptionKey.globs("modules")
    static let folders = OptionKey.strings("folders")

    let description = RuleDescription(
        id: "view-uses-transport-model",
        summary: "A view or cell is handed the server's decoded model and formats it itself, with no view model.",
        rationale: """
        Article 004 (`004_de65990a70fc16a8.txt`, layered MVVM, "Переходим на MVVM") notes that what a screen shows is \
        mostly a transformation of the server's models, and puts that transformation in the view model (or a factory \
        of view models); the authors' answer in the comments makes the views and cells "dumb": they know how to show \
        their view model's fields, and the presentation model builds those view models. A cell or view that takes \
        the API module's `Decodable` struct and turns its fields into text, HTML or colours itself does the view \
        model's work in the UI and changes with every change of the server's reply. A transport model is known by \
        two signs together: it conforms to `Decodable` or `Codable` (`conformsTo`), and it is declared in the \
        network layer, a module named like an API or network client (`modules`) or a folder named `API` or \
        `Network` (`folders`). A type with a role is left to that role's rules (a `*DTO` is \
        `interactor-dto-reference`'s, an entity is the model screens get). View controllers are not checked: \
        article 004 lets a screen of about 200 lines do its presentation model's work, and a detail screen is \
        created with the entity it shows; the views and cells it fills are where the formatting must not be.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles of the views that must not take transport models (view controllers excepted).",
                                default: [.view, .cell]),
            Self.conformsTo.declared("Protocols that make a type decoded from the wire.", default: #"["Decodable", "Codable"]"#),
            Self.modules.declared("Module names of the network layer.",
                                  default: ["*API", "*Api", "*APIClient", "*Network", "*Networking", "*NetworkClient"]),
            Self.folders.declared("Folder names of the network layer (compared without regard to case).",
                                  default: #"["API", "Network", "Networking"]"#),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "layered", files: [
                ("Bank/API/Models/Partner.swift", "struct Partner: Decodable { let name: String; let limits: String }"),
                ("Bank/Presentation/PartnerCell.swift", """
                import UIKit
                final class PartnerCell: UICollectionViewCell {
                    private let nameLabel = UILabel()
                    func setup(with partner: ↓Partner) { nameLabel.text = partner.name + " " + partner.limits }
                }
                """),
            ]),
            // A view handed the model through a property it formats in its observer.
            RuleExample(pack: "layered", files: [
                ("Feed/Network/PostInfo.swift", "struct PostInfo: Codable { let text: String; let likes: Int }"),
                ("Feed/Screens/PostHeaderView.swift", """
                import UIKit
                final class PostHeaderView: UIView {
                    private let likesLabel = UILabel()
                    var post: ↓PostInfo? { didSet { likesLabel.text = "\\(post?.likes ?? 0) likes" } }
                }
                """),
            ]),
            // SwiftUI: a row view taking the API's struct.
            RuleExample(pack: "layered", files: [
                ("Shop/API/Offer.swift", "public struct Offer: Decodable { public let title: String; public let price: Double }"),
                ("Shop/UI/OfferRowView.swift", """
                import SwiftUI
                struct OfferRowView: View {
                    let offer: ↓Offer
                    var body: some View { Text("\\(offer.title): \\(offer.price)") }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The cell gets a view model the presentation model made from the server's struct.
            RuleExample(pack: "layered", files: [
                ("Bank/API/Models/Partner.swift", "struct Partner: Decodable { let name: String; let limits: String }"),
                ("Bank/Presentation/PartnerCellViewModel.swift", """
                struct PartnerCellViewModel {
                    let title: String
                    init(partner: Partner) { title = partner.name + " " + partner.limits }
                }
                """),
                ("Bank/Presentation/PartnerCell.swift", """
                import UIKit
                final class PartnerCell: UICollectionViewCell {
                    private let nameLabel = UILabel()
                    func setup(with viewModel: PartnerCellViewModel) { nameLabel.text = viewModel.title }
                }
                """),
            ]),
            // A small screen created with the model it shows does its presentation model's work.
            RuleExample(pack: "layered", files: [
                ("Bank/API/Models/Partner.swift", "struct Partner: Decodable { let name: String }"),
                ("Bank/Presentation/PartnerDetailsViewController.swift", """
                import UIKit
                final class PartnerDetailsViewController: UIViewController {
                    private let partner: Partner
                    init(partner: Partner) { self.partner = partner; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { nil }
                }
                """),
            ]),
            // A Codable value of the UI's own (saved settings) is no server model.
            RuleExample(pack: "layered", files: [
                ("Timer/Screens/TimerSettings.swift", "struct TimerSettings: Codable { var minutes: Int }"),
                ("Timer/Screens/TimerView.swift", """
                import SwiftUI
                struct TimerView: View {
                    let settings: TimerSettings
                    var body: some View { Text("\\(settings.minutes)") }
                }
                """),
            ]),
            // The API module's request description is not decoded: no transport model.
            RuleExample(pack: "layered", files: [
                ("Bank/API/PartnersEndpoint.swift", "struct PartnersEndpoint { let path = \"partners\" }"),
                ("Bank/Presentation/PartnersHeaderView.swift", """
                import UIKit
                final class PartnersHeaderView: UIView {
                    func show(_ endpoint: PartnersEndpoint) { accessibilityLabel = endpoint.path }
                }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var decoded = context.inheritsName(anyOf: Set(options[Self.conformsTo]))
        var controller = context.inheritsName(anyOf: FrameworkTypes.viewControllerBases)
        let modules = NameGlobSet(options[Self.modules])
        let folders = Set(options[Self.folders].map { $0.lowercased() })
        // Whether a file is the network layer's, found once per file.
        var networkFile: [Int: Bool] = [:]
        func inNetworkLayer(_ file: Int) -> Bool {
            if let known = networkFile[file] { return known }
            let found = modules.firstMatch(context.project.moduleOfFile[file]) != nil
                || context.relativePaths[file].split(separator: "/").dropLast().contains { folders.contains($0.lowercased()) }
            networkFile[file] = found
            return found
        }
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles])) where !controller.holds(for: symbol) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                guard !reference.isMetatype, let target = reference.targets.first, context.role(target) == nil,
                      let file = context.symbol(target).declaration?.file, inNetworkLayer(file), decoded.holds(for: target)
                else { return nil }
                return .symbol(target)
            }, message: { reference, target in
                let module = context.project.moduleOfFile[context.symbol(target!).declaration!.file]
                return "\(context.describe(symbol)) takes \(reference.name), the server's decoded model from \(module), and formats it "
                    + "itself; hand it a view model the presentation model builds from it"
            })
        }
    }
}
