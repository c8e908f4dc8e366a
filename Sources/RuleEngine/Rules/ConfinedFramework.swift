import Platform
import ProjectIndex
import SourceModel

/// What `storage-outside-dao`, `parsing-outside-parser` and `network-outside-service` share: a
/// framework (its modules, its type names, project types named like it) that only some roles may
/// touch. Every other role-bearing type that references one of its types is reported once per
/// type, and every file that declares such a type and imports one of its modules, unless the file
/// also declares a type of an allowed role or a use of the framework's types in it is reported
/// already (the import and the use are one violation, one finding). A file of data types alone
/// (entities, DTOs: records and the translations written as their extensions) in the folder of an
/// allowed type, or below it, is that type's own: article 004's storage is the DAO with its `DB*`
/// records and its translator.
struct ConfinedFramework {
    static let allowedRoles = OptionKey.roles("allowedRoles")
    static let types = OptionKey.strings("types")
    static let names = OptionKey.globs("names")
    static let exceptNames = OptionKey.globs("exceptNames")
    static let modules = OptionKey.strings("modules")
    static let exceptRoles = OptionKey.roles("exceptRoles")

    /// What the framework is, for messages: "storage", "parsing".
    let what: String
    /// Advice after the finding.
    let advice: String

    static func options(allowed: [Role], types: [String], names: [String], exceptNames: [String] = [],
                        modules: [String]) -> [RuleOption] {
        [
            Self.allowedRoles.declared("The roles that may use the framework.", default: allowed),
            Self.exceptRoles.declared("Roles left alone: another rule of the pack holds them to the framework (one violation, one finding), or the pattern lets them use it.",
                                      default: [], note: "the VIPER packs leave the presenter to `presenter-does-io`, and the view, which may load an image by its URL"),
            Self.types.declared("The framework's type names.", default: types),
            Self.names.declared("Project types that belong to the framework (by name).", default: names),
            Self.exceptNames.declared("Project types named like `names` that are no part of the framework (a `DBNoteDAO` is the DAO).",
                       default: exceptNames),
            Self.modules.declared("The framework's modules: importing one is using it.", default: modules),
        ]
    }

    /// Beyond the types it checks and those their references name, the confinement reads where
    /// the types of the allowed roles are (a file of data types in their folders is theirs).
    static func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role> { Set(options[allowedRoles]) }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let allowed = Set(options[Self.allowedRoles])
        let excepted = Set(options[Self.exceptRoles])
        let types = NameSet(options[Self.types])
        let patterns = NameGlobSet(options[Self.names])
        let exceptions = NameGlobSet(options[Self.exceptNames])
        let modules = Set(options[Self.modules])
        var filesWithAllowed = Set<Int>()
        var filesWithOthers: [Int: SymbolID] = [:]
        var filesWithUses = Set<Int>()
        let allowedFolders = context.derivedFacts.value("folders of " + options[Self.allowedRoles].map(\.name).sorted().joined(separator: ",")) {
            var folders = Set<Substring>()
            for symbol in context.symbols(withRoles: allowed) {
                for ref in context.symbol(symbol).declarations {
                    let folder = SceneEvidence.folder(of: context.relativePaths[ref.file])
                    if !folder.isEmpty { folders.insert(folder) }
                }
            }
            return folders
        }
        func declaresLogic(_ file: Int) -> Bool {
            context.project.symbols(declaredIn: file).contains { id in
                guard let role = id.flatMap(context.role) else { return false }
                return !allowed.contains(role) && !LintContext.valueRoles.contains(role)
            }
        }
        // Asked once per reference: each file's answer is worked out once (0 unknown, 1 no, 2 yes).
        var ownership = [UInt8](repeating: 0, count: context.project.files.count)
        func isAllowedTypesOwn(_ file: Int) -> Bool {
            if ownership[file] == 0 {
                ownership[file] = 1
                if !declaresLogic(file) {
                    var folder = SceneEvidence.folder(of: context.relativePaths[file])
                    while !folder.isEmpty {
                        if allowedFolders.contains(folder) { ownership[file] = 2; break }
                        folder = SceneEvidence.folder(of: folder)
                    }
                }
            }
            return ownership[file] == 2
        }
        // A file's findings come from the types it declares (or extends): the checked types'
        // declarations are all there is to read for the checked files.
        for symbol in context.checkedSymbolIDs {
            guard let role = context.role(symbol), !excepted.contains(role) else { continue }
            let isAllowed = allowed.contains(role)
            for ref in context.symbol(symbol).declarations {
                if isAllowed { filesWithAllowed.insert(ref.file) } else if filesWithOthers[ref.file] == nil { filesWithOthers[ref.file] = symbol }
            }
            guard !isAllowed else { continue }
            report.reportReferences(from: symbol, in: context, where: { reference in
                if isAllowedTypesOwn(reference.file) { return nil }
                if reference.targets.isEmpty {
                    guard types.contains(reference.name) else { return nil }
                    filesWithUses.insert(reference.file)
                    return .name
                }
                // A project type named like the framework's (`DBDeal`), unless it is the symbol itself.
                guard let target = reference.targets.first, target != symbol, patterns.firstMatch(reference.name) != nil,
                      exceptions.firstMatch(reference.name) == nil else { return nil }
                filesWithUses.insert(reference.file)
                return .symbol(target)
            }, message: { reference, _ in
                "\(context.describe(symbol)) uses the \(what) type \(reference.name); \(advice)"
            })
        }
        guard !modules.isEmpty else { return }
        for (file, symbol) in filesWithOthers.sorted(by: { $0.key < $1.key }) where !filesWithAllowed.contains(file) && !filesWithUses.contains(file) && !isAllowedTypesOwn(file) {
            for decl in context.project.files[file].imports where modules.contains(String(decl.moduleName)) {
                report.report(file: file, at: decl.position, length: 6, symbol: symbol, subject: decl.module,
                              message: "\(context.project.files[file].path.lastPathComponent) declares \(context.describe(symbol)) "
                                  + "and imports the \(what) module \(decl.module); \(advice)")
            }
        }
    }
}
