import SQLite // expected-error[storage-outside-dao]
import SwiftUI

// A screen that owns the SQLite cache and clears it itself: view → DAO.
struct PostsCacheSettingsView: View {
    @State private var cache = PostsCache() // expected-error[role-dependency]

    var body: some View { Button("Clear") { Task { await cache.clear() } } }
}

// A helper declared in a screen file is the screen's, whatever the file imports: were it taken
// for a DAO by the import, the file would hold an allowed type and its import would go unreported.
struct CacheSizeFormatter {
    func text(_ bytes: Int) -> String { "\(bytes)" }
}
