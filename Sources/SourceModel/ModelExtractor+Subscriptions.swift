import SwiftLexer

/// The subscriptions a type keeps in its own storage while their closures capture `self`
/// strongly (`FileModel.storedSubscriptions`), found by the references pass at each subscribing
/// call made on something (`.sink`, `.subscribe`…) in a type's method or initializer: the few
/// identifiers of a subscribing call's length and first letter are compared, and only a match
/// reads its chain, within `subscriptionWindow` tokens each way.
extension Extractor {
    /// Operators of Combine and RxSwift that a chain applies to its source: the source of
    /// `$query.debounce(…).sink` is `$query`, while that of `service.fetchUsers().sink` is the call.
    static let operators: [StaticString] = [
        "receive", "map", "compactMap", "filter", "debounce", "throttle", "removeDuplicates", "dropFirst", "combineLatest",
        "merge", "flatMap", "switchToLatest", "eraseToAnyPublisher", "handleEvents", "replaceNil", "replaceError", "delay",
        "prepend", "scan", "share", "zip", "first", "prefix", "observe", "observeOn", "distinctUntilChanged", "asObservable",
        "asDriver", "asSignal", "skip", "take", "withLatestFrom", "subscribe", "tryMap", "mapError", "setFailureType",
        "drop", "collect", "throttleFirst", "startWith", "catchError", "catch", "retry",
    ]

    /// The length mask of the subscribing calls (`isSubscribingCall`), 4, 5, 6 and 9 bytes, tested
    /// inline by the pass.
    static var subscribingLengths: UInt64 { 1 << 4 | 1 << 5 | 1 << 6 | 1 << 9 }

    /// Their first letters, `a`, `b`, `d`, `e` and `s`, as bits of the letter's low five bits.
    static var subscribingHeads: UInt64 { 1 << 1 | 1 << 2 | 1 << 4 | 1 << 5 | 1 << 19 }

    /// How far a subscription's chain, or a local declaration of its storage, is looked for.
    static let subscriptionWindow = 2_048

    /// Appends the subscription whose subscribing call is named at `index` (after a `.`) when the
    /// type stores it itself and a closure of its chain (or an argument of the call) holds `self`.
    @inline(never)
    func noteSubscription(at index: Int, owner: Int, function: Int, functionOpen: Int, into found: inout [StoredSubscription]) {
        let token = tokens[index]
        guard isSubscribingCall(index),
              punct(index + 1) == Punct.openParen || punct(index + 1) == Punct.openBrace else { return }
        // `subscribe(on: queue)` is the operator that picks a scheduler, not a subscription.
        if punct(index + 1) == Punct.openParen && spells(index + 2, "on") && punct(index + 3) == Punct.colon { return }
        var callEnd = matchingClose(index + 1)
        guard callEnd < count else { return }
        if punct(index + 1) == Punct.openParen && punct(callEnd + 1) == Punct.openBrace {
            callEnd = matchingClose(callEnd + 1)
            guard callEnd < count else { return }
        }
        let start = chainStart(before: index - 1)
        // What follows the call: more of the chain, then `.store(in: &storage)` or `.disposed(by: storage)`.
        var storage: (name: Int, throughSelf: Bool)?
        var end = callEnd + 1
        var steps = 0
        while steps < 64, end + 1 < count {
            steps += 1
            if punct(end) == Punct.question || punct(end) == Punct.bang { end += 1; continue }
            guard punct(end) == Punct.period, isName(end + 1) || tokens[end + 1].kind == .keyword else { break }
            let member = end + 1
            if punct(member + 1) == Punct.openParen
                && ((spells(member, "store") && word(member + 2) == .in) || (spells(member, "disposed") && spells(member + 2, "by")))
                && punct(member + 3) == Punct.colon {
                var path = member + 4
                if spells(path, "&") { path += 1 }
                storage = storagePath(at: path, closing: matchingClose(member + 1))
                break
            }
            end = member + 1
            if punct(end) == Punct.openParen { end = matchingClose(end) + 1 }
            if punct(end) == Punct.openBrace && !tokens[end].startsLine { end = matchingClose(end) + 1 }
        }
        if storage == nil && start > 0 {
            // `subscription = chain`, `self.subscription = chain`, `cancellables.insert(chain)`.
            if punct(start - 1) == Punct.equal && start >= 2 {
                var name = start - 2
                if !(punct(name - 1) == Punct.period && word(name - 2) == .`self`) {
                    guard punct(name - 1) != Punct.period, keyword(name - 1) != .let, keyword(name - 1) != .var else { return }
                } else {
                    name -= 2
                }
                storage = storagePath(at: name, closing: start - 1)
            } else if punct(start - 1) == Punct.openParen, start >= 4, punct(start - 3) == Punct.period,
                      spells(start - 2, "insert") || spells(start - 2, "append"),
                      matchingClose(start - 1) == end {
                var name = start - 4
                if punct(name - 1) == Punct.period && word(name - 2) == .`self` { name -= 2 }
                if punct(name - 1) != Punct.period {
                    storage = storagePath(at: name, closing: start - 3)
                }
            }
        }
        guard let (storage, throughSelf) = storage,
              let (capture, at) = strongCapture(from: start, to: end, call: index, callEnd: callEnd, owner: owner, functionOpen: functionOpen) else { return }
        // The bare name is the type's own unless the method declares it (looked for last: the farthest scan).
        if !throughSelf && isLocal(storage, before: index, functionOpen: functionOpen) { return }
        // The source: the chain's first path up to its first call; the name before the call when
        // that is an operator (`$query.debounce(…)`).
        var source = start
        var previous = -1
        while isName(source) || tokens[source].kind == .keyword {
            if punct(source + 1) == Punct.openParen || punct(source + 1) == Punct.openBrace {
                if previous >= 0 && Self.operators.contains(where: { spells(source, $0) }) { source = previous }
                break
            }
            var next = source + 1
            if punct(next) == Punct.question || punct(next) == Punct.bang { next += 1 }
            guard punct(next) == Punct.period, next + 1 < index, isName(next + 1) || tokens[next + 1].kind == .keyword else { break }
            previous = source
            source = next + 1
        }
        if !isName(source) { source = index }
        found.append(StoredSubscription(
            owner: Int32(owner), function: Int32(function), call: text(index), position: SourcePosition(line: token.line, column: token.column),
            storage: name(storage), capture: capture,
            captured: capture == .method ? name(at) : "", capturePosition: position(at),
            source: source < index ? name(source) : "", sourceIsCall: source < index && punct(source + 1) == Punct.openParen,
            released: false))
    }

