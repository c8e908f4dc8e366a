import SwiftUI

struct ProfileView: View {
    @StateObject var viewModel: ProfileViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        content
            .navigationTitle("Profile")
            .onAppear(perform: viewModel.onAppear)
            .refreshable { await viewModel.pullToRefresh() }
            .onChange(of: viewModel.shouldClose) { _, close in if close { dismiss() } }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .loading:
            ProgressView()
        case .loaded(let profile):
            List {
                LabeledContent("Name", value: profile.name)
                LabeledContent("E-mail", value: profile.email)
                Text(profile.memberSince).foregroundStyle(.secondary)
                Button("Log out", role: .destructive, action: viewModel.tapLogOut)
            }
        case .failed(let message):
            ContentUnavailableView("Cannot load the profile", systemImage: "person.crop.circle.badge.exclamationmark",
                                   description: Text(message))
        }
    }
}
