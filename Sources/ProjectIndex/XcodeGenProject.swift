public enum XcodeGenProject {
    public static func read(file: String) -> BuildDescription {
        BuildDescription(kind: .xcodeGen, file: file, name: "")
    }
}
