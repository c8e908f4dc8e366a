import SourceModel
import SwiftLexer
import XCTest

func model(_ source: String, path: String = "Test.swift") -> FileModel {
    model(bytes: Array(source.utf8), path: path)
}

func model(bytes: [UInt8], path: String = "Test.swift") -> FileModel {
    ModelExtractor.extract(Lexer.tokenize(bytes), path: path)
}

extension FileModel {
    /// The type with this qualified name; fails the test when missing.
    func type(_ qualifiedName: String, file: StaticString = #filePath, line: UInt = #line) -> TypeDecl {
        guard let type = types.first(where: { $0.qualifiedName == qualifiedName }) else {
            XCTFail("no type \(qualifiedName); have \(types.map(\.qualifiedName))", file: file, line: line)
            return TypeDecl(name: "", qualifiedName: "", kind: .struct, position: SourcePosition(line: 0, column: 0))
        }
        return type
    }

    func referencedTypes(of qualifiedName: String) -> [String] {
        guard let index = types.firstIndex(where: { $0.qualifiedName == qualifiedName }) else { return [] }
        return referencedTypes(ofType: index)
    }
}

extension TypeDecl {
    func property(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> PropertyDecl? {
        let found = properties.first { $0.name == name }
        if found == nil { XCTFail("no property \(name) in \(qualifiedName); have \(properties.map(\.name))", file: file, line: line) }
        return found
    }

    func method(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> FunctionDecl? {
        let found = methods.first { $0.name == name }
        if found == nil { XCTFail("no method \(name) in \(qualifiedName); have \(methods.map(\.name))", file: file, line: line) }
        return found
    }
}
