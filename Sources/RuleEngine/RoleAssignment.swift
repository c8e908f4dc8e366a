import ProjectIndex
import SourceModel

/// The role of every symbol, decided once per run.
public struct RoleMap: Sendable {
    /// Role name per symbol id, nil when the type has none.
    public let roleOfSymbol: [String?]
    /// How each role was decided; `reason(_:)` words it.
    public let reasonOfSymbol: [Reason?]

    /// The steps of `RoleAssigner` that give a role. Kept as a code, not a sentence: `dump`
    /// shows the reasons and `lint` does not, so a run of many types makes no string per type.
    public enum Reason: Sendable {
        case listed, cellSubclass, frameworkView, protocolName, protocolPath, refines, conforms, supertypeName, name, path
    }

    public func role(_ symbol: Int) -> String? { roleOfSymbol[symbol] }

    /// How the symbol's role was decided, for `archlint dump`.
    public func reason(_ symbol: Int) -> String? {
        guard let reason = reasonOfSymbol[symbol], let role = roleOfSymbol[symbol] else { return nil }
        switch reason {
        case .listed: return "listed in roles.\(role).types"
        case .cellSubclass: return "subclass of a UIKit/AppKit cell"
        case .frameworkView: return "a UIKit/AppKit view or SwiftUI View"
        case .protocolName: return "protocol name matches roles.\(role).names"
        case .protocolPath: return "protocol path matches roles.\(role).paths"
        case .refines: return "refines a \(role) protocol"
        case .conforms: return "conforms to a \(role) protocol"
        case .supertypeName: return "protocol name matches roles.\(role).conformsTo"
        case .name: return "name matches roles.\(role).names"
        case .path: return "path matches roles.\(role).paths"
        }
    }
}

