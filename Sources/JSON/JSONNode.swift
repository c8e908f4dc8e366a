/// Where a JSON node or key starts: 1-based line, 1-based column counted in UTF-8 bytes from
/// the start of the line, and 0-based byte offset from the start of the input (after a BOM,
/// if any, the offsets still count the BOM's three bytes; columns of line 1 do not).
public struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool { lhs.offset < rhs.offset }
}

/// A JSON number as written, with its value. `int` is set when the literal has no fraction and
/// no exponent and fits in `Int`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    public var literal: String
    public var double: Double
    public var int: Int?

    public init(literal: String) {
        self.literal = literal
        self.double = Double(literal) ?? .nan
        let isIntegral = !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        self.int = isIntegral ? Int(literal) : nil
    }

    public var description: String { literal }
}

/// One `"key": value` of an object, with where the key starts (its opening quote).
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var keyPosition: JSONPosition
    public var value: JSONNode

    public init(key: String, keyPosition: JSONPosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A parsed JSON value that remembers where it was written. Objects keep their members in
/// source order (duplicates included, unless the parser rejected them). `==` compares positions
/// too; `hasSameValue(as:)` ignores them.
public struct JSONNode: Sendable, Equatable, CustomStringConvertible {
    public enum Value: Sendable, Equatable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(JSONNumber)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// Where the value starts: its first byte (`{`, `[`, `"`, `-`, a digit, `t`, `f` or `n`).
    public var position: JSONPosition

    public init(_ value: Value, at position: JSONPosition) {
        self.value = value
        self.position = position
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
    public var offset: Int { position.offset }

    // MARK: Typed access

    public var string: String? { if case .string(let s) = value { return s } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    public var number: JSONNumber? { if case .number(let n) = value { return n } else { return nil } }
    public var int: Int? { number?.int }
    public var double: Double? { number?.double }
    public var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    public var members: [JSONMember]? { if case .object(let m) = value { return m } else { return nil } }
    public var isNull: Bool { if case .null = value { return true } else { return false } }

    /// The value of the last member named `key` (JSON's usual "last one wins"), if an object.
    public subscript(key: String) -> JSONNode? { members?.last(where: { $0.key == key })?.value }

    /// "object", "array", "string", "number", "boolean" or "null": for error messages.
    public var kindName: String {
        switch value {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }

    /// Equality of the values alone: positions ignored, numbers compared as written after
    /// conversion (`1.0` equals `1`), object members compared in order.
    public func hasSameValue(as other: JSONNode) -> Bool {
        switch (value, other.value) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a.int != nil && b.int != nil ? a.int == b.int : a.double == b.double
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameValue(as: $1) }
        case let (.object(a), .object(b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        default: return false
        }
    }

    // MARK: Rendering

    /// Compact JSON, members in source order, numbers as written.
    public var description: String {
        var output: [UInt8] = []
        render(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends compact JSON. Nesting is bounded by the parser's depth limit for parsed nodes.
    public func render(into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let b): output.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): output.append(contentsOf: n.literal.utf8)
        case .string(let s): JSONEscaper.appendQuoted(s, to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.render(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONEscaper.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.render(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
