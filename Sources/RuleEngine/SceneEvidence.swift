import Platform
import ProjectIndex

/// Code that exists for tests: it plays a part for a test (a spy recording calls, a stub
/// router), not in the architecture, so it takes no role.
enum TestCode {
    /// Folders that hold test targets or test support (`AppTests/`, `Tests/`, `Specs/`, `Mocks/`)
    /// and files named for a test or a double (`LoginPresenterTests.swift`, `RouterMock.swift`).
    /// Read on the path's bytes, a component at a time: it is asked of every file.
    static func isTestPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else { continue }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
                start = index + 1
                if index == bytes.count {
                    // The file: its name without `.swift`.
                    let stem = component.count > 6 && endsWith(component, swiftExtension)
                        ? UnsafeBufferPointer(rebasing: component.dropLast(6)) : component
                    return testFileEndings.contains { endsWith(stem, $0) }
                }
                if testFolderEndings.contains(where: { endsWith(component, $0) })
                    || testFolders.contains(where: { component.count == $0.count && endsWith(component, $0) }) {
                    return true
                }
            }
            return false
        }
    }

    /// Compared with the C library's `memcmp`: asked of every component of every file's path.
    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        guard let base = bytes.baseAddress, !word.isEmpty else { return word.isEmpty }
        return word.withUnsafeBufferPointer { Bytes.compare(base + (bytes.count - word.count), $0.baseAddress!, count: word.count) == 0 }
    }

    private static let swiftExtension = Array(".swift".utf8)

    /// `LoginRouterSpy`, `MockOrdersWorker`, `StubInteractor`: a test double by its name.
    static func isTestDouble(_ name: String) -> Bool {
        // Every type's name is asked: compared as a buffer of bytes, not through `String.UTF8View`'s indices.
        if let answer = name.utf8.withContiguousStorageIfAvailable({ isTestDouble(bytes: $0) }) { return answer }
        return Array(name.utf8).withUnsafeBufferPointer { isTestDouble(bytes: $0) }
    }

    private static func isTestDouble(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for word in doubleWords where bytes.count >= word.count {
            if bytes[(bytes.count - word.count)...].elementsEqual(word) { return true }
            if bytes.count > word.count && bytes[..<word.count].elementsEqual(word)
                && bytes[word.count] >= UInt8(ascii: "A") && bytes[word.count] <= UInt8(ascii: "Z") {
                return true
            }
        }
        return false
    }

    static let testFolderEndings = ["Tests", "Test", "Specs", "Spec"].map { Array($0.utf8) }
    static let testFolders = ["Mocks", "Mock", "Fakes", "Stubs", "Doubles", "TestDoubles", "TestSupport", "TestHelpers"].map { Array($0.utf8) }
    static let testFileEndings = ["Tests", "Test", "Spec", "Specs", "Mock", "Mocks", "Stub", "Stubs", "Spy", "Fake", "Fakes"].map { Array($0.utf8) }
    static let doubleWords = ["Spy", "Mock", "Stub", "Fake", "Dummy"].map { Array($0.utf8) }
}

