// A SwiftUI row filed in the services' folder: user-interface code in a lower layer.
import SwiftUI

struct NoteRowView: View { // expected-warning[ui-in-lower-layer-folder]
    let title: String
    var body: some View { Text(title) }
}
