// The app-wide navigator every scene's router hands its transitions to: it keeps the window, the
// stack of navigation controllers and the registry of modules, which is its job. No scene part
// stands beside it, and the routers that store it share its role: it is no scene's router, and its
// state is not a stateless part's.
protocol IAppRouter: AnyObject {
    func presentView(_ view: UIViewController)
}

class BaseAppRouter: IAppRouter {
    var window: UIWindow?
    private var navigationStack: [UINavigationController] = []
    var modules: [String: (IAppRouter) -> UIViewController] = [:]

    func presentView(_ view: UIViewController) {
        navigationStack.last?.pushViewController(view, animated: true)
    }
}

final class AppRouter: BaseAppRouter {
    static var scene: UIWindowScene?
}
