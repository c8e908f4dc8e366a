/// Where archlint lives on the web: the one place the code names it. SARIF's
/// `tool.driver.informationUri` is `home`; each rule's `helpUri` is its page under `home`,
/// `docs/rules/<id>.md`, generated from the rule's description (`Scripts/generate-rule-docs.sh`).
/// archlint has no public address yet, so `home` is the docs' placeholder (README, "Install"),
/// `OWNER` and all: whoever publishes archlint sets it here, and the docs' `OWNER` with it.
public enum ProjectSite {
    public static let home = "https://github.com/OWNER/archlint"
    /// The folder of the rule pages in the repository.
    public static let rulePagesFolder = "docs/rules"

    /// The rule's page under `home` (a GitHub repository, read at its default branch).
    public static func rulePage(_ id: String, home: String = home) -> String {
        (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/blob/main/\(rulePagesFolder)/\(id).md"
    }
}
