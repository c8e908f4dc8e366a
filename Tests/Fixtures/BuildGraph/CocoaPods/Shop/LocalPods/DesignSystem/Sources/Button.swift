// module: DesignSystem (podspec source_files Sources/**/*.swift)
struct DSButton {}
