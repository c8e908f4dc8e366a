// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "BankAPI",
    products: [.library(name: "BankAPI", targets: ["BankAPI"])],
    targets: [.target(name: "BankAPI")]
)
