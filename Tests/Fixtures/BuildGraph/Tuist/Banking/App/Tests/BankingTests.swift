// module: BankingTests
final class BankingTests {}
