// The app's category list, kept in one shared instance the class declares itself under a name of
// its own: a singleton as `shared` would be.
final class TaskCategoryManager {
    static let manager = TaskCategoryManager()
    private var categories = ["Work", "Personal", "Other"]
    func fetchCategories() -> [String] { categories }
    func category(at index: Int) -> String { categories[index] }
}
