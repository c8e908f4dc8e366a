import Foundation
import SQLite
import SwiftUI // expected-error[interactor-ui-import]

// An actor over SQLite whose file also imports SwiftUI: no view, modifier or preview is declared
// here, so the import does not make it screen code; it is the data layer by its import.
actor PostsCache {
    func clear() {}
}
