// module: solutions (no build description: folder guess)
final class HomeViewController {}
