/// Reads type text as written (`[String: Array<Foo>]?`, `any P & Q`, `@escaping (A) -> B`) for
/// the names it is built from, without a full type parser.
public enum TypeText {
    /// The nominal names an inheritance entry or annotation stands for, outermost first:
    /// `Base<T>` → `Base`, `A & B` → `A`, `B`, `any P` → `P`, `Foo.Bar` → `Foo.Bar`, `~Copyable` → none.
    public static func baseNames(_ text: String) -> [String] {
        // Most entries are a plain (possibly dotted) name: it is its own base name.
        if isPlainName(text) { return [text] }
        return compositeBaseNames(text)
    }

    /// `baseNames(text)` appended to `names`, without an array per entry for plain names.
    static func appendBaseNames(_ text: String, to names: inout [String]) {
        if isPlainName(text) { names.append(text) } else { names += compositeBaseNames(text) }
    }

    /// The first of `baseNames(text)`, if any.
    static func firstBaseName(_ text: String) -> String? {
        isPlainName(text) ? text : compositeBaseNames(text).first
    }

    private static func compositeBaseNames(_ text: String) -> [String] {
        var names: [String] = []
        for part in splitTopLevel(text, on: UInt8(ascii: "&")) {
            var bytes = Array(part.utf8)[...]
            trimSpaces(&bytes)
            for keyword in ["any ", "some ", "borrowing ", "consuming ", "inout ", "sending "] {
                let prefix = Array(keyword.utf8)
                if bytes.starts(with: prefix) { bytes = bytes.dropFirst(prefix.count); trimSpaces(&bytes) }
            }
            while bytes.first == UInt8(ascii: "@") {
                // Attributes such as `@unchecked` or `@escaping` precede the type.
                bytes = bytes.firstIndex(of: UInt8(ascii: " ")).map { bytes[$0...] } ?? []
                trimSpaces(&bytes)
            }
            guard let first = bytes.first, first != UInt8(ascii: "~") else { continue }
            var end = bytes.startIndex
            var depth = 0
            while end < bytes.endIndex {
                let byte = bytes[end]
                if byte == UInt8(ascii: "<") {
                    depth += 1
                } else if byte == UInt8(ascii: ">") {
                    depth -= 1
                } else if depth == 0 && !(isNameByte(byte) || byte == UInt8(ascii: ".")) {
                    break
                }
                end += 1
            }
            let name = stripGenericArguments(bytes[bytes.startIndex..<end])
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// Every UpperCamel name in a type annotation, outermost first: `[String: Array<Foo>]?`
    /// → `String`, `Array`, `Foo`. Dotted names stay whole (`Scene.ViewModel`).
    public static func mentionedNames(_ text: String) -> [String] {
        // Most annotations are one plain name (`String`, `UserService`): itself, or nothing when lower case.
        if text.utf8.allSatisfy(isNameByte) {
            let head = text.utf8.first { $0 != UInt8(ascii: "_") }
            return head.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true ? [text] : []
        }
        var names: [String] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isNameByte(byte) else { index += 1; continue }
            let start = index
            while index < bytes.count && (isNameByte(bytes[index]) || (bytes[index] == UInt8(ascii: ".")
                    && index + 1 < bytes.count && isNameByte(bytes[index + 1]))) {
                index += 1
            }
            var first = start
            while first < index && bytes[first] == UInt8(ascii: "_") { first += 1 }
            if first < index && bytes[first] >= UInt8(ascii: "A") && bytes[first] <= UInt8(ascii: "Z") {
                names.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
        return names
    }

    /// The annotation without optionality and implicit unwrapping: `Foo?` / `Foo!` / `(Foo)?` → `Foo`.
    public static func unwrappingOptional(_ text: String) -> String {
        var bytes = Array(text.utf8)[...]
        trimSpaces(&bytes)
        while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            bytes = bytes.dropLast()
            trimSpaces(&bytes)
        }
        if bytes.starts(with: Array("Optional<".utf8)), bytes.last == UInt8(ascii: ">") {
            bytes = bytes.dropFirst(9).dropLast()
        }
        return withoutOuterParentheses(String(decoding: bytes, as: UTF8.self))
    }

    /// `(Int) -> Void`, `@escaping () async -> T`, `((A, B) -> R)?`: a closure type (not a tuple),
    /// optional or not.
    public static func isFunctionType(_ text: String) -> Bool {
        // Most annotations name a type: without an arrow there is nothing to unwrap and look at.
        var previous: UInt8 = 0
        guard text.utf8.contains(where: { byte in
            defer { previous = byte }
            return byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-")
        }) else { return false }
        let inner = unwrappingOptional(text)
        if inner.utf8.count < text.utf8.count { return isFunctionType(inner) }
        var depth = 0
        previous = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">"):
                if previous == UInt8(ascii: "-") && depth == 0 { return true } else if previous != UInt8(ascii: "-") { depth -= 1 }
            default: break
            }
            previous = byte
        }
        return false
    }

    /// `((A, B) -> R)` → `(A, B) -> R`: the text inside parentheses that enclose all of it, or the
    /// text itself (a tuple `(A, B)` keeps its parentheses: they do not wrap a single type).
    static func withoutOuterParentheses(_ text: String) -> String {
        var bytes = Array(text.utf8)[...]
        trimSpaces(&bytes)
        guard bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return text }
        var depth = 0
        var topLevelComma = false
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                // The first parenthesis closes before the end: `(A) -> (B)` is not wrapped.
                if depth == 0 && index != bytes.index(before: bytes.endIndex) { return text }
            case UInt8(ascii: ">"):
                if index > bytes.startIndex && bytes[bytes.index(before: index)] != UInt8(ascii: "-") { depth -= 1 }
            case UInt8(ascii: ","): if depth == 1 { topLevelComma = true }
            default: break
            }
        }
        return topLevelComma ? text : String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Non-empty, and only name bytes and dots: what `baseNames` would return whole.
    static func isPlainName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isNameByte($0) || $0 == UInt8(ascii: ".") }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func trimSpaces(_ bytes: inout ArraySlice<UInt8>) {
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
    }

    /// `Foo<T>.Bar<U>` → `Foo.Bar`.
    private static func stripGenericArguments(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var depth = 0
        for byte in bytes {
            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 } else if depth == 0 && byte != UInt8(ascii: " ") { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func splitTopLevel(_ text: String, on separator: UInt8) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.utf8.startIndex
        var index = start
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == separator && depth == 0 {
                parts.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        parts.append(text[start..<text.endIndex])
        return parts
    }
}
