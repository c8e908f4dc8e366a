import XCTest
@testable import SourceModel

/// `FileModel.navigationCalls`: UIKit's calls that show another screen, with their receiver,
/// first argument and the method around them.
final class NavigationCallTests: XCTestCase {
    private func describe(_ file: FileModel) -> [String] {
        file.navigationCalls.map { call in
            "\(call.position.line) \(file.types[Int(call.owner)].qualifiedName).\(file.functions[Int(call.function)].name) "
                + "\(call.receiver.isEmpty ? "-" : call.receiver).\(call.method)(\(call.argument))"
        }
    }

    func testTheArgumentsTypeIsTheInitializerItsNearestLocalBindingCalls() {
        let file = model("""
        final class SettingsViewController: UIViewController {
            func rename() {
                let controller = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
                controller.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                present(controller, animated: true)
                var controller = EditViewController()
                present(controller, animated: true)
                let shared = SharingHelper.controller(url)
                present(shared, animated: true)
                present(self.cached, animated: true)
            }
            func other() { present(controller, animated: true) }
        }
        """)
        XCTAssertEqual(file.navigationCalls.map { "\($0.position.line) \($0.argument): \($0.argumentType)" }, [
            "5 controller: UIAlertController",
            "7 controller: EditViewController",
            "9 shared: ",
            "10 : ",
            "12 controller: ",
        ])
    }

    func testUIKitCallsWithTheirReceiverArgumentAndMethod() {
        let file = model("""
        final class DealsViewController: UIViewController {
            func open(_ deal: Deal) {
                navigationController?.pushViewController(DealViewController(deal: deal), animated: true)
                self.present(alert, animated: false, completion: nil)
                show(details, sender: self)
                splitViewController!.showDetailViewController(details, sender: nil)
                performSegue(withIdentifier: "deal", sender: deal)
                items.map { _ in present(viewControllerToPresent: sheet, animated: true) }
            }
            init() {
                super.init(nibName: nil, bundle: nil)
                children[0].present(other, animated: true)
            }
            override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
                super.present(controller, animated: animated, completion: completion)
            }
        }
        """)
        XCTAssertEqual(describe(file), [
            "3 DealsViewController.open navigationController.pushViewController(DealViewController)",
            "4 DealsViewController.open self.present(alert)",
            "5 DealsViewController.open -.show(details)",
            "6 DealsViewController.open splitViewController.showDetailViewController(details)",
            "7 DealsViewController.open -.performSegue()",
            "8 DealsViewController.open -.present(sheet)",
            "12 DealsViewController.init ?.present(other)",
            "15 DealsViewController.present super.present(controller)",
        ])
    }

    /// An app's own `show(error:)`, a call without UIKit's label, a declaration, a reference to
    /// the method and calls outside a type's methods are not kept.
    func testOtherCallsOfTheSameNamesAreNot() {
        let file = model("""
        func present(_ screen: Screen) { navigationController.pushViewController(screen, animated: true) }
        final class Router {
            lazy var action = { self.present(x, animated: true) }
            var title: String { present(y, animated: true); return "" }
            func go() {
                show(error: message)
                present(screen)
                router.show(deal)
                let f = present
                performSegue("x", sender: nil)
                pushViewController (screen, animated: true)
            }
        }
        """)
        XCTAssertEqual(describe(file), [])
    }