    /// Whether the token names a subscribing call: Combine's `sink` and `assign(to:on:)`, RxSwift's
    /// `subscribe`, `bind`, `drive` and `emit`; told first by its length.
    @inline(__always)
    private func isSubscribingCall(_ index: Int) -> Bool {
        switch tokens[index].length {
        case 4: return spells(index, "sink") || spells(index, "bind") || spells(index, "emit")
        case 5: return spells(index, "drive")
        case 6: return spells(index, "assign")
        case 9: return spells(index, "subscribe")
        default: return false
        }
    }

    /// Whether the token spells `name`, given as bytes.
    @inline(__always)
    func spells(_ index: Int, _ name: [UInt8]) -> Bool {
        guard index >= 0 && index < count, Int(tokens[index].length) == name.count else { return false }
        let start = Int(tokens[index].offset)
        for offset in name.indices where bytes[start + offset] != name[offset] { return false }
        return true
    }

    /// Whether the token spells `name`.
    @inline(__always)
    func spells(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0 && index < count, Int(tokens[index].length) == name.utf8CodeUnitCount else { return false }
        let start = Int(tokens[index].offset)
        let spelled = name.utf8Start
        for offset in 0..<name.utf8CodeUnitCount where bytes[start + offset] != spelled[offset] { return false }
        return true
    }

    /// The name token of `[self.]name` or `[self.]rx.disposeBag` at `path` when it ends at
    /// `closing`, and whether it is written through `self` (else it is the type's own only if no
    /// local, closure parameter or parameter of the method declares it).
    private func storagePath(at path: Int, closing: Int) -> (name: Int, throughSelf: Bool)? {
        var name = path
        var throughSelf = false
        if word(name) == .`self` && punct(name + 1) == Punct.period {
            name += 2
            throughSelf = true
        }
        // NSObject+Rx's bag is the object's own.
        if spells(name, "rx") && punct(name + 1) == Punct.period && spells(name + 2, "disposeBag") { name += 2 }
        guard isName(name), name + 1 == closing else { return nil }
        return (name, throughSelf)
    }

    /// Whether the name at `index` is declared in the method before `site`: a local, a closure's
    /// parameter, or one of the method's parameters.
    private func isLocal(_ index: Int, before site: Int, functionOpen: Int) -> Bool {
        let stop = max(functionOpen, site - Self.subscriptionWindow)
        var j = site - 1
        while j > stop {
            if sameText(j, index) && (declaresName[j] || keyword(j - 1) == .let || keyword(j - 1) == .var) { return true }
            j -= 1
        }
        j = functionOpen - 1
        let signatureStop = max(0, functionOpen - 256)
        while j > signatureStop && word(j) != .func && word(j) != .`init` {
            if sameText(j, index) && punct(j + 1) == Punct.colon { return true }
            j -= 1
        }
        return false
    }

