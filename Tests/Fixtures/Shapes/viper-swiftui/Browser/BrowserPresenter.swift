import WebKit

// The web view's representable hands the presenter its WKWebView, which the presenter then drives.
final class BrowserPresenter: ObservableObject {
    weak var webView: WKWebView? // expected-warning[presenter-builds-view] (a view held and driven by the presenter)
    @Published var address = "https://example.com"
    private let interactor: BrowserInteractorProtocol

    init(interactor: BrowserInteractorProtocol) { self.interactor = interactor }

    func reload() { webView?.reload() }
}