/// Whether a scene role given by a name stands among the rest of its scene. A presenter, an
/// interactor or a router is one part of a scene, and a scene has several: a type whose name
/// alone says `*Interactor` with no sibling of another scene role, by name stem (`Login` of
/// `LoginInteractor` and `LoginPresenter`) or by folder, is something else that shares the
/// word (an SDK's `NetworkingInteractor`, an app-wide `AppRouter` navigator). Where the
/// project shows no scene at all, names alone decide.
public enum SceneEvidence {
    /// The symbols whose scene role came from their name (or their protocol's own name) and
    /// that have no sibling of another scene role. A view made so by its UI framework is a
    /// sibling by name stem only (`LoginViewController` for `LoginInteractor`), not by folder:
    /// every folder of screens has views, scene or not.
    static func namesWithoutSiblings(_ map: RoleMap, project: ProjectIndex, specs: [RoleSpec], relativePaths: [String],
                                     learned: inout RoleAssigner.Learned) -> Set<SymbolID> {
        let folders = learned.folders
        let suffixes = literalSuffixes(specs)
        let symbols = project.symbols
        let viewNames = specs.filter { $0.role == .view || $0.role == .cell }.flatMap(\.names)
        let sceneRoleBit = sceneRoleBits(map, sceneRoles: Set(specs.filter(\.scene).map(\.role)))
        // Per name prefix at a word boundary (`Login`, `LoginView`, `LoginViewController`) and
        // per folder, the scene roles found there.
        var rolesOfPrefix: [TextPrefix: UInt64] = [:]
        var rolesOfFolder = [UInt64](repeating: 0, count: folders.count)
        // Sized once: a scene type's name has a word or three.
        let sceneTypes = sceneRoleBit.reduce(0) { $1 == 0 ? $0 : $0 + 1 }
        rolesOfPrefix.reserveCapacity(3 * sceneTypes)
        for id in project.symbolIDs where sceneRoleBit[id.index] != 0 {
            guard let reason = map.reasonOfSymbol[id] else { continue }
            let bit = sceneRoleBit[id.index]
            let name = symbols[id].name
            // A view made so by its UI framework stands for a scene only when named as one: the stem and
            // a word more (`Login` of `LoginViewController`), or a view's own name (`DescriptionImageView`
            // for `DescriptionImageViewIntent`). An SDK's `ModalSheet` is no scene view of its
            // `ModalSheetInteractor` data source, only its namesake.
            let namedAsView = (reason != .frameworkView && reason != .cellSubclass) || viewNames.contains { $0.matches(name) }
            let keys = learned.nameKeys(of: id, name, symbols: symbols.count) { NameKeys($0, suffixes: suffixes) }
            for prefix in keys.wordPrefixes.dropLast(namedAsView ? 0 : 1) {
                rolesOfPrefix[prefix, default: 0] |= bit
            }
            if reason != .frameworkView, reason != .cellSubclass, let file = symbols[id].declaration?.file, file < folders.ofFile.count {
                rolesOfFolder[folders.ofFile[file]] |= bit
            }
        }
        let holders = rolesOfHolders(project: project, sceneRoleBit: sceneRoleBit, learned: &learned)
        var unsupported = Set<SymbolID>()
        var sceneFound = false
        for id in project.symbolIDs where sceneRoleBit[id.index] != 0 {
            guard let reason = map.reasonOfSymbol[id], reason != .frameworkView, reason != .cellSubclass else { continue }
            // Another scene role than this one's: another bit.
            let others = ~sceneRoleBit[id.index]
            let stem = learned.nameKeys(of: id, symbols[id].name, symbols: symbols.count) { NameKeys($0, suffixes: suffixes) }.stem
            var supported = stem.map { (rolesOfPrefix[$0] ?? 0) & others != 0 } ?? false
            if !supported, let file = symbols[id].declaration?.file, file < folders.ofFile.count {
                supported = rolesOfFolder[folders.ofFile[file]] & others != 0
            }
            // Parts of its own role storing it (every scene's router keeping an `IAppRouter`) hand
            // their work to it: an app-wide navigator or client, whoever else stores it too.
            if !supported, let holderRoles = holders[id], holderRoles & sceneRoleBit[id.index] == 0 {
                supported = holderRoles & others != 0
            }
            if supported {
                sceneFound = true
            } else if reason == .name || reason == .protocolName {
                unsupported.insert(id)
            }
        }
        // A project that shows no scene at all (a file or two, a project just started) has no
        // scene for a name to stand outside of: its names are all the evidence there is.
        return sceneFound ? unsupported : []
    }

    /// What a type's name gives the evidence as keys: its word prefixes (the whole name last),
    /// and its stem (`Login` of `LoginPresenter`; the whole name when no longer one ends in a role
    /// word, as `Presenter` alone does; none for an empty name).
    struct NameKeys: Sendable {
        let name: String
        let wordPrefixes: [TextPrefix]
        let stem: TextPrefix?

        init(_ name: String, suffixes: [String]) {
            self.name = name
            wordPrefixes = wordEnds(name).map { TextPrefix(name, bytes: $0) }
            let stemCount = SceneEvidence.stemCount(name, suffixes: suffixes)
            stem = stemCount > 0 ? TextPrefix(name, bytes: stemCount) : nil
        }
    }

    /// A path's folder (`folder(of:)`) as a key.
    static func folderKey(_ path: String) -> TextPrefix {
        TextPrefix(path, bytes: folder(of: path).utf8.count)
    }

