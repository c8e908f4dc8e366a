// Article 003: the SwiftUI view observes the Model and sends the user's actions to it.
import SwiftUI

struct SceneView: View {
    @ObservedObject var output: SceneModel

    var body: some View {
        Group {
            switch output.articlesState {
            case .loaded:
                List {
                    ForEach(output.articles) {
                        Text($0.text)
                    }
                }
            default:
                EmptyView()
            }
        }
        .onAppear(perform: {
            output.loadArticles()
        })
    }
}
