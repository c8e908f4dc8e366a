import Platform
/// CocoaPods development pods, read as text, never run: a `.podspec`'s `name` (or
/// `module_name`), every `source_files` and `exclude_files` of it and its subspecs (globs on
/// paths below the podspec's folder, joined), and its `dependency` names (a subspec's pod);
/// and the local pods (`:path =>` or `path:`) of a `Podfile`.
public enum CocoaPods {
    public static func readPodspec(file: String) -> BuildDescription {
        let folder = String(ModuleResolver.directory(ofAbsolute: file))
        var fileName = String(file.split(separator: "/").last ?? "Pod")
        if fileName.hasSuffix(".podspec") { fileName.removeLast(".podspec".count) }
        var description = BuildDescription(kind: .cocoaPods, file: file, name: fileName)
        guard let bytes = try? POSIX.readFile(file).get() else {
            description.notes.append("\(file): could not be read; its files are left to the folder guess")
            return description
        }
        let assignments = CocoaPods.assignments(in: bytes)
        let name = assignments.last { $0.key == "module_name" }?.values.first ?? assignments.first { $0.key == "name" }?.values.first
            ?? fileName
        var dependencies: [String] = []
        for assignment in assignments where assignment.key == "dependency" {
            guard let dependency = assignment.values.first else { continue }
            let pod = String(dependency.split(separator: "/").first ?? Substring(dependency))
            if pod != name && !dependencies.contains(pod) { dependencies.append(pod) }
        }
        description.targets = [BuildDescription.Target(name: moduleName(name), dependencies: dependencies.map(moduleName))]
        var folderEntry = BuildDescription.Folder(path: folder, target: 0)
        for assignment in assignments where assignment.key == "source_files" || assignment.key == "exclude_files" {
            for pattern in assignment.values {
                var pattern = pattern
                while pattern.hasPrefix("./") { pattern.removeFirst(2) }
                guard let glob = try? Glob(pattern) else { continue }
                if assignment.key == "source_files" { folderEntry.includedGlobs.append(glob) } else { folderEntry.excludedGlobs.append(glob) }
            }
        }
        if !folderEntry.includedGlobs.isEmpty { description.add(folderEntry) }
        return description
    }

    /// CocoaPods' module name of a pod: letters, digits and `_`, the rest `_`.
    static func moduleName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The podspec files of a Podfile's local pods: `pod 'Name', :path => 'dir'` → `dir/Name.podspec`.
    public static func localPodspecs(podfile bytes: [UInt8], directory: String) -> [String] {
        var result: [String] = []
        for line in lines(bytes) {
            let words = scan(line)
            guard words.first == .word("pod"), words.count >= 2, case .string(let pod) = words[1] else { continue }
            for (index, word) in words.enumerated() where word == .word("path") || word == .word(":path") || word == .word("path:") {
                if let value = words[(index + 1)...].first(where: { if case .string = $0 { return true }; return false }),
                   case .string(let path) = value {
                    let name = String(pod.split(separator: "/").first ?? Substring(pod))
                    result.append(ModuleResolver.absolute(path, in: directory) + "/" + name + ".podspec")
                }
            }
        }
        return result
    }

    enum Word: Equatable {
        case word(String)
        case string(String)
        case symbol(Character)
    }

    /// A line's words, strings and symbols, up to a `#` comment outside strings.
    static func scan(_ line: String) -> [Word] {
        var words: [Word] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "#" { break }
            if character == "'" || character == "\"" {
                var end = index + 1
                while end < characters.count && characters[end] != character {
                    if characters[end] == "\\" { end += 1 }
                    end += 1
                }
                words.append(.string(String(characters[(index + 1)..<min(end, characters.count)])))
                index = end + 1
            } else if character.isLetter || character.isNumber || character == "_" || character == ":" || character == "." {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                    || characters[end] == ":" || characters[end] == "." { end += 1 }
                words.append(.word(String(characters[index..<end])))
                index = end
            } else {
                if !character.isWhitespace { words.append(.symbol(character)) }
                index += 1
            }
        }
        return words
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `x.key = 'a', 'b'`, `x.key = ['a', 'b']` (over several lines) and `x.dependency 'a', '~> 1'`:
    /// the key (after the last `.`) and its strings (a dependency: its first string).
    static func assignments(in bytes: [UInt8]) -> [(key: String, values: [String])] {
        var result: [(key: String, values: [String])] = []
        var words: [Word] = []
        // Lines joined while a `[` is open or a line ends with `,`.
        var depth = 0
        for line in lines(bytes) {
            let scanned = scan(line)
            words += scanned
            for word in scanned {
                if word == .symbol("[") { depth += 1 }
                if word == .symbol("]") { depth = max(0, depth - 1) }
            }
            if depth > 0 || scanned.last == .symbol(",") { continue }
            if case .word(let head)? = words.first, let dot = head.lastIndex(of: ".") {
                let key = String(head[head.index(after: dot)...])
                let rest = words.dropFirst()
                let values = rest.compactMap { word -> String? in if case .string(let value) = word { return value }; return nil }
                if rest.first == .symbol("=") || key == "dependency" {
                    result.append((key, key == "dependency" ? Array(values.prefix(1)) : values))
                }
            }
            words = []
            if result.count > 100_000 { break }
        }
        return result
    }
}
