import UIKit // the device's name and version: a system service, no view

final class BugReportService {
    func deviceTag() -> String { UIDevice.current.systemName + " " + UIDevice.current.systemVersion }
}