/// Assigns roles in the order the configuration documents: explicit `types`; then what a type
/// is in its UI framework (a `UIViewController` subclass or SwiftUI `View` is a view whatever its
/// name); then conformance to a protocol that has the role (directly, via extensions, or via
/// protocol inheritance); then name patterns; then path globs.
public enum RoleAssigner {
    /// Linear in the number of symbols times the number of role specs: each step is one pass
    /// over the symbols (or one walk down the inheritance edges), never a pass per symbol.
    public static func assign(project: ProjectIndex, roles specs: [RoleSpec], relativePaths: [String]) -> RoleMap {
        let symbols = project.symbols
        var role = [String?](repeating: nil, count: symbols.count)
        var reason = [RoleMap.Reason?](repeating: nil, count: symbols.count)
        // Xcode template placeholders (`___VARIABLE_sceneName___Presenter`) are not code yet: no role.
        let declared = symbols.indices.filter { symbols[$0].declaration != nil && !isTemplatePlaceholder(symbols[$0].name) }
        // Top-level declared types: the ones names and paths give roles to.
        let topLevel = declared.filter { id in
            let ref = symbols[id].declaration!
            return project.files[ref.file].types[ref.type].parent == nil
        }

        func set(_ id: Int, _ name: String, _ why: RoleMap.Reason) {
            guard role[id] == nil else { return }
            role[id] = name
            reason[id] = why
        }
        // Per spec and file, whether a path glob matches the file or a folder above it: asked
        // once per file, not per type (a file deep down has as many ancestors to try).
        let pathGlobs = specs.map { GlobSet($0.paths) }
        var pathMatchesOfSpec = [[Bool?]](repeating: [], count: specs.count)
        func pathMatches(_ spec: Int, _ id: Int) -> Bool {
            guard !pathGlobs[spec].isEmpty, let file = symbols[id].declaration?.file else { return false }
            if pathMatchesOfSpec[spec].isEmpty { pathMatchesOfSpec[spec] = [Bool?](repeating: nil, count: relativePaths.count) }
            if let known = pathMatchesOfSpec[spec][file] { return known }
            let matches = pathGlobs[spec].anyMatches(pathOrAncestor: relativePaths[file])
            pathMatchesOfSpec[spec][file] = matches
            return matches
        }

        // 1. Explicit types.
        for spec in specs where !spec.types.isEmpty {
            let wanted = Set(spec.types)
            for id in declared where wanted.contains(symbols[id].qualifiedName) || wanted.contains(symbols[id].name) {
                set(id, spec.name, .listed)
            }
        }

        // 2. UI framework kind.
        let roleNames = Set(specs.map(\.name))
        if roleNames.contains("view") || roleNames.contains("cell") {
            let cellRole = roleNames.contains("cell") ? "cell" : "view"
            for id in project.descendants(ofSymbols: [], externalNames: FrameworkTypes.cellBases).sorted()
                where symbols[id].isImplementation {
                set(id, cellRole, .cellSubclass)
            }
            if roleNames.contains("view") {
                for id in project.descendants(ofSymbols: [], externalNames: FrameworkTypes.viewBases).sorted()
                    where symbols[id].isImplementation {
                    set(id, "view", .frameworkView)
                }
            }
        }

        // 3. Protocols get roles by their own name, path or explicit listing; every type below a
        //    role protocol (or below a supertype matching `conformsTo` or `inherits`) takes that role.
        let topLevelProtocols = topLevel.filter { (symbols[$0].kind == .protocol) }
        for (index, spec) in specs.enumerated() where !spec.names.isEmpty || !spec.paths.isEmpty {
            for id in topLevelProtocols where role[id] == nil {
                if spec.names.contains(where: { $0.matches(symbols[id].name) }) {
                    set(id, spec.name, .protocolName)
                } else if pathMatches(index, id) {
                    set(id, spec.name, .protocolPath)
                }
            }
        }
        let declaredProtocols = declared.filter { (symbols[$0].kind == .protocol) }
        for spec in specs {
            // `conformsTo` and `inherits` both name supertypes: protocols, or framework base classes.
            let supertypeGlobs = spec.conformsTo + spec.inherits
            var roots = declaredProtocols.filter { role[$0] == spec.name }
            var externalRoots: [String] = []
            if !supertypeGlobs.isEmpty {
                roots += symbols.indices.filter { id in
                    supertypeGlobs.contains { $0.matches(symbols[id].name) }
                }
                // External protocols are known only by the names types write in their inheritance clauses.
                var seen = Set<String>()
                for id in symbols.indices {
                    for name in project.directSupertypeNames[id] where seen.insert(name).inserted
                        && supertypeGlobs.contains(where: { $0.matches(name) }) {
                        externalRoots.append(name)
                    }
                }
            }
            if roots.isEmpty && externalRoots.isEmpty { continue }
            for id in project.descendants(ofSymbols: roots, externalNames: externalRoots).sorted()
                where symbols[id].declaration != nil {
                set(id, spec.name, symbols[id].kind == .protocol ? .refines : .conforms)
            }
            if supertypeGlobs.isEmpty { continue }
            for id in roots where symbols[id].declaration != nil
                && supertypeGlobs.contains(where: { $0.matches(symbols[id].name) }) {
                set(id, spec.name, .supertypeName)
            }
        }

        // 4. Name patterns (top-level types only: nested ones are scene models and helpers).
        for spec in specs where !spec.names.isEmpty {
            for id in topLevel where role[id] == nil && spec.names.contains(where: { $0.matches(symbols[id].name) }) {
                set(id, spec.name, .name)
            }
        }

        // 5. Path globs.
        for (index, spec) in specs.enumerated() where !spec.paths.isEmpty {
            for id in declared where role[id] == nil && pathMatches(index, id) {
                set(id, spec.name, .path)
            }
        }
        return RoleMap(roleOfSymbol: role, reasonOfSymbol: reason)
    }

    private static let placeholderMarker = Array("___VARIABLE".utf8)

    /// Whether the name contains `___VARIABLE` (a byte search: no Foundation, no allocation).
    static func isTemplatePlaceholder(_ name: String) -> Bool {
        let needle = placeholderMarker
        let bytes = name.utf8
        guard bytes.count >= needle.count else { return false }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: UInt8(ascii: "_")) {
            if bytes[found...].starts(with: needle) { return true }
            start = bytes.index(after: found)
        }
        return false
    }
}
