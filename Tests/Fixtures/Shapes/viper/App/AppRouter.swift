import SwiftUI

/// An app-wide navigator, alone in its folder: not a scene's router.
final class AppRouter {
    var stack: [String] = []
}

/// A SwiftUI modifier named like a router is a modifier.
struct SheetRouter: ViewModifier {
    @State var isPresented = false
    func body(content: Content) -> some View { content }
}