    /// Per symbol, its scene role as one bit of a mask (0: it has none): the scene roles found
    /// by a name stem, a folder or a holder are a few of a handful, compared rather than listed.
    /// A configuration has a handful of scene roles; past the 64th they share the last bit.
    private static func sceneRoleBits(_ map: RoleMap, sceneRoles: Set<Role>) -> [UInt64] {
        // A handful of roles, compared rather than hashed: one look per symbol.
        let roles = sceneRoles.sorted()
        return map.roleOfSymbol.map { role in
            guard let role, let index = roles.firstIndex(of: role) else { return 0 }
            return 1 << UInt64(min(index, 63))
        }
    }

    /// Per symbol, the scene roles of the types that store it (`sceneRoleBits`): a presenter keeping a
    /// `GetFavPokemonListInteractor` is the scene that interactor works for, wherever the
    /// interactor's folder is (a `Domain/Interactor/` of use cases shared by scenes). Views made
    /// so by their UI framework count too (the view is a scene's). One pass over the stored
    /// properties of the scene-role types, each declaration's resolved once (`learned`: an
    /// editor's next assignment resolves only where names may resolve otherwise).
    static func rolesOfHolders(project: ProjectIndex, sceneRoleBit: [UInt64], learned: inout RoleAssigner.Learned) -> [SymbolID: UInt64] {
        var holders: [SymbolID: UInt64] = [:]
        for id in project.symbolIDs where sceneRoleBit[id.index] != 0 {
            for ref in project.symbols[id].declarations {
                for target in learned.types(heldBy: ref, { typesHeld(by: $0, id, project) }) {
                    holders[target, default: 0] |= sceneRoleBit[id.index]
                }
            }
        }
        return holders
    }

    /// The project types the stored properties of a declaration of `id` hold, `id` left out.
    private static func typesHeld(by ref: DeclarationRef, _ id: SymbolID, _ project: ProjectIndex) -> [SymbolID] {
        var held: [SymbolID] = []
        for property in project.files[ref.file].types[ref.type].properties where !property.computed && !property.isStatic {
            guard let written = property.type else { continue }
            for target in project.resolve(RoleAssigner.heldTypeName(written), file: ref.file, enclosingType: ref.type) where target != id {
                held.append(target)
            }
        }
        return held
    }

    /// The name without the longest role word it ends with: `LoginViewOutput` → `Login`.
    static func stem(_ name: String, suffixes: [String]) -> Substring {
        Substring(name.utf8.prefix(stemCount(name, suffixes: suffixes)))
    }

    /// The bytes of `stem(_:suffixes:)`: compared as bytes, asked of every scene type on every edit.
    static func stemCount(_ name: String, suffixes: [String]) -> Int {
        let count = name.utf8.count
        for suffix in suffixes where count > suffix.utf8.count && endsWith(name, suffix) {
            return count - suffix.utf8.count
        }
        return count
    }

