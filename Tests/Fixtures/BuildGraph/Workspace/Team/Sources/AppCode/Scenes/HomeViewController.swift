// module: App
final class HomeViewController {}
