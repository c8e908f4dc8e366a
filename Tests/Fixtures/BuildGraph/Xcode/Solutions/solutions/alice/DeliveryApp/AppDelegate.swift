// module: solutions/alice/DeliveryApp (two projects define DeliveryApp: qualified by the project's folder)
final class AppDelegate {}
