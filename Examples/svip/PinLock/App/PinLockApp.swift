import SwiftUI

@main
struct PinLockApp: App {
    private let dependencies = AppDependencies.live

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PinCodeEnterConfigurator.configure(dependencies: dependencies)
            }
        }
    }
}
