/// A problem in a configuration file, with where it is. `description` is exactly
/// `PATH:LINE:COL: error: MESSAGE`. Problems with a whole file (unreadable, too large) are
/// reported at 1:1. Built-in packs are named `pack:NAME`.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
