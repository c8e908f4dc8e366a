/// Models live until the run ends while arrays grown by appending keep up to half their
/// storage unused; trimming them once per file keeps memory in proportion to what was found.
extension Array {
    /// The same elements in storage of their count, or `self` when there is no spare room.
    func trimmed() -> [Element] {
        guard capacity > count else { return self }
        return withUnsafeBufferPointer { Array($0) }
    }
}

extension FileModel {
    mutating func trimSpareCapacity() {
        types = types.trimmed()
        for index in types.indices {
            types[index].properties = types[index].properties.trimmed()
            types[index].methods = types[index].methods.trimmed()
            types[index].initializers = types[index].initializers.trimmed()
            types[index].cases = types[index].cases.trimmed()
        }
        references = references.trimmed()
        names = names.trimmed()
        memberWrites = memberWrites.trimmed()
        storedWrites = storedWrites.trimmed()
        storedArguments = storedArguments.trimmed()
        navigationCalls = navigationCalls.trimmed()
        ownCalls = ownCalls.trimmed()
        bareCalls = bareCalls.trimmed()
        memberCalls = memberCalls.trimmed()
        storedSubscriptions = storedSubscriptions.trimmed()
    }
}
