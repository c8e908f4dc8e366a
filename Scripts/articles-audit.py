#!/usr/bin/env python3
"""Check, point by point, the rules issue 26 lists from the five articles (../shared/seeds).

    Scripts/articles-audit.py [--archlint PATH]

Each check is a small tree that breaks one rule and a tree that keeps it, both linted with the
article's pack (`{"extends": [PACK]}`). A check passes when the violating tree draws the rule
named (and, where the point is about advice, the words expected in the message) and the compliant
tree draws nothing from that rule. A permission is a compliant tree only: nothing may be reported.
A one-finding check (ONE_FINDING) is a tree with one violation: it must draw exactly one finding, from
the rule named, where two rules used to report the same place.
Prints one tab-separated line per check (article, point, rule, pack, severity, result) and exits 1
when a check the table claims fails. docs/articles.md holds the table this prints.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

# Clean Swift's cycle, view controller -> interactor -> presenter -> view controller; %s: how the
# presenter holds the view controller.
VIP_CYCLE = """
protocol OrdersBusinessLogic { func fetch() }
protocol OrdersPresentationLogic { func present() }
protocol OrdersDisplayLogic: AnyObject { func display() }
final class OrdersInteractor: OrdersBusinessLogic {
    var presenter: OrdersPresentationLogic?
    func fetch() { presenter?.present() }
}
final class OrdersPresenter: OrdersPresentationLogic {
    %svar viewController: OrdersDisplayLogic?
    func present() { viewController?.display() }
}
final class OrdersViewController: UIViewController, OrdersDisplayLogic {
    var interactor: OrdersBusinessLogic?
    func display() {}
}
"""

# The view controller holds its router, which holds the view controller (%s: how).
ROUTER_CYCLE = """
protocol OrdersRoutingLogic { func routeToDetails() }
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersRouter: NSObject, OrdersRoutingLogic {
    %svar viewController: OrdersViewController?
    func routeToDetails() {}
}
final class OrdersViewController: UIViewController, OrdersDisplayLogic {
    var router: OrdersRoutingLogic?
}
"""

# Article 004 lets a screen under about 200 lines skip the presentation model and the router: the
# layered checks use screens longer than that.
LONG_SCREEN_BODY = "\n".join("    func layoutStep%d() {}" % step for step in range(210))

# (article, point, rule, pack, violating sources, compliant sources, words the message must hold)
CHECKS = [
    # 000 SVIP
    ("000", "The interactor owns the presenter (no `weak` presenter in the `*Logic`)", "weak-owner", "svip", {
        "Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
@MainActor protocol CartPresenter: AnyObject { func show() }
actor CartLogic: CartInteractor {
    private weak var presenter: CartPresenter?
    func load() async {}
}
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
@MainActor protocol CartPresenter: AnyObject { func show() }
actor CartLogic: CartInteractor {
    private let presenter: CartPresenter
    init(presenter: CartPresenter) { self.presenter = presenter }
    func load() async {}
}
"""}, None),
    ("000", "The view model talks to the interactor only: not to workers", "role-dependency", "svip", {
        "Cart.swift": """
protocol CartWorker: AnyActor { func items() async -> [String] }
final class CartViewModel: ObservableObject {
    private let worker: CartWorker
    init(worker: CartWorker) { self.worker = worker }
}
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
final class CartViewModel: ObservableObject {
    private let interactor: CartInteractor
    init(interactor: CartInteractor) { self.interactor = interactor }
}
"""}, None),
    ("000", "The view model does not hold the concrete `*Logic`", "role-dependency", "svip", {
        "Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
actor CartLogic: CartInteractor { func load() async {} }
final class CartViewModel: ObservableObject {
    private let interactor: CartLogic
    init(interactor: CartLogic) { self.interactor = interactor }
}
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
actor CartLogic: CartInteractor { func load() async {} }
final class CartViewModel: ObservableObject {
    private let interactor: CartInteractor
    init(interactor: CartInteractor) { self.interactor = interactor }
}
"""}, None),
    ("000", "Arrays of view models held by the presenter-router are state", "presenter-state", "svip", {
        "Cart.swift": """
final class CartRowViewModel: ObservableObject {}
@MainActor protocol CartPresenter: AnyObject { func show() }
@MainActor final class CartRouter: CartPresenter {
    var rows: [CartRowViewModel] = []
    func show() { rows.append(CartRowViewModel()) }
}
"""}, {"Cart.swift": """
final class CartViewModel: ObservableObject { @Published var rows: [String] = [] }
@MainActor protocol CartPresenter: AnyObject { func show() }
@MainActor final class CartRouter: CartPresenter {
    weak var viewModel: CartViewModel?
    func show() { viewModel?.rows = [] }
}
"""}, None),
    ("000", "Mutable state inherited from a base class counts", "presenter-state", "svip", {
        "Cart.swift": """
class BaseRouter { var shownCount = 0 }
@MainActor protocol CartPresenter: AnyObject { func show() }
@MainActor final class CartRouter: BaseRouter, CartPresenter {
    func show() { shownCount += 1 }
}
"""}, {"Cart.swift": """
class BaseRouter { let title = "Cart" }
@MainActor protocol CartPresenter: AnyObject { func show() }
@MainActor final class CartRouter: BaseRouter, CartPresenter {
    func show() {}
}
"""}, None),
    ("000", "Workers are actors", "worker-not-actor", "svip", {
        "Cart.swift": """
protocol CartWorker: Sendable { func items() async -> [String] }
"""}, {"Cart.swift": """
protocol CartWorker: AnyActor { func items() async -> [String] }
"""}, None),
    ("000", "Workers separate commands from queries", "interactor-query", "svip", {
        "Cart.swift": """
protocol CartWorker: AnyActor { func reload() async -> [String] }
actor CartStoreWorker: CartWorker {
    private var cache: [String] = []
    func reload() async -> [String] { cache = ["a"]; return cache }
}
"""}, {"Cart.swift": """
protocol CartWorker: AnyActor {
    var items: [String] { get async }
    func reload() async
}
actor CartStoreWorker: CartWorker {
    private var cache: [String] = []
    var items: [String] { get async { cache } }
    func reload() async { cache = ["a"] }
}
"""}, None),
    ("000", "A worker's state is private", "interactor-exposed-state", "svip", {
        "Cart.swift": """
protocol CartWorker: AnyActor { func reload() async }
actor CartStoreWorker: CartWorker {
    var cache: [String] = []
    func reload() async { cache = ["a"] }
}
"""}, {"Cart.swift": """
protocol CartWorker: AnyActor { func reload() async }
actor CartStoreWorker: CartWorker {
    private var cache: [String] = []
    func reload() async { cache = ["a"] }
}
"""}, None),
    ("000", "The interactor does not build the next scene (no configurator calls)", "role-dependency", "svip", {
        "Cart.swift": """
struct CheckoutConfigurator { static func configureModule() -> Int { 1 } }
protocol CartInteractor: AnyActor { func checkout() async }
actor CartLogic: CartInteractor {
    func checkout() async { _ = CheckoutConfigurator.configureModule() }
}
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func checkout() async }
@MainActor protocol CartPresenter: AnyObject { func showCheckout() }
actor CartLogic: CartInteractor {
    private let presenter: CartPresenter
    init(presenter: CartPresenter) { self.presenter = presenter }
    func checkout() async { await presenter.showCheckout() }
}
"""}, None),
    ("000", "Private methods do not call public ones", "private-calls-public", "svip", {
        "Cart.swift": """
actor CartLogic {
    func load() async { await refresh() }
    func reset() async {}
    private func refresh() async { await reset() }
}
"""}, {"Cart.swift": """
actor CartLogic {
    func load() async { await refresh() }
    private func refresh() async {}
}
"""}, None),
    # 001 Clean Swift
    ("001", "Each stage passes its own model (Request, Response, ViewModel)", "vip-cycle-models", "clean-swift", {
        "Orders.swift": """
enum Orders { enum Fetch { struct Request {}; struct Response {}; struct ViewModel {} } }
protocol OrdersPresentationLogic { func present(viewModel: Orders.Fetch.ViewModel) }
"""}, {"Orders.swift": """
enum Orders { enum Fetch { struct Request {}; struct Response {}; struct ViewModel {} } }
protocol OrdersPresentationLogic { func present(response: Orders.Fetch.Response) }
"""}, None),
    ("001", "The view controller holds the interactor through `*BusinessLogic`", "concrete-dependency", "clean-swift", {
        "Orders.swift": """
protocol OrdersBusinessLogic { func fetch() }
final class OrdersInteractor: OrdersBusinessLogic { func fetch() {} }
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic { var interactor: OrdersInteractor? }
"""}, {"Orders.swift": """
protocol OrdersBusinessLogic { func fetch() }
final class OrdersInteractor: OrdersBusinessLogic { func fetch() {} }
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic { var interactor: OrdersBusinessLogic? }
"""}, "OrdersBusinessLogic"),
    ("001", "The view controller implements its `*DisplayLogic`", "view-display-logic", "clean-swift", {
        "Orders.swift": """
protocol OrdersDisplayLogic: AnyObject { func display() }
final class OrdersViewController: UIViewController { func display() {} }
"""}, {"Orders.swift": """
protocol OrdersDisplayLogic: AnyObject { func display() }
final class OrdersViewController: UIViewController, OrdersDisplayLogic { func display() {} }
"""}, None),
    ("001", "The router reaches the scene's data through `*DataStore`, never the interactor", "role-dependency", "clean-swift", {
        "Orders.swift": """
protocol OrdersBusinessLogic { func fetch() }
protocol OrdersRoutingLogic { func routeToDetails() }
final class OrdersRouter: NSObject, OrdersRoutingLogic {
    var interactor: OrdersBusinessLogic?
    func routeToDetails() {}
}
"""}, {"Orders.swift": """
protocol OrdersDataStore { var orders: [String] { get } }
protocol OrdersRoutingLogic { func routeToDetails() }
final class OrdersRouter: NSObject, OrdersRoutingLogic {
    var dataStore: OrdersDataStore?
    func routeToDetails() { _ = dataStore?.orders }
}
"""}, None),
    ("001", "The data store is written by its own interactor only; data passing writes the destination's", "data-store-write", "clean-swift", {
        "Orders.swift": """
protocol OrdersDataStore { var orders: [String] { get set } }
protocol OrdersDataPassing { var dataStore: OrdersDataStore? { get } }
final class OrdersRouter: NSObject, OrdersDataPassing {
    var dataStore: OrdersDataStore?
    func routeToDetails() { dataStore?.orders = [] }
}
"""}, {"Orders.swift": """
protocol OrdersDataStore { var orders: [String] { get } }
protocol DetailsDataStore { var order: String? { get set } }
protocol OrdersDataPassing { var dataStore: OrdersDataStore? { get } }
final class OrdersRouter: NSObject, OrdersDataPassing {
    var dataStore: OrdersDataStore?
    func passDataToDetails(source: OrdersDataStore, destination: inout DetailsDataStore) {
        destination.order = source.orders.first
    }
}
"""}, None),
    ("001", "The presenter does not call the router", "role-dependency", "clean-swift", {
        "Orders.swift": """
protocol OrdersRoutingLogic { func routeToDetails() }
protocol OrdersPresentationLogic { func present() }
final class OrdersPresenter: OrdersPresentationLogic {
    var router: OrdersRoutingLogic?
    func present() { router?.routeToDetails() }
}
"""}, {"Orders.swift": """
protocol OrdersDisplayLogic: AnyObject { func display() }
protocol OrdersPresentationLogic { func present() }
final class OrdersPresenter: OrdersPresentationLogic {
    weak var viewController: OrdersDisplayLogic?
    func present() { viewController?.display() }
}
"""}, None),
    ("001", "The presenter holds the view controller weakly", "strong-back-reference", "clean-swift", {
        "Orders.swift": VIP_CYCLE % ""}, {"Orders.swift": VIP_CYCLE % "weak "}, None),
    # 002 MVI
    ("002", "The view reads the state through `*ModelStatePotocol` only (held by the class: told that protocol)", "concrete-dependency", "mvi", {
        "List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
protocol ListModelActionsPotocol: AnyObject { func update(items: [String]) }
final class ListModel: ObservableObject, ListModelStatePotocol, ListModelActionsPotocol {
    @Published var items: [String] = []
    func update(items: [String]) { self.items = items }
}
struct ListView: View {
    @ObservedObject var model: ListModel
    var body: some View { Text("\\(model.items.count)") }
}
"""}, {"List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
protocol ListIntentProtocol { func onAppear() }
struct ListView: View {
    let state: ListModelStatePotocol
    let intent: ListIntentProtocol
    var body: some View { Text("\\(state.items.count)").onAppear { intent.onAppear() } }
}
"""}, "ListModelStatePotocol"),
    ("002", "The view never changes the Model: it holds no actions protocol and writes nothing", "view-owns-state", "mvi", {
        "List.swift": """
protocol ListModelStatePotocol: AnyObject { var items: [String] { get set } }
protocol ListModelActionsPotocol: AnyObject { func update(items: [String]) }
struct ListView: View {
    let state: ListModelStatePotocol
    let actions: ListModelActionsPotocol
    var body: some View { Button("Clear") { state.items.removeAll() } }
}
"""}, {"List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
protocol ListIntentProtocol { func didTapClear() }
struct ListView: View {
    let state: ListModelStatePotocol
    let intent: ListIntentProtocol
    var body: some View { Button("Clear") { intent.didTapClear() } }
}
"""}, None),
    ("002", "The view talks to nothing but the intent (no services)", "role-dependency", "mvi", {
        "List.swift": """
final class ListService { func load() {} }
struct ListView: View {
    let service = ListService()
    var body: some View { Text("").onAppear { service.load() } }
}
"""}, {"List.swift": """
protocol ListIntentProtocol { func onAppear() }
struct ListView: View {
    let intent: ListIntentProtocol
    var body: some View { Text("").onAppear { intent.onAppear() } }
}
"""}, None),
    ("002", "Business work (services) is the intent's, not the model's", "role-dependency", "mvi", {
        "List.swift": """
final class ListService { func load() -> [String] { [] } }
final class ListModel: ObservableObject {
    @Published var items: [String] = []
    let service = ListService()
    func reload() { items = service.load() }
}
"""}, {"List.swift": """
final class ListModel: ObservableObject {
    @Published var items: [String] = []
    func update(items: [String]) { self.items = items }
}
"""}, None),
    ("002", "The model is observable", "observable-model", "mvi", {
        "List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
final class ListModel: ListModelStatePotocol { var items: [String] = [] }
"""}, {"List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
final class ListModel: ObservableObject, ListModelStatePotocol { @Published var items: [String] = [] }
"""}, None),
    ("002", "The intent holding the concrete model is told `*ModelActionsProtocol`", "concrete-dependency", "mvi", {
        "List.swift": """
protocol ListModelStatePotocol { var items: [String] { get } }
protocol ListModelActionsProtocol: AnyObject { func update(items: [String]) }
final class ListModel: ObservableObject, ListModelStatePotocol, ListModelActionsProtocol {
    @Published var items: [String] = []
    func update(items: [String]) { self.items = items }
}
protocol ListIntentProtocol { func onAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: ListModel?
    func onAppear() { model?.update(items: []) }
}
"""}, {"List.swift": """
protocol ListModelActionsProtocol: AnyObject { func update(items: [String]) }
protocol ListIntentProtocol { func onAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: ListModelActionsProtocol?
    func onAppear() { model?.update(items: []) }
}
"""}, "ListModelActionsProtocol"),
    # 003 VIPER with a SwiftUI Model
    ("003", "The Model talks to the presenter through its output protocol, never the concrete presenter", "role-dependency", "viper-swiftui", {
        "Scene.swift": """
final class ScenePresenter { func didTap() {} }
final class SceneModel: ObservableObject {
    @Published var title = ""
    var presenter: ScenePresenter?
    func tap() { presenter?.didTap() }
}
"""}, {"Scene.swift": """
protocol SceneModelOutput: AnyObject { func didTap() }
final class SceneModel: ObservableObject {
    @Published var title = ""
    weak var output: SceneModelOutput?
    func tap() { output?.didTap() }
}
"""}, None),
    ("003", "The Model is an `ObservableObject`", "observable-model", "viper-swiftui", {
        "Scene.swift": """
protocol SceneModelInput: AnyObject { func set(title: String) }
final class SceneModel: SceneModelInput {
    var title = ""
    func set(title: String) { self.title = title }
}
"""}, {"Scene.swift": """
protocol SceneModelInput: AnyObject { func set(title: String) }
final class SceneModel: ObservableObject, SceneModelInput {
    @Published var title = ""
    func set(title: String) { self.title = title }
}
"""}, None),
    # 004 Layered
    ("004", "No skipping a layer (view controller -> service)", "role-dependency", "layered", {
        "UI.swift": """
final class DealsService { func load() {} }
final class DealsViewController: UIViewController {
    let service = DealsService()
    override func viewDidLoad() { super.viewDidLoad(); service.load() }
%s
}
""" % LONG_SCREEN_BODY}, {"UI.swift": """
final class DealsPresentationModel { func load() {} }
final class DealsViewController: UIViewController {
    var presentationModel: DealsPresentationModel!
    override func viewDidLoad() { super.viewDidLoad(); presentationModel.load() }
%s
}
""" % LONG_SCREEN_BODY}, None),
    ("004", "Only DAOs see the database", "storage-outside-dao", "layered", {
        "Service.swift": """
import RealmSwift
final class DealsService { func cached() { _ = try? Realm() } }
"""}, {"DAO.swift": """
import RealmSwift
final class DealDAO { func all() { _ = try? Realm() } }
"""}, None),
    ("004", "Services do not parse; parsers do", "parsing-outside-parser", "layered", {
        "Service.swift": """
import Foundation
struct Deal: Decodable { let id: String }
final class DealsService { func parse(_ data: Data) throws -> [Deal] { try JSONDecoder().decode([Deal].self, from: data) } }
"""}, {"Parser.swift": """
import Foundation
struct Deal: Decodable { let id: String }
final class DealsParser { func parse(_ data: Data) throws -> [Deal] { try JSONDecoder().decode([Deal].self, from: data) } }
"""}, None),
    ("004", "Requests belong to services", "network-outside-service", "layered", {
        "UI.swift": """
import Foundation
final class DealsPresentationModel { func load() { URLSession.shared.dataTask(with: URL(string: "https://x")!).resume() } }
"""}, {"Service.swift": """
import Foundation
final class DealsService { func load() { URLSession.shared.dataTask(with: URL(string: "https://x")!).resume() } }
"""}, None),
    ("004", "The view controller does not push or present screens itself", "view-navigation", "layered", {
        "UI.swift": """
final class DealViewController: UIViewController {}
final class DealsViewController: UIViewController {
    func didSelect() { navigationController?.pushViewController(DealViewController(), animated: true) }
%s
}
""" % LONG_SCREEN_BODY}, {"UI.swift": """
final class DealsPresentationModel { var onSelect: (() -> Void)? }
final class DealsViewController: UIViewController {
    var presentationModel: DealsPresentationModel!
    func didSelect() { presentationModel.onSelect?() }
%s
}
""" % LONG_SCREEN_BODY}, None),
    ("004", "A small screen (under about 200 lines) may navigate itself and use a service (permission)", "view-navigation", "layered",
     None, {"UI.swift": """
final class SettingsService { func load() {} }
final class AboutViewController: UIViewController {}
final class SettingsViewController: UIViewController {
    let service = SettingsService()
    func didTapAbout() { navigationController?.pushViewController(AboutViewController(), animated: true) }
}
"""}, None),
    ("001", "The scene may be set up in the view controller's `setup()` (permission)", "concrete-dependency", "clean-swift",
     None, {"Orders.swift": VIP_CYCLE.replace("    var interactor: OrdersBusinessLogic?", """    var interactor: OrdersBusinessLogic?
    private func setup() {
        let interactor = OrdersInteractor()
        let presenter = OrdersPresenter()
        self.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = self
    }""") % "weak "}, None),
    ("004", "Entities sit at the bottom, known by conformance (`class Deal: Entity`)", "layer-violation", "layered", {
        "Model.swift": """
class Entity {}
final class DealsPresentationModel {}
final class Deal: Entity { var owner: DealsPresentationModel? }
"""}, {"Model.swift": """
class Entity {}
final class Deal: Entity { let id = "" }
final class DealsPresentationModel { var deals: [Deal] = [] }
"""}, None),
    # Further points of issue 26
    ("000", "The interactor holding the concrete presenter is told the presenter's protocol", "concrete-dependency", "svip", {
        "Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
@MainActor protocol CartPresenter: AnyObject { func show() async }
@MainActor final class CartRouter: CartPresenter { func show() async {} }
actor CartLogic: CartInteractor {
    private let presenter: CartRouter
    init(presenter: CartRouter) { self.presenter = presenter }
    func load() async { await presenter.show() }
}
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
@MainActor protocol CartPresenter: AnyObject { func show() async }
actor CartLogic: CartInteractor {
    private let presenter: CartPresenter
    init(presenter: CartPresenter) { self.presenter = presenter }
    func load() async { await presenter.show() }
}
"""}, "CartPresenter"),
    ("000", "A struct held by the interactor is never told to depend on a protocol (permission)", "concrete-dependency", "svip",
     None, {"Cart.swift": """
struct CartTotals { var sum = 0 }
protocol CartInteractor: AnyActor { func load() async }
actor CartLogic: CartInteractor {
    private var totals = CartTotals()
    func load() async { totals.sum = 1 }
}
struct CartConfigurator { static func configureModule() -> CartInteractor { CartLogic() } }
"""}, None),
    ("001", "The view controller holds the router through `*RoutingLogic & *DataPassing`", "concrete-dependency", "clean-swift", {
        "Orders.swift": """
protocol OrdersRoutingLogic { func routeToDetails() }
final class OrdersRouter: NSObject, OrdersRoutingLogic { func routeToDetails() {} }
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic { var router: OrdersRouter? }
"""}, {"Orders.swift": """
protocol OrdersRoutingLogic { func routeToDetails() }
protocol OrdersDataPassing {}
final class OrdersRouter: NSObject, OrdersRoutingLogic, OrdersDataPassing { func routeToDetails() {} }
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic {
    var router: (NSObjectProtocol & OrdersRoutingLogic & OrdersDataPassing)?
}
"""}, None),
    ("001", "A configurator does not keep view controllers", "presenter-state", "clean-swift", {
        "Orders.swift": """
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
final class OrdersConfigurator {
    var built: [OrdersViewController] = []
    func configure(_ viewController: OrdersViewController) { built.append(viewController) }
}
"""}, {"Orders.swift": """
protocol OrdersDisplayLogic: AnyObject {}
final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
final class OrdersConfigurator {
    static let sharedInstance = OrdersConfigurator()
    func configure(_ viewController: OrdersViewController) {}
}
"""}, None),
    ("002", "The view holds the intent through its protocol", "concrete-dependency", "mvi", {
        "List.swift": """
protocol ListIntentProtocol { func onAppear() }
final class ListIntent: ListIntentProtocol { func onAppear() {} }
struct ListView: View {
    let intent: ListIntent
    var body: some View { Text("").onAppear { intent.onAppear() } }
}
"""}, {"List.swift": """
protocol ListIntentProtocol { func onAppear() }
struct ListView: View {
    let intent: ListIntentProtocol
    var body: some View { Text("").onAppear { intent.onAppear() } }
}
"""}, None),
    ("003", "The Model never talks to the router", "role-dependency", "viper-swiftui", {
        "Scene.swift": """
protocol SceneRouterInput: AnyObject { func close() }
final class SceneModel: ObservableObject {
    @Published var title = ""
    var router: SceneRouterInput?
    func tapClose() { router?.close() }
}
"""}, {"Scene.swift": """
protocol SceneModelOutput: AnyObject { func didTapClose() }
final class SceneModel: ObservableObject {
    @Published var title = ""
    weak var output: SceneModelOutput?
    func tapClose() { output?.didTapClose() }
}
"""}, None),
    ("004", "The view controller does not know the router", "role-dependency", "layered", {
        "UI.swift": """
final class DealsRouter { func showDeal() {} }
final class DealsViewController: UIViewController {
    var router: DealsRouter!
    func didSelect() { router.showDeal() }
%s
}
""" % LONG_SCREEN_BODY}, {"UI.swift": """
final class DealsPresentationModel { var onSelect: (() -> Void)?; func select() { onSelect?() } }
final class DealsViewController: UIViewController {
    var presentationModel: DealsPresentationModel!
    func didSelect() { presentationModel.select() }
%s
}
""" % LONG_SCREEN_BODY}, None),
    ("004", "The presentation model does not skip to the DAO", "role-dependency", "layered", {
        "UI.swift": """
final class DealDAO { func all() -> [String] { [] } }
final class DealsPresentationModel { let dao = DealDAO(); func load() { _ = dao.all() } }
"""}, {"UI.swift": """
final class DealsService { func deals() -> [String] { [] } }
final class DealsPresentationModel { let service = DealsService(); func load() { _ = service.deals() } }
"""}, None),
    ("004", "`DB*` records are seen by DAOs only", "storage-outside-dao", "layered", {
        "Service.swift": """
final class DBDeal { var id = "" }
final class DealsService { func cached() -> DBDeal { DBDeal() } }
"""}, {"DAO.swift": """
final class DBDeal { var id = "" }
final class DealDAO { func cached() -> DBDeal { DBDeal() } }
"""}, None),
    ("004", "`URLSession` never appears in a view controller", "network-outside-service", "layered", {
        "UI.swift": """
import Foundation
final class DealsViewController: UIViewController {
    func load() { URLSession.shared.dataTask(with: URL(string: "https://x")!).resume() }
}
"""}, {"UI.swift": """
import Foundation
final class DealsPresentationModel { func load() {} }
final class DealsViewController: UIViewController {
    var presentationModel: DealsPresentationModel!
    func load() { presentationModel.load() }
}
"""}, None),
    ("004", "The presentation model reaches the SDK the services wrap only through them", "layer-skip", "layered", {
        "DealService.swift": "import ShopSDK\nfinal class DealService { func deals() -> [String] { ShopClient().deals().map(\\.title) } }\n",
        "DealDAO.swift": "import ShopSDK\nfinal class DealDAO { func save(_ record: ShopRecord) {} }\n",
        "DealsPresentationModel.swift": """
import ShopSDK
final class DealsPresentationModel { func load() -> [String] { ShopClient().deals().map(\\.title) } }
"""}, {
        "DealService.swift": "import ShopSDK\nfinal class DealService { func deals() -> [String] { ShopClient().deals().map(\\.title) } }\n",
        "DealDAO.swift": "import ShopSDK\nfinal class DealDAO { func save(_ record: ShopRecord) {} }\n",
        "DealsPresentationModel.swift": """
final class DealsPresentationModel { let service = DealService(); func load() -> [String] { service.deals() } }
"""}, None),
    ("002", "Screen state lives in the Model: the intent exposes none", "interactor-exposed-state", "mvi", {
        "List.swift": """
protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
protocol ListIntentProtocol { func viewOnAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: ListModelActionsProtocol?
    var isLoading = false
    func viewOnAppear() { isLoading = true; model?.parse(number: 1) }
}
"""}, {"List.swift": """
protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
protocol ListIntentProtocol { func viewOnAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: ListModelActionsProtocol?
    private var requests = 0
    func viewOnAppear() { requests += 1; model?.parse(number: 1) }
}
"""}, None),
    ("001", "The router holds its view controller weakly", "strong-back-reference", "clean-swift", {
        "Orders.swift": ROUTER_CYCLE % ""}, {"Orders.swift": ROUTER_CYCLE % "weak "}, None),
    ("002", "The intent reaches the Model through its actions protocol, never its state protocol", "intent-reads-state", "mvi", {
        "List.swift": """
protocol ListModelStatePotocol { var numbers: [Int] { get } }
protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
protocol ListIntentProtocol { func viewOnAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: (ListModelActionsProtocol & ListModelStatePotocol)?
    func viewOnAppear() { if model?.numbers.isEmpty == true { model?.parse(number: 1) } }
}
"""}, {"List.swift": """
protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
protocol ListIntentProtocol { func viewOnAppear() }
final class ListIntent: ListIntentProtocol {
    private weak var model: ListModelActionsProtocol?
    func viewOnAppear() { model?.parse(number: 1) }
}
"""}, None),
    ("002", "The intent keeps no private copy of the screen's state: what it passes to the Model lives there", "intent-keeps-state",
     "mvi", {"Gallery.swift": """
protocol GalleryModelActionsProtocol: AnyObject { func show(photos: [String]) }
protocol GalleryIntentProtocol { func pick(_ photo: String) }
final class GalleryIntent: GalleryIntentProtocol {
    private weak var model: GalleryModelActionsProtocol?
    private var selectedPhotos: [String] = []
    func pick(_ photo: String) { selectedPhotos.append(photo); model?.show(photos: selectedPhotos) }
}
"""}, {"Gallery.swift": """
protocol GalleryModelActionsProtocol: AnyObject { func add(photo: String) }
protocol GalleryIntentProtocol { func pick(_ photo: String) }
final class GalleryIntent: GalleryIntentProtocol {
    private weak var model: GalleryModelActionsProtocol?
    private var task: Task<Void, Never>?
    func pick(_ photo: String) { task?.cancel(); model?.add(photo: photo) }
}
"""}, None),
    ("000", "Every module has a configurator (a scene without one is named)", "scene-configurator", "svip", {
        "Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
actor CartLogic: CartInteractor { func load() async {} }
"""}, {"Cart.swift": """
protocol CartInteractor: AnyActor { func load() async }
actor CartLogic: CartInteractor { func load() async {} }
public struct CartConfigurator {
    public static func configureModule() -> CartInteractor { CartLogic() }
}
"""}, None),
    ("000", "A scene type that fits no role (an interactor named `*UseCase` behind a `*Manager`) is named", "unassigned-scene-type",
     "svip", {"Login.swift": """
protocol LoginPresenter: AnyObject { func show() }
final class LoginRouter: LoginPresenter { func show() {} }
struct LoginView { let manager: LoginManager }
final class LoginManager { let useCase = LoginUseCase() }
actor LoginUseCase { func signIn() async {} }
"""}, {"Login.swift": """
protocol LoginPresenter: AnyObject { func show() }
final class LoginRouter: LoginPresenter { func show() {} }
struct LoginView { let interactor: LoginInteractor }
protocol LoginInteractor: AnyActor { func signIn() async }
actor LoginLogic: LoginInteractor { func signIn() async {} }
"""}, "LoginUseCase sits in scene folder"),
    ("001", "The presenter does not present the next scene itself: transitions are the router's", "view-navigation", "clean-swift", {
        "Home.swift": """
protocol HomePresentationLogic { func presentProfile() }
enum ProfileConfigurator { static func build() -> UIViewController { UIViewController() } }
final class HomePresenter: HomePresentationLogic {
    weak var viewController: UIViewController?
    func presentProfile() { viewController?.present(ProfileConfigurator.build(), animated: true) }
}
"""}, {"Home.swift": """
protocol HomeRoutingLogic { func routeToProfile() }
enum ProfileConfigurator { static func build() -> UIViewController { UIViewController() } }
final class HomeRouter: NSObject, HomeRoutingLogic {
    weak var viewController: UIViewController?
    func routeToProfile() { viewController?.present(ProfileConfigurator.build(), animated: true) }
}
"""}, None),
    ("001", "The interactor takes business requests; the view controller asks the router to route", "routing-through-business-logic", "clean-swift", {
        "Home.swift": """
protocol HomeBusinessLogic { func fetch(); func routeToProfile() }
final class HomeInteractor: HomeBusinessLogic { func fetch() {}; func routeToProfile() {} }
"""}, {"Home.swift": """
protocol HomeBusinessLogic { func fetch() }
protocol HomeRoutingLogic { func routeToProfile() }
final class HomeInteractor: HomeBusinessLogic { func fetch() {} }
final class HomeRouter: NSObject, HomeRoutingLogic { func routeToProfile() {} }
"""}, None),
    ("001", "The presenter formats; reading files or defaults is the interactor's and its worker's", "presenter-does-io", "clean-swift", {
        "Avatar.swift": """
protocol AvatarPresentationLogic { func presentAvatar() }
final class AvatarPresenter: AvatarPresentationLogic {
    func presentAvatar() { _ = FileHandle(forReadingAtPath: NSTemporaryDirectory() + "/avatar.png") }
}
"""}, {"Avatar.swift": """
final class AvatarWorker { func load() -> Data? { FileManager.default.contents(atPath: NSTemporaryDirectory() + "/a.png") } }
protocol AvatarPresentationLogic { func presentAvatar(size: Int) }
final class AvatarPresenter: AvatarPresentationLogic {
    func presentAvatar(size: Int) { _ = ByteCountFormatter().string(fromByteCount: Int64(size)) }
}
"""}, None),
    ("001", "The display logic takes view models, also when the team names it its own way", "vip-cycle-models", "clean-swift", {
        "Restaurants.swift": """
struct RestaurantListResponse: Decodable { let name: String }
protocol RestaurantListViewControllerOutput: AnyObject { func showData(_ data: [RestaurantListResponse]) }
final class RestaurantListViewController: UIViewController, RestaurantListViewControllerOutput {
    func showData(_ data: [RestaurantListResponse]) {}
}
final class RestaurantListPresenter { weak var viewController: RestaurantListViewControllerOutput? }
"""}, {"Restaurants.swift": """
struct RestaurantCellViewModel { let title: String }
protocol RestaurantListViewControllerOutput: AnyObject { func showData(_ data: [RestaurantCellViewModel]) }
final class RestaurantListViewController: UIViewController, RestaurantListViewControllerOutput {
    func showData(_ data: [RestaurantCellViewModel]) {}
}
final class RestaurantListPresenter { weak var viewController: RestaurantListViewControllerOutput? }
"""}, None),
    ("003", "The view is handed its Model by the module's assembly; it does not construct it", "view-assembles-module", "viper-swiftui", {
        "Scene.swift": """
import SwiftUI
protocol SceneModelOutput: AnyObject { func loadArticles() }
final class SceneModel: ObservableObject { var output: SceneModelOutput! }
final class ScenePresenter: SceneModelOutput { func loadArticles() {} }
struct SceneView: View {
    @StateObject var output = SceneModel()
    var body: some View { Text("") }
}
"""}, {"Scene.swift": """
import SwiftUI
protocol SceneModelOutput: AnyObject { func loadArticles() }
final class SceneModel: ObservableObject { var output: SceneModelOutput! }
final class ScenePresenter: SceneModelOutput { func loadArticles() {} }
struct SceneView: View {
    @ObservedObject var output: SceneModel
    var body: some View { Text("") }
}
final class SceneRouter {
    static func assemble() -> SceneView {
        let model = SceneModel()
        model.output = ScenePresenter()
        return SceneView(output: model)
    }
}
"""}, None),
    ("003", "The presenter keeps to its original functions: no file or storage work of its own", "presenter-does-io", "viper-swiftui", {
        "Scene.swift": """
protocol SceneModelOutput: AnyObject { func loadArticles() }
final class ScenePresenter: SceneModelOutput {
    func loadArticles() { _ = UserDefaults(suiteName: "group.articles")?.array(forKey: "read") }
}
"""}, {"Scene.swift": """
protocol SceneModelOutput: AnyObject { func loadArticles() }
protocol SceneInteractorInput: AnyObject { func loadArticles() }
final class ScenePresenter: SceneModelOutput {
    var interactor: SceneInteractorInput?
    func loadArticles() { interactor?.loadArticles() }
}
"""}, None),
    ("003", "The view takes the presenter's events and sends the user's: it keeps no app data in defaults, files or a database", "view-uses-storage", "viper-swiftui", {
        "Scene.swift": """
import SwiftUI
final class SceneModel: ObservableObject { @Published var articles: [String] = [] }
struct SceneView: View {
    @ObservedObject var model: SceneModel
    var body: some View {
        List(model.articles, id: \\.self) { title in
            Text(title).onTapGesture { UserDefaults.standard.set(title, forKey: "lastRead") }
        }
    }
}
"""}, {"Scene.swift": """
import SwiftUI
protocol SceneModelOutput: AnyObject { func didRead(_ title: String) }
final class SceneModel: ObservableObject {
    @Published var articles: [String] = []
    var output: SceneModelOutput!
    func didRead(_ title: String) { output.didRead(title) }
}
struct SceneView: View {
    @ObservedObject var model: SceneModel
    var body: some View {
        List(model.articles, id: \\.self) { title in Text(title).onTapGesture { model.didRead(title) } }
    }
}
"""}, None),
    ("000", "Freeing the view frees the module: the view model keeps no subscription that keeps it", "sink-retains-owner", "svip", {
        "Cart.swift": """
import Combine
protocol CartInteractor: AnyActor { func load(coupon: String) async }
@MainActor final class CartViewModel: ObservableObject {
    @Published var coupon = ""
    private let interactor: CartInteractor
    private var cancellables = Set<AnyCancellable>()
    init(interactor: CartInteractor) {
        self.interactor = interactor
        $coupon.sink { coupon in Task { await self.interactor.load(coupon: coupon) } }.store(in: &cancellables)
    }
}
"""}, {"Cart.swift": """
import Combine
protocol CartInteractor: AnyActor { func load(coupon: String) async }
@MainActor final class CartViewModel: ObservableObject {
    @Published var coupon = ""
    private let interactor: CartInteractor
    private var cancellables = Set<AnyCancellable>()
    init(interactor: CartInteractor) {
        self.interactor = interactor
        $coupon.sink { [weak self] coupon in Task { await self?.interactor.load(coupon: coupon) } }.store(in: &cancellables)
    }
}
"""}, "[weak self]"),
    ("002", "The container's stored subscription names no `self`; a callback kept by the object captures `[weak self]`", "sink-retains-owner", "mvi", {
        "MVIContainer.swift": """
import Combine
final class MVIContainer<Intent, Model>: ObservableObject {
    let intent: Intent
    let model: Model
    private var cancellable: Set<AnyCancellable> = []
    init(intent: Intent, model: Model, modelChangePublisher: ObjectWillChangePublisher) {
        self.intent = intent
        self.model = model
        modelChangePublisher.sink { _ in self.objectWillChange.send() }.store(in: &cancellable)
    }
}
"""}, {"MVIContainer.swift": """
import Combine
final class MVIContainer<Intent, Model>: ObservableObject {
    let intent: Intent
    let model: Model
    private var cancellable: Set<AnyCancellable> = []
    init(intent: Intent, model: Model, modelChangePublisher: ObjectWillChangePublisher) {
        self.intent = intent
        self.model = model
        modelChangePublisher.receive(on: RunLoop.main).sink(receiveValue: objectWillChange.send).store(in: &cancellable)
    }
}
"""}, None),
    ("003", "The Model holds the presenter as its output and keeps no subscription that holds the Model back", "sink-retains-owner", "viper-swiftui", {
        "Scene.swift": """
import Combine
protocol SceneModelOutput: AnyObject { func search(_ query: String) }
final class SceneModel: ObservableObject {
    var output: SceneModelOutput!
    @Published var query = ""
    private var cancellables = Set<AnyCancellable>()
    init() { $query.sink { self.output.search($0) }.store(in: &cancellables) }
}
"""}, {"Scene.swift": """
import Combine
protocol SceneModelOutput: AnyObject { func search(_ query: String) }
final class SceneModel: ObservableObject {
    var output: SceneModelOutput!
    @Published var query = ""
    private var cancellables = Set<AnyCancellable>()
    init() { $query.sink { [weak self] in self?.output.search($0) }.store(in: &cancellables) }
}
"""}, None),
]

