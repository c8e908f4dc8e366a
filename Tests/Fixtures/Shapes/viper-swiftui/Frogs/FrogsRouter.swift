import SwiftUI

protocol FrogsRouterProtocol { func makeAboutView() -> AnyView }

final class FrogsRouter: FrogsRouterProtocol {
    func makeAboutView() -> AnyView { AnyView(FrogsAboutView(title: "About")) }
}