    @inline(__always)
    private func sameText(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (tokens[a], tokens[b])
        guard x.length == y.length, x.kind == y.kind else { return false }
        for offset in 0..<Int(x.length) where bytes[Int(x.offset) + offset] != bytes[Int(y.offset) + offset] { return false }
        return true
    }

    /// The first token of the postfix chain that ends before the `.` at `dot`: walked back over
    /// `.name`, `?`, `!` and brackets that apply to what is before them on their line.
    private func chainStart(before dot: Int) -> Int {
        var p = dot - 1
        let stop = max(0, dot - Self.subscriptionWindow)
        while p > stop {
            let c = punct(p)
            if c == Punct.closeParen || c == Punct.closeBracket || c == Punct.closeBrace {
                guard let open = matchingOpen(p, stop: stop) else { return p + 1 }
                let before = open - 1
                guard before > stop else { return open }
                let b = punct(before)
                let applies = isName(before) || word(before) == .`self` || b == Punct.closeParen || b == Punct.closeBracket
                    || b == Punct.closeBrace || b == Punct.question || b == Punct.bang
                    || (tokens[before].kind == .keyword && punct(before - 1) == Punct.period)
                guard applies, !tokens[open].startsLine else { return open }
                p = before
                continue
            }
            if (c == Punct.question || c == Punct.bang) && !tokens[p].hasSpaceBefore { p -= 1; continue }
            if isName(p) || word(p) == .`self` || word(p) == .super || tokens[p].kind == .keyword {
                if punct(p - 1) == Punct.period {
                    p -= 2
                    continue
                }
                return isName(p) || word(p) == .`self` || word(p) == .super ? p : p + 1
            }
            return p + 1
        }
        return p + 1
    }

    /// The opener of the bracket that closes at `close`, looked for back to `stop`.
    private func matchingOpen(_ close: Int, stop: Int) -> Int? {
        let closer = punct(close)
        let opener: UInt8 = closer == Punct.closeParen ? Punct.openParen : closer == Punct.closeBracket ? Punct.openBracket : Punct.openBrace
        var depth = 0
        var j = close
        while j >= stop {
            let c = punct(j)
            if c == closer { depth += 1 } else if c == opener {
                depth -= 1
                if depth == 0 { return j }
            }
            j -= 1
        }
        return nil
    }

    /// How the chain from `start` to `end` holds `self` strongly, and where: a closure of it that
    /// names `self` without a `weak` or `unowned` capture of it, or whose capture list holds it;
    /// or, among the subscribing call's arguments, `self` or a method of `self` (`self.update`, or
    /// `update` when a method of that name is declared for the type in this file and no local hides it).
    private func strongCapture(from start: Int, to end: Int, call: Int, callEnd: Int, owner: Int,
                               functionOpen: Int) -> (StoredSubscription.Capture, Int)? {
        var j = start
        while j < end {
            if punct(j) == Punct.openBrace {
                let close = matchingClose(j)
                if let capture = closureCapture(open: j, close: close) { return capture }
                j = close + 1
                continue
            }
            // An argument of the subscribing call: `on: self`, `receiveValue: self.update`.
            if j > call + 1 && j < callEnd {
                let p = punct(j - 1)
                if p == Punct.colon || p == Punct.openParen || p == Punct.comma {
                    var last = j
                    if word(j) == .`self` && punct(j + 1) == Punct.period && isName(j + 2) { last = j + 2 }
                    let ends = punct(last + 1) == Punct.closeParen || punct(last + 1) == Punct.comma
                    // `assign(to:on:)` holds the object it is handed: `on: self.titleView` holds the view, not `self`.
                    let assigns = spells(call, "assign")
                    if ends && word(j) == .`self` && (last == j || !assigns) { return (last == j ? .argument : .method, last) }
                    // A bare method of the type is `self.method` unwritten (`sink(receiveValue: update)`).
                    if ends && !assigns && isName(j) && isOwnMethod(j, of: owner) && !isLocal(j, before: j, functionOpen: functionOpen) {
                        return (.method, j)
                    }
                }
            }
            j += 1
        }
        return nil
    }

    /// How the closure from `open` to `close` holds `self` strongly, and where; nil when it
    /// captures `self` weakly or unowned, or names it nowhere.
    private func closureCapture(open: Int, close: Int) -> (StoredSubscription.Capture, Int)? {
        var body = open + 1
        if punct(body) == Punct.openBracket {
            let listEnd = matchingClose(body)
            if listEnd < close && isCaptureList(endingAt: listEnd, close: close) {
                var weakItem = false
                var itemStart = true
                for item in (body + 1)..<listEnd {
                    if punct(item) == Punct.comma { itemStart = true; weakItem = false; continue }
                    if itemStart { weakItem = word(item) == .weak || word(item) == .unowned }
                    itemStart = false
                    if word(item) == .`self` && punct(item - 1) != Punct.period {
                        if weakItem { return nil }
                        return (.captureList, item)
                    }
                }
                body = listEnd + 1
            }
        }
        var j = body
        while j < close {
            if word(j) == .`self` && punct(j - 1) != Punct.period { return (.closure, j) }
            j += 1
        }
        return nil
    }

