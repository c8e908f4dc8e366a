import ProjectDescription

let project = Project(
    name: "Banking",
    targets: [
        .target(
            name: "Banking",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.banking",
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            dependencies: [
                .target(name: "Accounts"),
                .external(name: "Alamofire"),
            ]
        ),
        .target(
            name: "Accounts",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.accounts",
            sources: .sourceFilesList(globs: [.glob("Features/Accounts/**", excluding: ["Features/Accounts/Legacy/**"])]),
            dependencies: [.project(target: "Core", path: "../Core"), .sdk(name: "StoreKit", type: .framework)]
        ),
        .target(
            name: "BankingTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.banking.tests",
            sources: ["App/Tests/**"],
            dependencies: [.target(name: "Banking")]
        ),
    ]
)
