import Foundation
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer

/// Every pack's configuration, loaded once.
private let configurations: [Configuration] = {
    let loader = RuleCatalog.loader()
    return BuiltinPacks.all.keys.sorted().map { try! loader.loadPack(named: $0) }
}()

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM gives an executable its own entry point, so libFuzzer is started through its driver.
@main
enum ArchlintFuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(withUnsafeMutablePointer(to: &argv) { runFuzzerDriver(&argc, $0) { data, size in fuzz(data, size) } })
    }
}

/// One input is one Swift file: lexed, modelled, indexed and checked with every pack. Any
/// crash, hang or broken invariant is a bug.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let file = Lexer.tokenize(bytes)
    var previousEnd: Int32 = 0
    for token in file.tokens {
        precondition(token.offset >= 0 && token.end <= Int32(size), "token outside the file")
        precondition(token.offset >= previousEnd || token.isInString || token.kind == .string, "tokens out of order")
        let (line, column) = file.lines.position(of: token.offset)
        precondition(line == token.line && column == token.column, "wrong position")
        previousEnd = max(previousEnd, token.offset)
    }
    let full = ModelExtractor.extract(file, path: "Fuzz.swift")
    // `lint` models with `.rules` and what the enabled rules read: the same but for functions'
    // parameter lists, body facts and implementations' methods where no enabled rule reads them.
    let model = ModelExtractor.extract(file, path: "Fuzz.swift", detail: ModelDetail(bodyFacts: true))
    let lean = ModelExtractor.extract(file, path: "Fuzz.swift", detail: .rules)
    for other in [model, lean] {
        precondition(other.references == full.references && other.names == full.names && other.types.count == full.types.count
                     && zip(other.types, full.types).allSatisfy { $0.properties == $1.properties && $0.kind == $1.kind },
                     "the rules' model differs from the full one")
    }
    precondition(zip(model.types, full.types).allSatisfy { $0.methods.map(\.name) == $1.methods.map(\.name) }, "methods lost")
    precondition(zip(lean.types, full.types).allSatisfy { lean, whole in
        lean.methods.map(\.name) == ([.protocol, .extension].contains(whole.kind) ? whole.methods.map(\.name) : [])
    }, "implementations' methods kept without asking, or other methods lost")
    precondition(lean.memberWrites.isEmpty && lean.types.allSatisfy { $0.methods.allSatisfy(\.calls.isEmpty) }, "body facts without asking")
    let project = ProjectIndex(files: [model], modules: ["Fuzz"])
    for configuration in configurations {
        let findings = (try? Linter.lint(project: project, configuration: configuration, relativePaths: ["Fuzz.swift"]))?.findings ?? []
        for finding in findings {
            precondition(finding.line >= 1 && finding.line <= file.lines.lineCount && finding.column >= 1, "finding outside the file")
        }
    }
    return 0
}
