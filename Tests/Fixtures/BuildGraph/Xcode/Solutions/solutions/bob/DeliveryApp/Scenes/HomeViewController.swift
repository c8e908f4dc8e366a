// module: solutions/bob/DeliveryApp
final class HomeViewController {}
