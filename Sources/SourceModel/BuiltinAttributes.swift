/// Attributes that are not property wrappers (`docs/source-model.md`). Syntax cannot
/// tell a wrapper from another custom attribute, so everything else counts as a wrapper.
enum BuiltinAttributes {
    static let names: Set<String> = [
        "available", "objc", "nonobjc", "objcMembers", "NSManaged", "NSCopying", "IBOutlet", "IBInspectable",
        "GKInspectable", "IBAction", "IBSegueAction", "usableFromInline", "inlinable", "inline", "_spi",
        "_spi_available", "discardableResult", "MainActor", "preconcurrency", "frozen", "_alwaysEmitIntoClient",
        "_transparent", "_silgen_name", "_cdecl", "_exported", "_implementationOnly", "_disfavoredOverload",
        "_optimize", "_effects", "_semantics", "_documentation", "_hasStorage", "_borrowed", "exclusivity",
        "backDeployed", "_backDeploy", "_originallyDefinedIn", "_dynamicReplacement", "dynamicCallable",
        "dynamicMemberLookup", "_nonoverride", "_unavailableFromAsync", "unsafe", "safe", "_noAllocation",
        "_noLocks", "_noImplicitCopy", "_section", "_used", "abi", "_private", "_fixed_layout", "_weakLinked",
        "_specialize", "specialized", "derivative", "differentiable", "noDerivative", "_implements",
        "warn_unqualified_access", "_staticExclusiveOnly", "extern", "_expose", "_extern", "storageRestrictions",
        "resultBuilder", "ViewBuilder", "SceneBuilder", "CommandsBuilder", "ToolbarContentBuilder",
        "TableColumnBuilder", "TableRowBuilder", "ChartContentBuilder", "ObservationIgnored", "ObservationTracked",
        "Transient", "Attribute", "Relationship",
    ]

    /// Whether `@name` (given with its `@`) is a property wrapper or other custom attribute.
    static func isWrapper(_ attribute: String) -> Bool {
        !names.contains(String(attribute.dropFirst()))
    }
}
