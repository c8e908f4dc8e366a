import Foundation

protocol BookmarkService {
    func isBookmarked(articleID: Int) -> Bool
    func toggleBookmark(articleID: Int)
}

final class BookmarkServiceImplementation: BookmarkService {
    private let defaults: UserDefaults
    private let key = "bookmarked-article-ids"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func isBookmarked(articleID: Int) -> Bool {
        (defaults.array(forKey: key) as? [Int] ?? []).contains(articleID)
    }

    func toggleBookmark(articleID: Int) {
        var ids = Set(defaults.array(forKey: key) as? [Int] ?? [])
        if ids.remove(articleID) == nil { ids.insert(articleID) }
        defaults.set(Array(ids), forKey: key)
    }
}
