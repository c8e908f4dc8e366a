protocol CameraViewInput: AnyObject {}
protocol CameraViewOutput: AnyObject { func didTapScan() }
protocol CameraInteractorInput: AnyObject { var images: [String] { get } }
protocol CameraModuleOutput: AnyObject {}
