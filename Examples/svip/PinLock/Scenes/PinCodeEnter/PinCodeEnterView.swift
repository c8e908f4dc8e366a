import SwiftUI

struct PinCodeEnterView: View {
    @StateObject var viewModel: PinCodeEnterViewModel
    let profileScene: () -> AnyView

    var body: some View {
        VStack(spacing: 24) {
            Text(viewModel.title).font(.title2)
            HStack(spacing: 16) {
                ForEach(viewModel.dots.indices, id: \.self) { index in
                    Circle()
                        .fill(viewModel.dots[index] ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 14, height: 14)
                }
            }
            if let message = viewModel.message {
                Text(message).foregroundColor(.red)
            }
            PinPad(onDigit: viewModel.tap(digit:), onDelete: viewModel.tapDelete)
                .disabled(viewModel.isLocked)
        }
        .onAppear(perform: viewModel.onAppear)
        .navigationDestination(item: $viewModel.route) { _ in profileScene() }
    }
}

private struct PinPad: View {
    let onDigit: (Int) -> Void
    let onDelete: () -> Void

    var body: some View {
        Grid {
            ForEach(0..<3) { row in
                GridRow {
                    ForEach(1...3, id: \.self) { column in
                        Button("\(row * 3 + column)") { onDigit(row * 3 + column) }
                    }
                }
            }
            GridRow {
                Color.clear
                Button("0") { onDigit(0) }
                Button(action: onDelete) { Image(systemName: "delete.left") }
            }
        }
    }
}
