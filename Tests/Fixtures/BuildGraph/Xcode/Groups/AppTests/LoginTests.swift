// module: AppTests
final class LoginTests {}
