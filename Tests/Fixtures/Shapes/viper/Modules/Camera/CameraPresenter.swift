final class CameraPresenter: CameraViewOutput {
    weak var view: CameraViewInput?
    var interactor: CameraInteractorInput? // set by the router that assembles the module: wiring
    private var output: CameraModuleOutput? // set from outside through configure(output:): wiring
    private let validator: StringValidator = EmailValidator() // expected-error[concrete-dependency] (constructs its own implementation)
    private var handler: ScanHandler? // expected-error[presenter-state] (created on first scan and cached)
    var builder: CameraAnswersBuilderProtocol? // expected-error[presenter-state] (the answers it collects are data)
    var analytics: CameraAnalytics? // wiring

    func configure(output: CameraModuleOutput) { self.output = output }

    func didTapScan() {
        let handler = self.handler ?? RecognitionHandler()
        if self.handler == nil { self.handler = handler }
        handler.handle(0)
        builder?.setCaption("scan")
        analytics?.send("scan")
    }
}
