import SwiftUI

@main
struct ShapesApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}

/// The view the app's entry point shows builds the first module: the composition root.
struct ContentView: View {
    var body: some View { ScreenHost(LoginRouter.createModule()) }
}
