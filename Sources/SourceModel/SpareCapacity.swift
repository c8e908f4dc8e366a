/// Models live until the run ends while arrays grown by appending keep up to half their
/// storage unused; trimming them once per file keeps memory in proportion to what was found.
extension Array {
    /// Puts the elements in storage of their count, when there is spare room. They are moved,
    /// last first, not copied: a copy of a declaration retains each of its strings and arrays,
    /// and freeing the old storage would release them all again.
    mutating func trimSpareCapacity() {
        guard capacity > count else { return }
        var source = self
        self = []
        let count = source.count
        self = [Element](unsafeUninitializedCapacity: count) { storage, initialized in
            var index = count
            while index > 0 {
                index -= 1
                (storage.baseAddress! + index).initialize(to: source.removeLast())
            }
            initialized = count
        }
    }
}

extension FileModel {
    mutating func trimSpareCapacity() {
        types.trimSpareCapacity()
        for index in types.indices {
            types[index].properties.trimSpareCapacity()
            types[index].methods.trimSpareCapacity()
            types[index].initializers.trimSpareCapacity()
            types[index].cases.trimSpareCapacity()
        }
        references.trimSpareCapacity()
        names.trimSpareCapacity()
        memberWrites.trimSpareCapacity()
        storedWrites.trimSpareCapacity()
        storedArguments.trimSpareCapacity()
        navigationCalls.trimSpareCapacity()
        ownCalls.trimSpareCapacity()
        bareCalls.trimSpareCapacity()
        memberCalls.trimSpareCapacity()
        storedSubscriptions.trimSpareCapacity()
    }
}
