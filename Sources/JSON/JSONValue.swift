/// A JSON document with ordered keys, for outputs whose shape matters more than their speed
/// (models, summaries). Rendering is deterministic: same value, same bytes.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: return false
        }
    }

    /// `nil` becomes `null`.
    public static func optional(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }

    public static func strings(_ strings: [String]) -> JSONValue { .array(strings.map(JSONValue.string)) }

    /// Appends the rendering: one line, or indented by two spaces per level when `pretty`.
    public func render(into output: inout [UInt8], pretty: Bool) {
        render(into: &output, depth: pretty ? 0 : nil)
    }

    public func rendered(pretty: Bool) -> String {
        var output: [UInt8] = []
        render(into: &output, pretty: pretty)
        return String(decoding: output, as: UTF8.self)
    }

    private func render(into output: inout [UInt8], depth: Int?) {
        switch self {
        case .null:
            output.append(ascii: "null")
        case .bool(let value):
            if value { output.append(ascii: "true") } else { output.append(ascii: "false") }
        case .int(let value):
            output.appendDecimal(value)
        case .string(let value):
            JSONEscaper.appendQuoted(value, to: &output)
        case .array(let elements):
            renderContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, into: &output, depth: depth) { index, output, depth in
                elements[index].render(into: &output, depth: depth)
            }
        case .object(let members):
            renderContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, depth: depth) { index, output, depth in
                JSONEscaper.appendQuoted(members[index].0, to: &output)
                output.append(UInt8(ascii: ":"))
                if depth != nil { output.append(UInt8(ascii: " ")) }
                members[index].1.render(into: &output, depth: depth)
            }
        }
    }

    private func renderContainer(open: UInt8, close: UInt8, count: Int, into output: inout [UInt8], depth: Int?,
                                 element: (Int, inout [UInt8], Int?) -> Void) {
        output.append(open)
        guard count > 0 else {
            output.append(close)
            return
        }
        let inner = depth.map { $0 + 1 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { newline(inner, &output) }
            element(index, &output, inner)
        }
        if let depth { newline(depth, &output) }
        output.append(close)
    }

    private func newline(_ depth: Int, _ output: inout [UInt8]) {
        output.append(10)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}
