// Article 002, "p.s.": the shape the article rejects. Without the container the view holds the
// concrete model, so it could change the screen state itself.
import SwiftUI

struct ListViewWithoutContainer: View {
    let intent: ListIntentProtocol
    @StateObject var model: ListModel // expected-error[concrete-dependency]

    var body: some View {
        Text(model.text)
    }
}
