import Platform
import ProjectIndex
import SourceModel

struct VIPCycleModelsRule: ProjectRule {
    static let stages = OptionKey.pairs("stages")

    let description = RuleDescription(
        id: "vip-cycle-models",
        summary: "Each stage of the VIP cycle takes its own model: Request, Response, ViewModel.",
        rationale: """
        Article 001 (Clean Swift, sections on the models and the example) runs one cycle per feature: the view \
        controller sends a `Request` to the interactor through `*BusinessLogic`, the interactor sends a `Response` to \
        the presenter through `*PresentationLogic`, and the presenter sends a `ViewModel` to the view controller \
        through `*DisplayLogic` (`displayContacts(viewModel: ContactList.ShowContacts.ViewModel)`). A method of one \
        of these protocols that takes another stage's model (the interactor handing a `ViewModel` to the presenter, \
        the view controller a `Response` to the interactor) skips a stage of the cycle and mixes what each stage may \
        know.
        """,
        options: [
            Self.stages.declared("[protocol name glob, the model its methods take] per stage of the cycle.",
                       default: #"[["*BusinessLogic", "Request"], ["*PresentationLogic", "Response"], ["*DisplayLogic", "ViewModel"]]"#),
        ],
        reads: ModelDetail(functionParameters: true),
        triggering: [
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListPresentationLogic {
                ↓func presentContacts(viewModel: ContactList.ShowContacts.ViewModel)
            }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListBusinessLogic {
                ↓func showContacts(response: ContactList.ShowContacts.Response)
            }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListDisplayLogic: AnyObject {
                ↓func displayContacts(request: ContactList.ShowContacts.Request)
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListBusinessLogic { func showContacts(request: ContactList.ShowContacts.Request) }
            protocol ContactListPresentationLogic { func presentContacts(response: ContactList.ShowContacts.Response) }
            protocol ContactListDisplayLogic: AnyObject { func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) }
            """),
            RuleExample(pack: "clean-swift", """
            // A parameter that is no stage's model is not this rule's business.
            protocol ContactListBusinessLogic { func select(index: Int) }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct ViewModel {} } }
            // Only the cycle's protocols are checked.
            protocol ContactListCellConfiguring { func configure(with viewModel: ContactList.ShowContacts.ViewModel) }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let stages = options[Self.stages].compactMap { pair in (try? Glob(pair.0)).map { (glob: $0, model: pair.1) } }
        let models = Set(stages.map(\.model))
        guard !stages.isEmpty else { return }
        for symbol in context.project.symbolIDs where context.symbol(symbol).kind == .protocol {
            let name = context.symbol(symbol).name
            guard let stage = stages.first(where: { $0.glob.matches(name) }) else { continue }
            for ref in context.symbol(symbol).declarations {
                for method in context.declaration(ref).methods {
                    for parameter in method.params {
                        let wrong = TypeText.mentionedNames(parameter.type).compactMap { text -> String? in
                            let last = text.split(separator: ".").last.map(String.init) ?? text
                            return models.contains(last) && last != stage.model ? text : nil
                        }
                        guard let model = wrong.first else { continue }
                        report.report(file: ref.file, at: method.position, length: 4, symbol: symbol, member: method.name,
                                      subject: model, key: "\(symbol).\(method.name).\(parameter.name)",
                                      message: "\(name).\(method.name) takes \(model), but the methods of \(name) take the scene's "
                                          + "\(stage.model); each stage of the VIP cycle passes on its own model")
                    }
                }
            }
        }
    }
}