# (article, point, rule, pack, sources with one violation): exactly one finding, from that rule.
ONE_FINDING = [
    ("002", "One finding for a view holding the Model by its class (concrete-dependency; view-owns-state leaves it)",
     "concrete-dependency", "mvi", {"Timer.swift": """
protocol TimerModelStatePotocol { var seconds: Int { get } }
protocol TimerModelActionsPotocol: AnyObject { func display(seconds: Int) }
final class TimerModel: ObservableObject, TimerModelStatePotocol, TimerModelActionsPotocol {
    @Published private(set) var seconds = 0
    func display(seconds: Int) { self.seconds = seconds }
}
struct TimerView: View {
    @ObservedObject var model: TimerModel
    var body: some View { Text("\\(model.seconds)") }
}
"""}),
    ("002", "One finding for an intent naming the scene's view (role-dependency; interactor-ui-reference leaves it)",
     "role-dependency", "mvi", {"Timer.swift": """
struct TimerView: View { var body: some View { Text("") } }
protocol TimerIntentProtocol { func onTap() }
final class TimerIntent: TimerIntentProtocol {
    func onTap() { _ = TimerView.self }
}
"""}),
    ("001", "One finding for an interactor naming its view controller's class in a method (role-dependency)",
     "role-dependency", "clean-swift", {"Orders.swift": """
protocol OrdersBusinessLogic { func fetch() }
final class OrdersViewController: UIViewController {}
final class OrdersInteractor: OrdersBusinessLogic {
    func fetch() { _ = OrdersViewController.self }
}
"""}),
    ("001", "One finding, no protocol advised, for a view controller holding its presenter (role-dependency; concrete-dependency leaves it)",
     "role-dependency", "clean-swift", {"Orders.swift": """
protocol OrdersPresentationLogic { func present() }
final class OrdersPresenter: OrdersPresentationLogic { func present() {} }
final class OrdersViewController: UIViewController {
    let presenter = OrdersPresenter()
}
"""}),
    ("viper", "One finding for a presenter holding its view by its class (concrete-dependency; presenter-builds-view leaves it)",
     "concrete-dependency", "viper", {"Login.swift": """
import UIKit
protocol LoginPresenterInput: AnyObject { func loaded() }
protocol LoginViewInput: AnyObject {}
final class LoginView: UIViewController, LoginViewInput {}
final class LoginPresenter: LoginPresenterInput {
    weak var view: LoginView?
    func loaded() { view?.title = "Log in" }
}
"""}),
]


