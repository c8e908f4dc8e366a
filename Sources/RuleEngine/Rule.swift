import JSON
import SourceModel

/// A small source tree a rule's documentation shows and the test suite runs. In triggering
/// examples `↓` marks where each finding must be reported; it is removed before linting.
public struct RuleExample: Sendable {
    public var pack: String
    public var files: [(path: String, source: String)]
    /// Extra `rules.<id>` options for this example, as JSON text (e.g. `{"maxLines": 3}`).
    public var options: String?

    public init(pack: String, _ source: String, path: String = RuleExample.defaultPath, options: String? = nil) {
        self.pack = pack
        self.files = [(path, source)]
        self.options = options
    }

    public init(pack: String, files: [(path: String, source: String)], options: String? = nil) {
        self.pack = pack
        self.files = files
        self.options = options
    }

    /// The marker for an expected finding.
    public static let marker = "↓"

    /// The file name of a one-file example that does not name its own.
    public static let defaultPath = "Example.swift"

    /// Whether the documentation shows each file's path: there are several, or the one file's path
    /// is part of what the example shows (a rule that reads folders).
    public var namesItsFiles: Bool { files.count > 1 || files.first?.path != Self.defaultPath }
}

/// A file before and after `archlint fix` made a rule's fixes (a test runs it).
public struct FixExample: Sendable {
    public var pack: String
    public var before: String
    public var after: String

    public init(pack: String, before: String, after: String) {
        self.pack = pack
        self.before = before
        self.after = after
    }
}

public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        case bool = "a boolean"
        /// At least 1: a limit of 0 or less would flag everything (or nothing), never what was meant.
        case int = "a whole number of at least 1"
        case strings = "an array of strings"
        case globs = "an array of glob patterns"
        /// An array of two-element string arrays: role edges such as `["interactor", "view"]`.
        case pairs = "an array of [from, to] string pairs"
        /// An array of `{ "from": [...], "forbid": [...] }` objects.
        case importBans = "an array of {from, forbid} objects"
    }

    public var name: String
    public var kind: Kind
    public var summary: String
    /// What the rule uses when the configuration gives no value, as JSON: the one place it is
    /// written (`RuleOptions` reads it, the documentation shows it).
    public var defaultValue: String
    /// Said after the default in the documentation (`set by each pack`).
    public var defaultNote: String?

    public init(_ name: String, _ kind: Kind, _ summary: String, default defaultValue: String, note: String? = nil) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
        self.defaultNote = note
    }

    /// The default as the documentation shows it.
    public var documentedDefault: String { defaultNote.map { "\(defaultValue) (\($0))" } ?? defaultValue }
}

/// Everything `archlint explain` and `archlint rules` print about a rule: one source of truth.
public struct RuleDescription: Sendable {
    public var id: String
    public var summary: String
    /// Which pattern rule it protects and why, in a few sentences.
    public var rationale: String
    /// Severity when a configuration enables the rule without saying one.
    public var defaultSeverity: Severity
    public var options: [RuleOption]
    /// On only when a configuration enables it.
    public var optIn: Bool
    /// What the rule reads of the model beyond `ModelDetail.rules` (what methods' bodies do,
    /// implementations' methods): `lint` models that only for the files of configurations that
    /// turn such a rule on.
    public var reads: ModelDetail
    /// What the rule's answer for one type reads of the rest of the project (`RuleScope`):
    /// an editor re-runs a rule of the narrowest scope for the edited types only.
    public var scope: RuleScope
    /// Whether the answer for one type also reads facts of the project as a whole, which a
    /// scope's reach does not bound: every type of some role, the other types of a folder or a
    /// file, a type found by a name built from another's, a fact derived from every file, or
    /// references two hops away. An edit that declares alike changes none of those; one that
    /// declares otherwise (a rename, a conformance, a new role) may change them anywhere, so it
    /// runs such a rule over every file and a narrower one only where its scope reaches.
    public var readsAcrossProject: Bool
    /// What `explain` says the rule reads, beyond the type it checks and the declarations.
    public var reach: String {
        guard readsAcrossProject else { return scope.reach }
        let across = "the types of some roles, folders or names across the project"
        let edits = "every file after an edit that renames a type or changes one's role"
        return scope == .ownDeclarations ? "\(across) (an editor re-checks only the edited types, and \(edits))"
            : "\(scope.reach); and \(across) (an editor re-checks \(edits))"
    }
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
    /// What `archlint fix` does to its findings, before and after; empty when it has no fix.
    public var fixes: [FixExample] = []

    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity = .error,
                options: [RuleOption] = [], optIn: Bool = false, reads: ModelDetail = .rules, scope: RuleScope,
                readsAcrossProject: Bool = false, triggering: [RuleExample], nonTriggering: [RuleExample], fixes: [FixExample] = []) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.optIn = optIn
        self.reads = reads
        self.scope = scope
        self.readsAcrossProject = readsAcrossProject
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.fixes = fixes
    }
}