    /// Whether the `]` at `listEnd`, right after a closure's `{`, ends its capture list: `in`
    /// follows, after the closure's parameters, before any other brace.
    private func isCaptureList(endingAt listEnd: Int, close: Int) -> Bool {
        var j = listEnd + 1
        let stop = min(close, listEnd + 64)
        while j < stop {
            if keyword(j) == .in { return true }
            let c = punct(j)
            if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon { return false }
            j += 1
        }
        return false
    }

    /// Marks the subscriptions whose storage their type empties or cancels outside the methods
    /// that subscribe (and outside initializers): `cancellables.removeAll()`, `subscription = nil`,
    /// `subscription?.cancel()`, `disposeBag = DisposeBag()`; in the type's body or an extension
    /// of it in this file. One walk of the file, made only when it has such a subscription.
    func markReleases(_ subscriptions: inout [StoredSubscription]) {
        guard !subscriptions.isEmpty else { return }
        // Per type (an extension counts as the type it extends) and storage: the methods that store into it.
        var storing: [String: [Int32]] = [:]
        for subscription in subscriptions {
            storing[releaseKey(type: Int(subscription.owner), storage: subscription.storage), default: []].append(subscription.function)
        }
        let storages = Set(subscriptions.map(\.storage)).map { Array($0.utf8) }
        var released = Set<String>()
        for j in 0..<count where tokens[j].kind == .identifier {
            // Compared as bytes: no string is made for a name that is no storage.
            guard let storage = storages.first(where: { spells(j, $0) }),
                  let function = innermostFunction(around: j), model.functions[function].name != "init" else { continue }
            let key = releaseKey(type: functionBodies[function].type, storage: String(decoding: storage, as: UTF8.self))
            guard let methods = storing[key], !methods.contains(Int32(function)), !released.contains(key) else { continue }
            if punct(j - 1) == Punct.period && !(word(j - 2) == .`self` && punct(j - 3) != Punct.period) { continue }
            if keyword(j - 1) == .let || keyword(j - 1) == .var { continue }
            var next = j + 1
            if punct(next) == Punct.question { next += 1 }
            let releases = (punct(next) == Punct.equal && next == j + 1)
                || (punct(next) == Punct.period && (spells(next + 1, "removeAll") || spells(next + 1, "cancel")
                                                    || spells(next + 1, "dispose") || spells(next + 1, "forEach")))
            if releases { released.insert(key) }
        }
        for index in subscriptions.indices
        where released.contains(releaseKey(type: Int(subscriptions[index].owner), storage: subscriptions[index].storage)) {
            subscriptions[index].released = true
        }
    }

    /// A type's storage, named for `markReleases`.
    private func releaseKey(type: Int, storage: String) -> String {
        typeKey(type) + "." + storage
    }

    /// The type a declaration declares or, for an extension, extends: what its methods' `self` is.
    private func typeKey(_ type: Int) -> String {
        let declaration = model.types[type]
        return declaration.kind == .extension ? declaration.name : declaration.qualifiedName
    }

    /// Whether the name at `index` is an instance method of the type `owner` declares (or an
    /// extension of it in this file declares) with a body.
    private func isOwnMethod(_ index: Int, of owner: Int) -> Bool {
        let token = tokens[index]
        let spelling = UnsafeBufferPointer(rebasing: bytes[Int(token.offset)..<Int(token.end)])
        let key = typeKey(owner)
        for function in model.functions.indices where !model.functions[function].isStatic
            && model.functions[function].name.utf8.elementsEqual(spelling) && typeKey(functionBodies[function].type) == key {
            return true
        }
        return false
    }

    /// The innermost method or initializer whose body holds the token, by halving over the bodies
    /// (in the order they open), then back over the ones that closed before it.
    private func innermostFunction(around index: Int) -> Int? {
        var low = 0, high = functionBodies.count
        while low < high {
            let middle = (low + high) / 2
            if functionBodies[middle].open < index { low = middle + 1 } else { high = middle }
        }
        // A body that opened earlier and holds the token is one a local type's method sits in:
        // looked for a bounded way back, so a file of many methods costs no walk over all of them.
        var candidate = low - 1
        let stop = max(-1, candidate - 64)
        while candidate > stop && functionBodies[candidate].close < index { candidate -= 1 }
        return candidate > stop ? candidate : nil
    }
}
