// module: solutions/alice/DeliveryApp
final class HomeViewController {}
