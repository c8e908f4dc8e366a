import Foundation

protocol MealsPresenterProtocol: AnyObject {
    func didAppear()
}

protocol MealsInteractorProtocol: AnyObject {
    func loadMeals() -> [String]
}

/// The Model layer of article 003, named as the SwiftUI VIPER templates name it.
protocol MealsViewStateProtocol: AnyObject {
    var titles: [String] { get }
    func set(titles: [String])
}
