import JSON
import SourceModel

/// `archlint dump --format json`, as `docs/source-model.md` describes it (a test checks that
/// every key written here is named there).
public enum ModelJSON {
    public static func document(_ files: [FileModel], extraTypeFields: (FileModel, Int) -> [(String, JSONValue)] = { _, _ in [] }) -> JSONValue {
        .object([
            ("tool", .string("archlint")),
            ("schema", .int(1)),
            ("files", .array(files.map { file($0, extraTypeFields: extraTypeFields) })),
        ])
    }

    public static func file(_ file: FileModel, extraTypeFields: (FileModel, Int) -> [(String, JSONValue)] = { _, _ in [] }) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("path", .string(file.path)),
            ("imports", .array(file.imports.map(importDecl))),
            ("types", .array(file.types.indices.map { type(file, $0) + extraTypeFields(file, $0) }.map(JSONValue.object))),
            ("typealiases", .array(file.typealiases.map(typealiasDecl))),
            ("topLevelFunctions", .array(file.topLevelFunctions.map(function))),
            ("topLevelProperties", .array(file.topLevelProperties.map(property))),
            ("conditionalCompilation", .int(file.conditionalCompilationBlocks)),
            ("referencedTypes", .strings(file.fileLevelReferencedTypes)),
            ("bareCalls", .array(file.bareCalls.map { call in
                .object([("name", .string(file.names[Int(call.name)])), ("line", .int(Int(call.position.line))),
                         ("column", .int(Int(call.position.column)))])
            })),
            ("navigationCalls", .array(file.navigationCalls.map { navigationCall($0, in: file) })),
            ("storedArguments", .array(file.storedArguments.map { storedArgument($0, in: file) })),
            ("storedSubscriptions", .array(file.storedSubscriptions.map { storedSubscription($0, in: file) })),
            ("syntaxErrors", .bool(file.hasSyntaxErrors)),
        ]
        if file.hasSyntaxErrors {
            fields.append(("diagnostics", .array(file.diagnostics.map { diagnostic in
                .object([("line", .int(Int(diagnostic.position.line))), ("column", .int(Int(diagnostic.position.column))),
                         ("message", .string(diagnostic.message))])
            })))
        }
        return .object(fields)
    }

    static func navigationCall(_ call: NavigationCall, in file: FileModel) -> JSONValue {
        .object([
            ("type", .string(file.types[Int(call.owner)].qualifiedName)),
            ("function", .string(file.functions[Int(call.function)].name)),
            ("method", .string(call.method)),
            ("receiver", .string(call.receiver)),
            ("argument", .string(call.argument)),
            ("argumentType", .string(call.argumentType)),
            ("line", .int(Int(call.position.line))),
            ("column", .int(Int(call.position.column))),
        ])
    }

    static func storedSubscription(_ subscription: StoredSubscription, in file: FileModel) -> JSONValue {
        .object([
            ("type", .string(file.types[Int(subscription.owner)].qualifiedName)),
            ("function", .string(file.functions[Int(subscription.function)].name)),
            ("call", .string(subscription.call)),
            ("storage", .string(subscription.storage)),
            ("capture", .string(subscription.capture.rawValue)),
            ("captured", .string(subscription.captured)),
            ("source", .string(subscription.source)),
            ("sourceIsCall", .bool(subscription.sourceIsCall)),
            ("released", .bool(subscription.released)),
            ("line", .int(Int(subscription.position.line))),
            ("column", .int(Int(subscription.position.column))),
        ])
    }

    static func storedArgument(_ argument: StoredArgument, in file: FileModel) -> JSONValue {
        .object([
            ("type", .string(file.types[Int(argument.owner)].qualifiedName)),
            ("receiver", .string(argument.receiver)),
            ("method", .string(argument.method)),
            ("property", .string(argument.property)),
            ("line", .int(Int(argument.position.line))),
            ("column", .int(Int(argument.position.column))),
        ])
    }

    static func importDecl(_ decl: ImportDecl) -> JSONValue {
        .object([
            ("module", .string(decl.module)),
            ("line", .int(Int(decl.position.line))),
            ("column", .int(Int(decl.position.column))),
            ("kind", .optional(decl.kind)),
            ("attributes", .strings(decl.attributes)),
            ("access", .optional(decl.access)),
            ("conditional", .bool(decl.conditional)),
        ])
    }

    static func type(_ file: FileModel, _ index: Int) -> [(String, JSONValue)] {
        let type = file.types[index]
        return [
            ("name", .string(type.name)),
            ("qualifiedName", .string(type.qualifiedName)),
            ("kind", .string(type.kind.rawValue)),
            ("line", .int(Int(type.position.line))),
            ("column", .int(Int(type.position.column))),
            ("endLine", .int(Int(type.endLine))),
            ("access", .optional(type.access)),
            ("attributes", .strings(type.attributes)),
            ("modifiers", .strings(type.modifiers)),
            ("inherits", .strings(type.inherits)),
            ("genericParams", .strings(type.genericParams)),
            ("genericConstraints", .strings(type.genericConstraints)),
            ("local", .bool(type.isLocal)),
            ("properties", .array(type.properties.map(property))),
            ("methods", .array(type.methods.map(function))),
            ("initializers", .array(type.initializers.map(initializer))),
            ("subscripts", .array(type.subscripts.map(subscriptDecl))),
            ("cases", .array(type.cases.map { .object([("name", .string($0.name)), ("line", .int(Int($0.position.line)))]) })),
            ("referencedTypes", .strings(file.referencedTypes(ofType: index))),
        ]
    }

    static func property(_ property: PropertyDecl) -> JSONValue {
        .object([
            ("name", .string(property.name)),
            ("line", .int(Int(property.position.line))),
            ("column", .int(Int(property.position.column))),
            ("mutable", .bool(property.mutable)),
            ("static", .bool(property.isStatic)),
            ("weak", .bool(property.weak)),
            ("unowned", .bool(property.unowned)),
            ("lazy", .bool(property.lazy)),
            ("computed", .bool(property.computed)),
            ("observed", .bool(property.observed)),
            ("settable", .bool(property.settable)),
            ("literalType", .optional(property.literalType)),
            ("castType", .optional(property.castType)),
            ("wrappers", .strings(property.wrappers)),
            ("type", .optional(property.type)),
            ("access", .optional(property.access)),
            ("setterAccess", .optional(property.setterAccess)),
            ("attributes", .strings(property.attributes)),
            ("modifiers", .strings(property.modifiers)),
        ])
    }

    static func parameters(_ params: [Parameter]) -> JSONValue {
        .array(params.map { .object([("label", .string($0.label)), ("name", .string($0.name)), ("type", .string($0.type))]) })
    }

    static func function(_ function: FunctionDecl) -> JSONValue {
        .object([
            ("name", .string(function.name)),
            ("line", .int(Int(function.position.line))),
            ("column", .int(Int(function.position.column))),
            ("async", .bool(function.isAsync)),
            ("throws", .bool(function.isThrowing)),
            ("static", .bool(function.isStatic)),
            ("access", .optional(function.access)),
            ("returnType", .optional(function.returnType)),
            ("params", parameters(function.params)),
            ("genericParams", .strings(function.genericParams)),
            ("attributes", .strings(function.attributes)),
            ("modifiers", .strings(function.modifiers)),
        ])
    }

    static func initializer(_ initializer: InitDecl) -> JSONValue {
        .object([
            ("line", .int(Int(initializer.position.line))),
            ("params", parameters(initializer.params)),
            ("failable", .optional(initializer.failable)),
            ("async", .bool(initializer.isAsync)),
            ("throws", .bool(initializer.isThrowing)),
            ("access", .optional(initializer.access)),
            ("attributes", .strings(initializer.attributes)),
            ("modifiers", .strings(initializer.modifiers)),
        ])
    }

    static func subscriptDecl(_ decl: SubscriptDecl) -> JSONValue {
        .object([
            ("line", .int(Int(decl.position.line))),
            ("params", parameters(decl.params)),
            ("returnType", .optional(decl.returnType)),
            ("static", .bool(decl.isStatic)),
            ("access", .optional(decl.access)),
        ])
    }

    static func typealiasDecl(_ decl: TypealiasDecl) -> JSONValue {
        .object([
            ("name", .string(decl.name)),
            ("qualifiedName", .string(decl.qualifiedName)),
            ("line", .int(Int(decl.position.line))),
            ("target", .string(decl.target)),
            ("access", .optional(decl.access)),
        ])
    }
}
