/// Reads an `.xcworkspace/contents.xcworkspacedata`: the projects (`….xcodeproj`) and folders
/// (local packages) it refers to, as absolute paths. `<FileRef>` and `<Group>` elements with a
/// `location`: `group:` is relative to the enclosing group's folder (the workspace's folder at
/// the top), `container:` to the workspace's folder, `absolute:` is absolute; `self:` (a
/// project's own workspace) refers to nothing more.
public enum XcodeWorkspace {
    /// `workspace` is the absolute path of the `.xcworkspace` folder.
    public static func references(_ bytes: [UInt8], workspace: String) -> [String] {
        let container = String(ModuleResolver.directory(ofAbsolute: workspace))
        var groups: [String] = [container]
        var result: [String] = []
        var offset = 0
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else { offset += 1; continue }
            let start = offset
            while offset < bytes.count && bytes[offset] != UInt8(ascii: ">") { offset += 1 }
            let tag = String(decoding: bytes[(start + 1)..<min(offset, bytes.count)], as: UTF8.self)
            offset += 1
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef") else { continue }
            let selfClosing = tag.hasSuffix("/")
            var folder = groups.last ?? container
            if let location = attribute("location", in: tag), let colon = location.firstIndex(of: ":") {
                let kind = location[..<colon]
                let path = String(location[location.index(after: colon)...])
                switch kind {
                case "group": folder = path.isEmpty ? folder : ModuleResolver.absolute(path, in: folder)
                case "container": folder = path.isEmpty ? container : ModuleResolver.absolute(path, in: container)
                case "absolute": folder = ModuleResolver.absolute(path, in: "/")
                default: if !isGroup { continue }
                }
                if !isGroup { result.append(folder) }
            }
            if isGroup && !selfClosing { groups.append(folder) }
        }
        return result
    }

    /// The value of `name = "value"` (spaces around `=` allowed) in a tag's text, XML entities undone.
    static func attribute(_ name: String, in tag: String) -> String? {
        let characters = Array(tag)
        var index = 0
        func skipSpace() { while index < characters.count && characters[index].isWhitespace { index += 1 } }
        while index < characters.count {
            // A word, then `=`, then a quoted value.
            let wordStart = index
            while index < characters.count && (characters[index].isLetter || characters[index].isNumber) { index += 1 }
            let word = String(characters[wordStart..<index])
            if word.isEmpty { index += 1; continue }
            skipSpace()
            guard index < characters.count, characters[index] == "=" else { continue }
            index += 1
            skipSpace()
            guard index < characters.count, characters[index] == "\"" || characters[index] == "'" else { continue }
            let quote = characters[index]
            index += 1
            let valueStart = index
            while index < characters.count && characters[index] != quote { index += 1 }
            let value = String(characters[valueStart..<min(index, characters.count)])
            index += 1
            if word == name { return value.replacingEntities() }
        }
        return nil
    }
}

extension String {
    fileprivate func replacingEntities() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, value) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += value
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