def lint(archlint, pack, files):
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, '.archlint.json'), 'w') as config:
            json.dump({"extends": [pack]}, config)
        for name, source in files.items():
            with open(os.path.join(root, name), 'w') as out:
                out.write(source.lstrip('\n'))
        run = subprocess.run([archlint, '--format', 'json', root], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            raise SystemExit('archlint failed (%d): %s' % (run.returncode, run.stderr))
        return json.loads(run.stdout)['findings']


def severities(archlint):
    """Each rule's severity in each pack, from `archlint rules --format json` (None: off)."""
    run = subprocess.run([archlint, 'rules', '--format', 'json'], capture_output=True, text=True, check=True)
    return {rule['id']: rule['packs'] for rule in json.loads(run.stdout)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--archlint', default='.build/debug/archlint')
    args = parser.parse_args()
    packs = severities(args.archlint)
    failed = 0
    print('article\tpoint\trule\tpack\tseverity\tresult')
    for article, point, rule, pack, violating, compliant, words in CHECKS:
        if violating is None:
            # A permission: nothing at all may be reported.
            result = 'ok' if not lint(args.archlint, pack, compliant) else 'FLAGGED'
        else:
            found = [f for f in lint(args.archlint, pack, violating) if f['rule'] == rule]
            quiet = not [f for f in lint(args.archlint, pack, compliant) if f['rule'] == rule]
            advised = words is None or any(words in f['message'] for f in found)
            result = 'ok' if found and quiet and advised else \
                'MISSED' if not found else 'NOISY' if not quiet else 'WRONG ADVICE'
        failed += result != 'ok'
        print('\t'.join([article, point, rule, pack, packs.get(rule, {}).get(pack) or 'off', result]))
    for article, point, rule, pack, violating in ONE_FINDING:
        found = lint(args.archlint, pack, violating)
        result = 'ok' if [f['rule'] for f in found] == [rule] else \
            'MISSED' if not found else 'FOUND BY %s' % '+'.join(sorted(f['rule'] for f in found))
        failed += result != 'ok'
        print('\t'.join([article, point, rule, pack, packs.get(rule, {}).get(pack) or 'off', result]))
    total = len(CHECKS) + len(ONE_FINDING)
    print(f'articles audit: {total - failed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
