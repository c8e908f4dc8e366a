protocol CameraViewInput: AnyObject {}
protocol CameraViewOutput: AnyObject { func didTapScan() }
protocol CameraInteractorInput: AnyObject { var images: [String] { get } }
protocol CameraModuleOutput: AnyObject {}

// A record the presenter fills with the flow's answers: a property and its setter.
protocol CameraAnswersBuilderProtocol {
    var caption: String? { get }
    func setCaption(_ caption: String)
}
// A collaborator: operations only.
protocol CameraAnalytics { var sessionID: String { get }; func send(_ event: String) }
