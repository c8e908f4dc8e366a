import DeviceKit
import UIKit

// The app's wrapper of a device library's query: it keeps nothing of the app's, only a value
// read from the library, and answers in computed properties. A view laying itself out by it
// reads the device, as it would through UIDevice.current.
final class ScreenInfo {
    static var current = ScreenInfo()

    private let device: DeviceKit.Device = DeviceKit.Device.current

    private init() {}

    var isPad: Bool { device.isPad }
    var isSmallScreen: Bool { device.diagonal <= 4.7 || UIScreen.main.bounds.height < 600 }
    var isLandscape: Bool { UIDevice.current.orientation.isLandscape }
    var appVersion: String { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "" }
}

// The app's own record of a registered device, named as the library's type is: the wrapper's
// `DeviceKit.Device` is the library's, not this one.
final class Device {
    let pushToken: String
    init(pushToken: String) { self.pushToken = pushToken }
}