    private static func endsWith(_ text: String, _ suffix: String) -> Bool {
        let (count, suffixCount) = (text.utf8.count, suffix.utf8.count)
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            suffix.utf8.withContiguousStorageIfAvailable { end in
                suffixCount == 0 || Bytes.compare(bytes.baseAddress! + (count - suffixCount), end.baseAddress!, count: suffixCount) == 0
            }
        }
        return (answer ?? nil) ?? text.utf8.suffix(suffixCount).elementsEqual(suffix.utf8)
    }

    /// The literal ends of every `*Word` name and conformance glob, longest first.
    static func literalSuffixes(_ specs: [RoleSpec]) -> [String] {
        let meta = Set("*?{}[]/,".utf8)
        var found = Set<String>()
        for spec in specs {
            for glob in spec.names + spec.conformsTo where glob.pattern.hasPrefix("*") {
                let rest = glob.pattern.dropFirst()
                if !rest.isEmpty && !rest.utf8.contains(where: meta.contains) { found.insert(String(rest)) }
            }
        }
        return found.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
    }

    /// Where, in bytes, the name's word prefixes end: `LoginViewController` → 5, 9, 19 (`Login`,
    /// `LoginView`, `LoginViewController`).
    static func wordEnds(_ name: String) -> [Int] {
        // An ASCII name (nearly all): its words start at its capitals, read as bytes where the
        // text is stored so.
        let ascii: [Int]? = name.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
            var ends: [Int] = []
            for index in bytes.indices {
                guard bytes[index] < 0x80 else { return nil }
                let next = index + 1
                if next == bytes.count || (Self.isASCIIUppercase(bytes[next]) && !Self.isASCIIUppercase(bytes[index])) {
                    ends.append(next)
                }
            }
            return ends
        } ?? nil
        if let ascii { return ascii }
        var ends: [Int] = []
        var index = name.startIndex
        while index < name.endIndex {
            let next = name.index(after: index)
            if next == name.endIndex || (name[next].isUppercase && !name[index].isUppercase) {
                ends.append(name.utf8.distance(from: name.utf8.startIndex, to: next))
            }
            index = next
        }
        return ends
    }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// The folder of a path relative to the root ("" at the root); of a folder, its parent.
    static func folder(of path: Substring) -> Substring {
        // Read as bytes where the text is stored so (nearly always): the generic search steps
        // through string indices.
        let slashOffset = path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1
        }
        if let slashOffset {
            return slashOffset < 0 ? "" : path[..<path.utf8.index(path.utf8.startIndex, offsetBy: slashOffset)]
        }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }

    static func folder(of path: String) -> Substring { folder(of: path[...]) }

    /// The project's scenes: the name stems (`Login` of `LoginPresenter`, `LoginRouter`) shared by
    /// types of two or more scene roles, sorted. Each is a `graph --scene` value.
    public static func scenes(_ map: RoleMap, project: ProjectIndex, specs: [RoleSpec]) -> [String] {
        let sceneRoles = Set(specs.filter(\.scene).map(\.role))
        let suffixes = literalSuffixes(specs)
        var rolesOfStem: [Substring: Set<Role>] = [:]
        for id in project.symbolIDs where project.symbols[id].declaration != nil {
            guard let role = map.role(id), sceneRoles.contains(role) else { continue }
            let stem = self.stem(project.symbols[id].name, suffixes: suffixes)
            if stem.endIndex != project.symbols[id].name.endIndex { rolesOfStem[stem, default: []].insert(role) }
        }
        return rolesOfStem.filter { $0.value.count >= 2 }.keys.map(String.init).sorted()
    }

    /// Types in a scene's folder (a folder holding two or more scene roles) that got no role:
    /// what a team's own vocabulary names differently (`*UseCase` behind a `*Manager`), for
    /// `dump --unassigned` and `unassigned-scene-type`. Top-level classes, structs, actors and
    /// protocols only, test code and framework pieces aside; in id order. `rolesOfFolder`: the
    /// project's `rolesOfFolders`, when known; `files`: only the types declared in the files it
    /// marks (an editor's edit), when given.
    public static func unassignedInScenes(_ map: RoleMap, project: ProjectIndex, sceneRoles: Set<Role>, relativePaths: [String],
                                          rolesOfFolder known: [UInt64]? = nil, files: [Bool]? = nil) -> [SymbolID] {
        guard !sceneRoles.isEmpty else { return [] }
        let folders = map.folders(for: relativePaths) ?? FolderNumbers(relativePaths: relativePaths)
        let rolesOfFolder = known ?? rolesOfFolders(map, project: project, sceneRoles: sceneRoles, folders: folders)
        // A project with no folder of two scene roles (a library, a server) has no scene to look in.
        guard rolesOfFolder.contains(where: { $0.nonzeroBitCount >= 2 }) else { return [] }
        let pieces = project.descendants(ofSymbols: [], externalNames: FrameworkTypes.nonSceneBases)
        return map.topLevel.filter { id in
            let symbol = project.symbols[id]
            guard let file = symbol.declaration?.file, files.map({ file < $0.count && $0[file] }) ?? true,
                  map.role(id) == nil, !pieces.contains(id), symbol.kind != .enum, file < folders.ofFile.count else { return false }
            return rolesOfFolder[folders.ofFile[file]].nonzeroBitCount >= 2
        }
    }

    /// Per folder (`FolderNumbers`), the scene roles of the types declared there (`sceneRoleBits`).
    static func rolesOfFolders(_ map: RoleMap, project: ProjectIndex, sceneRoles: Set<Role>, folders: FolderNumbers) -> [UInt64] {
        let sceneRoleBit = sceneRoleBits(map, sceneRoles: sceneRoles)
        var rolesOfFolder = [UInt64](repeating: 0, count: folders.count)
        for id in project.symbolIDs where sceneRoleBit[id.index] != 0 {
            guard let file = project.symbols[id].declaration?.file, file < folders.ofFile.count else { continue }
            rolesOfFolder[folders.ofFile[file]] |= sceneRoleBit[id.index]
        }
        return rolesOfFolder
    }
}
