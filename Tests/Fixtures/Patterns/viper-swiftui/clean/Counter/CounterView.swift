import SwiftUI

struct CounterView: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        VStack {
            Text(model.text).font(.largeTitle)
            Button("Increment", action: model.didTapIncrement)
        }
        .onAppear(perform: model.didAppear)
    }
}
