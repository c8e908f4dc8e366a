import SwiftLexer
