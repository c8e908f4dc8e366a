import Foundation

final class MealsInteractor: MealsInteractorProtocol {
    func loadMeals() -> [String] { ["Breakfast", "Lunch"] }
}
