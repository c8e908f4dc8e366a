// module: App (no Xcode project in this fixture: folder guess)
final class AppDelegate {}