    /// Calls made bare or through `self` that are not UIKit's are kept as the app's own
    /// (`ownCalls`); in an extension, each call says whether it shows one of the method's parameters
    /// (its own method's: `reset` has no `module`, the method before it has).
    func testOwnCallsAndWhetherAnExtensionsCallShowsAParameter() {
        let file = model("""
        extension UIViewController {
            func push(module: UIViewController) { self.navigationController?.pushViewController(module, animated: true) }
            func replace(by module: UIViewController) { self?.push(module: module); push(module: other) }
            func startLoading(title: String) { present(LoadingController(title: title), animated: true) }
            func reset(flag: Bool) { push(module: module) }
        }
        final class SettingsViewController: UIViewController {
            func open(_ next: UIViewController) {
                self.push(module: next)
                present(next, presentationStyle: .fullScreen)
                router.push(module: next)
                self.router.push(module: next)
                present(next, animated: true)
                reload ()
                route(.settings); close()
            }
            func reload() {}
        }
        """)
        let shows = file.navigationCalls.map {
            "\($0.position.line) \($0.receiver.isEmpty ? "-" : $0.receiver).\($0.method)(\($0.argument)) \($0.showsParameter)"
        }
        XCTAssertEqual(shows, [
            "2 navigationController.pushViewController(module) true",
            "4 -.present(LoadingController) false",
            "13 -.present(next) false",
        ])
        let calls = file.ownCalls.map {
            "\($0.position.line):\($0.position.column) \(file.types[Int($0.owner)].qualifiedName).\(file.functions[Int($0.function)].name) "
                + "\(file.names[Int($0.method)])(\($0.argument < 0 ? "-" : file.names[Int($0.argument)])) \($0.showsParameter)"
        }
        XCTAssertEqual(calls, [
            "3:55 UIViewController.replace push(module) true",
            "3:77 UIViewController.replace push(other) false",
            "5:30 UIViewController.reset push(module) false",
            "9:14 SettingsViewController.open push(next) false",
            "10:9 SettingsViewController.open present(next) false",
            "15:9 SettingsViewController.open route(-) false",
            "15:27 SettingsViewController.open close(-) false",
        ])
    }

    /// Calls through a receiver other than `self` (`memberCalls`): a name, a closure's `$0`, an
    /// optional's `?`, a call's or subscript's result; each method once per type, where first called.
    /// Not own calls (`self.`, bare), `super.`, implicit members (`.success(…)`), nor calls outside
    /// a method's body.
    func testMemberCallsAreThoseThroughAReceiverOnceEachPerType() {
        let file = model("""
        final class PlacesService {
            lazy var titles = places.map { $0.title() }
            func load(_ places: [Place]) {
                let pins = places.map { $0.makeAnnotation(.office) } + places.map { $0.makeAnnotation(.atm) }
                client?.request(endpoint).resume()
                items[0].refresh(); cache().store(pins)
                self.reload(); reload(); super.finish()
                completion(.success(pins))
            }
        }
        final class MapViewController: UIViewController {
            func show() { service.makeAnnotation(.office) }
        }
        """)
        let called = ["makeAnnotation", "request", "resume", "refresh", "store", "title", "map", "reload", "finish", "success"]
        let nameOfHash = Dictionary(uniqueKeysWithValues: called.map { (MemberCall.hash(ofName: $0), $0) })
        let calls = file.memberCalls.map {
            "\($0.position.line):\($0.position.column) \(file.types[Int($0.owner)].qualifiedName) \(nameOfHash[$0.method] ?? "?")"
        }
        XCTAssertEqual(calls, [
            "4:36 PlacesService makeAnnotation",
            "5:17 PlacesService request",
            "5:35 PlacesService resume",
            "6:18 PlacesService refresh",
            "6:37 PlacesService store",
            "12:27 MapViewController makeAnnotation",
        ])
    }

    /// The label is looked for within a bound, so calls nested in each other's arguments stay linear.
    func testALabelPastTheWindowIsNotLookedFor() {
        let long = (0..<200).map { "a\($0)" }.joined(separator: " + ")
        let file = model("""
        final class V: UIViewController {
            func f() { present(make(\(long)), animated: true); present(near, animated: true) }
        }
        """)
        XCTAssertEqual(describe(file), ["2 V.f -.present(near)"])
    }

    func testTheLengthMaskIsThatOfTheWatchedNames() {
        let mask = NavigationCalls.watched.reduce(UInt64(0)) { $0 | 1 << UInt64($1.name.utf8CodeUnitCount) }
        XCTAssertEqual(NavigationCalls.lengths, mask)
        XCTAssertTrue(NavigationCalls.watched.allSatisfy { ["p", "s"].contains($0.name.description.first) })
    }
}
