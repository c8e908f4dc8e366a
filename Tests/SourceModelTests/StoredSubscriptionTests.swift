import XCTest
@testable import SourceModel

/// `FileModel.storedSubscriptions`: subscriptions a type keeps in its own storage while their
/// chain holds `self` strongly, with how `self` is held, what the chain starts from, and whether
/// the type lets the storage go elsewhere.
final class StoredSubscriptionTests: XCTestCase {
    private func describe(_ file: FileModel) -> [String] {
        file.storedSubscriptions.map { s in
            "\(s.position.line) \(file.types[Int(s.owner)].qualifiedName).\(file.functions[Int(s.function)].name) \(s.call) "
                + "in \(s.storage) by \(s.capture.rawValue)\(s.captured.isEmpty ? "" : " " + s.captured)@\(s.capturePosition.line) "
                + "from \(s.source)\(s.sourceIsCall ? "()" : "")\(s.released ? " released" : "")"
        }
    }

    func testEachWayOfStoringAndOfHoldingSelf() {
        let file = model("""
        final class SearchViewState: ObservableObject {
            @Published var query = ""
            @Published var title = ""
            private var cancellables = Set<AnyCancellable>()
            private var subscription: AnyCancellable?
            private var list: [AnyCancellable] = []
            private let disposeBag = DisposeBag()
            func start(service: SearchService) {
                $query
                    .debounce(for: 0.3, scheduler: RunLoop.main)
                    .sink { query in self.title = query }
                    .store(in: &cancellables)
                self.subscription = $query.sink { [self] in title = $0 }
                cancellables.insert($query.map { _ in "" }.assign(to: \\.title, on: self))
                list.append(service.results().sink(receiveValue: self.show))
                service.updates.subscribe(onNext: { self.title = $0 }).disposed(by: self.rx.disposeBag)
                $query.map { self.format($0) }.sink { print($0) }.store(in: &self.cancellables)
                $title.sink(receiveValue: show).store(in: &cancellables)
                $title.sink(receiveValue: print).store(in: &cancellables)
                let show: (String) -> Void = { print($0) }
                $title.sink(receiveValue: show).store(in: &cancellables)
            }
            func format(_ value: String) -> String { value }
        }
        extension SearchViewState {
            func show(_ value: String) {}
        }
        """)
        XCTAssertEqual(describe(file), [
            "11 SearchViewState.start sink in cancellables by closure@11 from $query",
            "13 SearchViewState.start sink in subscription by captureList@13 from $query",
            "14 SearchViewState.start assign in cancellables by argument@14 from $query",
            "15 SearchViewState.start sink in list by method show@15 from results()",
            "16 SearchViewState.start subscribe in disposeBag by closure@16 from updates",
            "17 SearchViewState.start sink in cancellables by closure@17 from $query",
            "18 SearchViewState.start sink in cancellables by method show@18 from $title",
        ])
    }

    func testWeakCapturesOtherStorageAndLocalsAreNotKept() {
        let file = model("""
        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            private var cancellables = Set<AnyCancellable>()
            let other = Holder()
            func start(bag: DisposeBag, updates: Observable<[String]>) {
                $items.sink { [weak self] _ in self?.reload() }.store(in: &cancellables)
                $items.sink { [unowned self] _ in reload() }.store(in: &cancellables)
                $items.sink { print($0) }.store(in: &cancellables)
                $items.sink { _ in self.reload() }.store(in: &other.cancellables)
                updates.subscribe(onNext: { self.items = $0 }).disposed(by: bag)
                var local = Set<AnyCancellable>()
                $items.sink { _ in self.reload() }.store(in: &local)
                let kept = $items.sink { _ in self.reload() }
                $items.map { $0 }.assign(to: &$items)
                $items.receive(on: RunLoop.main).sink(receiveValue: objectWillChange.send).store(in: &cancellables)
                $items.assign(to: \\.text, on: self.label).store(in: &cancellables)
                updates.subscribe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.items = $0 }).disposed(by: bag)
            }
            func reload() {}
        }
        """)
        XCTAssertEqual(describe(file), [])
    }

    func testAStorageItsTypeEmptiesOutsideTheSubscribingMethodsIsReleased() {
        let file = model("""
        final class TimerViewState: ObservableObject {
            @Published var ticks = 0
            private var cancellables = Set<AnyCancellable>()
            private var subscription: AnyCancellable?
            private var resets = Set<AnyCancellable>()
            func onAppear() {
                Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.ticks += 1 }.store(in: &cancellables)
                subscription = $ticks.sink { _ in self.ticks = 0 }
                resets.removeAll()
                $ticks.sink { _ in self.ticks = 0 }.store(in: &resets)
            }
            func onDisappear() {
                cancellables.removeAll()
                subscription?.cancel()
            }
            deinit { resets.removeAll() }
        }
        final class ClockViewState: ObservableObject {
            @Published var ticks = 0
            private var cancellables = Set<AnyCancellable>()
            init() { $ticks.sink { _ in self.ticks = 0 }.store(in: &cancellables) }
        }
        extension TimerViewState {
            func pause() { subscription = nil }
            func watch() { $ticks.sink { _ in self.ticks = 0 }.store(in: &cancellables) }
        }
        """)
        XCTAssertEqual(describe(file), [
            "7 TimerViewState.onAppear sink in cancellables by closure@7 from publish() released",
            "8 TimerViewState.onAppear sink in subscription by closure@8 from $ticks released",
            "10 TimerViewState.onAppear sink in resets by closure@10 from $ticks",
            "21 ClockViewState.init sink in cancellables by closure@21 from $ticks",
            "25 TimerViewState.watch sink in cancellables by closure@25 from $ticks released",
        ])
    }

    /// Half-written chains, at either end of the file and of a method: no subscription is made up,
    /// and nothing is read past the tokens.
    func testHalfWrittenChainsAtTheEdges() {
        let sources = [
            "(x).sink { self.y }.store(in: &",
            "final class A { func f() { (x).sink { self.y }.store(in: &c",
            "final class A { func f() { $x.sink { self.y",
            "final class A { func f() { $x.sink(receiveValue: self.g",
            "final class A { var c = 0; func f() { }.sink { self.y }.store(in: &c) } }",
            "final class A { var c = 0; func f() { c = .sink { [weak self in self }",
            "final class A { var c = 0; func f() { c.insert(.sink { self })",
        ]
        for source in sources {
            for end in stride(from: 0, through: source.utf8.count, by: 3) {
                let prefix = String(decoding: Array(source.utf8.prefix(end)), as: UTF8.self)
                _ = model(prefix)
            }
        }
        XCTAssertEqual(describe(model("final class A { var c = 0; func f() { }.sink { self.y }.store(in: &c) } }")), [])
    }
}
