// module: App (target App, group App)
final class AppDelegate {}
