import SwiftData
import SwiftUI

// A view that imports the storage module and uses its types: one violation, reported once at the
// use (not a second time at the import).
struct DraftsStoreView: View {
    @Environment(\.modelContext) private var context: ModelContext // expected-error[storage-outside-dao]

    var body: some View { Text("Drafts") }
}
