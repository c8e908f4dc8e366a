// module: App (project Projects/App.xcodeproj, group path ../Sources/AppCode: found through the workspace)
final class AppDelegate {}
