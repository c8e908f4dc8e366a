import AppIntents

/// An App Intent is Apple's intent, not MVI's.
struct OpenItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Open"
    var view: ItemsView?
    func perform() async throws -> some IntentResult { .result() }
}
