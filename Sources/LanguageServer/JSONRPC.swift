import JSON

/// JSON-RPC 2.0 error codes, with the LSP's own.
enum RPCError: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// One message from the client, as parsed: a request (with an id), a notification (without),
/// or a response to a request the server sent (no method).
struct IncomingMessage {
    var id: JSONValue?
    var method: String?
    var params: JSONNode?

    /// The message in `body`, or the error to answer it with (and the id, when there was one).
    static func parse(_ body: [UInt8]) -> Result<IncomingMessage, MessageError> {
        let node: JSONNode
        do {
            node = try JSONParser(options: JSONParser.Options(maxDepth: 256, maxBytes: body.count + 1)).parse(body)
        } catch {
            return .failure(MessageError(code: .parseError, message: "the message is not JSON: \(error)", id: nil))
        }
        guard node.members != nil else { return .failure(MessageError(code: .invalidRequest, message: "a message must be a JSON object", id: nil)) }
        var id: JSONValue?
        if let idNode = node["id"] {
            switch idNode.value {
            case .number(let number) where number.int != nil: id = .int(number.int!)
            case .string(let string): id = .string(string)
            case .null: id = nil
            default: return .failure(MessageError(code: .invalidRequest, message: "a request id must be a number or a string", id: nil))
            }
        }
        let methodNode = node["method"]
        if let methodNode, methodNode.string == nil {
            return .failure(MessageError(code: .invalidRequest, message: "'method' must be a string", id: id))
        }
        if methodNode == nil && id == nil {
            return .failure(MessageError(code: .invalidRequest, message: "a message needs a 'method' or an 'id'", id: nil))
        }
        return .success(IncomingMessage(id: id, method: methodNode?.string, params: node["params"]))
    }

    /// A key for the cancellation set: ids are compared as their JSON.
    static func key(_ id: JSONValue) -> String { id.rendered(pretty: false) }
}

/// Why a message cannot be answered as asked, and the id to answer under, when it had one.
struct MessageError: Error {
    var code: RPCError
    var message: String
    var id: JSONValue?
}

enum RPC {
    static func response(id: JSONValue?, result: JSONValue) -> [UInt8] {
        render(.object([("jsonrpc", .string("2.0")), ("id", id ?? .null), ("result", result)]))
    }

    static func error(id: JSONValue?, _ code: RPCError, _ message: String) -> [UInt8] {
        render(.object([("jsonrpc", .string("2.0")), ("id", id ?? .null),
                        ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))]))]))
    }

    static func notification(_ method: String, _ params: JSONValue) -> [UInt8] {
        render(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> [UInt8] {
        render(.object([("jsonrpc", .string("2.0")), ("id", id), ("method", .string(method)), ("params", params)]))
    }

    private static func render(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        value.render(into: &output, pretty: false)
        return output
    }
}

extension JSONNode {
    /// A member path: `node.at("textDocument", "uri")`.
    func at(_ keys: String...) -> JSONNode? {
        var node: JSONNode? = self
        for key in keys { node = node?[key] }
        return node
    }
}