/// What a rule's findings read of the project beyond the type it checks, from narrowest to
/// widest. Declared by each rule; `Linter.lint(previous:)` relies on it, and a test compares
/// the findings it keeps with a full lint's after edits of every kind.
public enum RuleScope: Int, Comparable, Sendable {
    /// The findings about a type (reported in the files that declare or extend it, or at a
    /// file's own imports) follow from that type's declarations — members, bodies, references,
    /// positions — and, of the rest of the project, only from what the index and the role map
    /// hold: every type's names, kind, inheritance clause, attributes and modifiers, whether it
    /// has an instance method (and a protocol an initializer), the typealiases, each file's
    /// module (`ProjectIndex.declareAlike`); other files' imports only
    /// through `LintContext.declaredOnlyDependencies()`; and which methods the project declares
    /// by name (`DeclaredMethods`: a call through a receiver resolves to the only one), whose
    /// callers an edit changing them checks again. An edit that declares alike (and imports
    /// alike, when the build declares dependencies) can then change findings only in the files of
    /// the types it edits and of the calls of the methods it declares or takes away.
    case ownDeclarations
    /// Reads the files' imports (with their positions) and modules, and nothing else: an edit
    /// that leaves every import of the edited files as it was changes none of its findings.
    case imports
    /// Also reads the members and bodies of the types one hop away: those the checked type's
    /// references name and those whose references name it (a configurator or an app's entry
    /// point that constructs it), each with its supertypes and subtypes (the protocol it is held
    /// through, the implementations of a protocol it holds). Such a rule checks only types with a
    /// role or a layer: theirs are the references resolved, which the reach is found from. An edit then changes findings only
    /// about the edited types, their supertypes and subtypes, the types referencing any of
    /// these, and the types the edited ones name (before or after the edit) and their subtypes.
    case referencedTypes
    /// As `referencedTypes`, and also whether the checked type is in a cycle of strong references
    /// (`StrongReferenceGraph`): the graph is kept across edits, and the types whose cycle an
    /// edit changes are reached too.
    case strongReferenceCycles
    /// Reads the project as a whole: the other rules' findings, or more than a narrower scope says.
    case project

    public static func < (a: RuleScope, b: RuleScope) -> Bool { a.rawValue < b.rawValue }

    /// What `explain` says the rule reads, beyond the type it checks and the declarations.
    public var reach: String {
        switch self {
        case .ownDeclarations: return "nothing (an editor re-checks only the edited types)"
        case .imports: return "every file's imports (an editor re-checks the project only when an import changes)"
        case .referencedTypes: return "the types it references and those referencing it, with their supertypes and subtypes"
        case .strongReferenceCycles:
            return "the types it references and those referencing it, with their supertypes and subtypes, and the strong-reference cycles"
        case .project: return "the whole project"
        }
    }
}

/// One architecture rule: its documentation, and a check (`ProjectRule` or `SuppressionRule`).
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// Which check the rule makes; each kind of rule answers for itself.
    var kind: RuleKind { get }
    /// What the rule reads of the model under these options: `description.reads`, unless an
    /// option turns off the part that reads more.
    func reads(_ options: RuleOptions) -> ModelDetail
}

extension Rule {
    public func reads(_ options: RuleOptions) -> ModelDetail { description.reads }
}

/// What a rule checks. Asked of the rule instead of found by `as?`: the runtime's first
/// lookup of a protocol conformance scans every conformance in the process, about 0.15 ms per
/// rule and kind, on every run.
public enum RuleKind {
    case project(any ProjectRule)
    case suppression(any SuppressionRule)
}

/// A rule that checks the indexed project.
public protocol ProjectRule: Rule {
    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector)
    /// For a rule that reads the project as a whole (`RuleDescription.readsAcrossProject`), when
    /// all it reads so is which types have some roles and where they are declared: those roles.
    /// An edit that gives no type one of them, and takes none from a type, needs the rule run
    /// only where its scope reaches. Nil: it reads more.
    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>?
    /// For a rule that reads the project as a whole, when all it reads so is a few facts (the
    /// modules that hold some roles' types): those facts. An edit after which they are what they
    /// were needs the rule run only where its scope reaches. Nil: it reads more.
    func factsReadAcrossProject(_ context: LintContext, options: RuleOptions) -> Set<String>?
    /// Whether, besides those facts, all it reads across the project is the other types of the
    /// checked type's folder: an edit then needs it run again in the folders of the files it
    /// reaches too.
    func readsFoldersAcrossProject(_ options: RuleOptions) -> Bool
}

extension ProjectRule {
    public var kind: RuleKind { .project(self) }
    public func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { nil }
    public func factsReadAcrossProject(_ context: LintContext, options: RuleOptions) -> Set<String>? { nil }
    public func readsFoldersAcrossProject(_ options: RuleOptions) -> Bool { false }
}

/// A rule that checks the inline suppressions once every project rule has run.
public protocol SuppressionRule: Rule {
    /// `enabledRules`: the ids of the rules that ran, so a directive for a rule that is off is not judged.
    func check(_ directives: [SuppressionDirective], context: LintContext, enabledRules: Set<String>, report: inout FindingCollector)
}

extension SuppressionRule {
    public var kind: RuleKind { .suppression(self) }
}
