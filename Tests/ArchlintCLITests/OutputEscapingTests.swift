import Foundation
@testable import Platform
import JSON
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting
import RuleEngine
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every format stays valid whatever the text: quotes, `<&>`, `%`, line breaks, control
/// characters and non-ASCII in type names, messages and paths.
final class OutputEscapingTests: XCTestCase {
    static let hostile = "Quote\"Apos'<tag attr=\"x\">&amp; 100% %25 :: a,b\nsecond\r\nthird\ttab \u{1B}[31mred\u{7} ünïcödé 😀 日本 \u{0}\u{7F}\u{85}]]>"
    static let root = "/nonexistent-archlint-root"
    static let hostilePath = root + "/My \"App\" <&> 100%/ü\nx #1?.swift"

    private func hostileReport(suppressed: Bool = true) -> LintReport {
        var findings: [Finding] = []
        for (index, severity) in [Severity.error, .warning, .note].enumerated() {
            var finding = Finding(ruleID: "presenter-state", severity: severity, message: "message " + Self.hostile,
                                  path: Self.hostilePath, line: 3 + index, column: 5, length: 3, typeName: Self.hostile,
                                  role: "presenter", member: Self.hostile, subject: Self.hostile + "\(index)")
            finding.fingerprint = "\(index)"
            findings.append(finding)
        }
        if suppressed {
            findings[2].suppression = Suppression(kind: .inSource, reason: "because " + Self.hostile)
        }
        Fingerprints.assign(&findings)
        let rule = RuleCatalog.rule(id: "presenter-state")!.description
        return LintReport(
            toolVersion: "1.0.0", informationURI: "https://example.com/archlint", findings: findings,
            rules: [ReportRule(description: rule, severity: .error, helpText: "help " + Self.hostile, packs: ["viper (error)"])],
            notifications: [ToolNotification(id: ToolNotification.unreadableFile, level: .error, message: "skipped: " + Self.hostile,
                                             path: Self.hostilePath)],
            filesChecked: 1, paths: ReportPaths(root: Self.root))
    }

    /// What XML output shows for `text`: control characters other than tab, LF and CR as `\u{XX}`.
    private func xmlVisible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    func testJSONKeepsEveryCharacter() throws {
        let text = ReportFormat(JSONReport.self).rendered(hostileReport())
        XCTAssertEqual(controlCharacters(in: text, c0Only: true), [], "control characters are escaped")
        let root = try jsonObject(text)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings[0]["type"] as? String, Self.hostile)
        XCTAssertEqual(findings[0]["message"] as? String, "message " + Self.hostile)
        XCTAssertEqual(findings[0]["path"] as? String, "My \"App\" <&> 100%/ü\nx #1?.swift")
        XCTAssertEqual((findings[2]["suppression"] as? [String: Any])?["reason"] as? String, "because " + Self.hostile)
        let notifications = try XCTUnwrap(root["notifications"] as? [[String: Any]])
        XCTAssertEqual(notifications[0]["message"] as? String, "skipped: " + Self.hostile)
    }

    func testSARIFKeepsEveryCharacterAndEncodesURIs() throws {
        let text = ReportFormat(SARIFReport.self).rendered(hostileReport())
        XCTAssertEqual(controlCharacters(in: text, c0Only: true), [])
        let root = try jsonObject(text)
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual((results[0]["message"] as? [String: Any])?["text"] as? String, "message " + Self.hostile)
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first)
        let artifact = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        let uri = try XCTUnwrap(artifact["uri"] as? String)
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertNotNil(uri.range(of: #"^(?:[A-Za-z0-9\-._~/]|%[0-9A-F]{2})+$"#, options: .regularExpression), "not a clean URI: \(uri)")
        XCTAssertEqual(uri.removingPercentEncoding, "My \"App\" <&> 100%/ü\nx #1?.swift")
        let logical = try XCTUnwrap((location["logicalLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(logical["fullyQualifiedName"] as? String, Self.hostile + "." + Self.hostile)
        let suppression = try XCTUnwrap((results[2]["suppressions"] as? [[String: Any]])?.first)
        XCTAssertEqual(suppression["justification"] as? String, "because " + Self.hostile)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual((rules[0]["help"] as? [String: Any])?["text"] as? String, "help " + Self.hostile)
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        XCTAssertEqual(base["uri"] as? String, "file://" + Self.root + "/")
        try OutputSARIFTests.validateWithScript(text, name: "hostile")
    }

    func testJUnitAndCheckstyleAreWellFormedWithoutControlCharacters() throws {
        for format in [ReportFormat(JUnitReport.self), ReportFormat(CheckstyleReport.self)] {
            let text = format.rendered(hostileReport())
            XCTAssertEqual(controlCharacters(in: text), [], "\(format): control characters in the XML")
            XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
            let xml = XMLCollector.parse(text)
            let messages = xml.elements.compactMap { $0.attributes["message"] }
            XCTAssertTrue(messages.contains(xmlVisible("message " + Self.hostile)),
                          "\(format): the message attribute does not round-trip: \(messages)")
            if format == .checkstyle {
                XCTAssertEqual(xml.elements.first { $0.name == "file" }?.attributes["name"], "My \"App\" <&> 100%/ü\nx #1?.swift")
                XCTAssertEqual(xml.elements.filter { $0.name == "error" }.count, 3, "two unsuppressed findings and the notification")
            } else {
                XCTAssertEqual(xml.elements.filter { $0.name == "testcase" }.count, 2, "suppressed findings are no test cases")
                XCTAssertTrue(xml.text.contains(xmlVisible("type: " + Self.hostile)), xml.text)
            }
        }
    }

    func testXMLEscaper() {
        XCTAssertEqual(XMLEscaper.escaped(#"<a href="x">&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
        XCTAssertEqual(XMLEscaper.escaped("a\tb\nc\rd"), "a&#9;b&#10;c&#13;d")
        XCTAssertEqual(XMLEscaper.escaped("\u{0}\u{1B}\u{7F}\u{85}\u{FFFE}"), "\\u{0}\\u{1B}\\u{7F}\\u{85}\u{FFFD}")
        XCTAssertEqual(XMLEscaper.escaped("ünï 😀 ]]>"), "ünï 😀 ]]&gt;")
    }

    /// The runner's parsing of `::command key=value,…::message`, with its unescaping.
    private func parseWorkflowCommand(_ line: String) throws -> (command: String, properties: [String: String], message: String) {
        XCTAssertTrue(line.hasPrefix("::"), line)
        let body = line.dropFirst(2)
        let separator = try XCTUnwrap(body.range(of: "::"), "no '::' in \(line)")
        let head = body[..<separator.lowerBound]
        let message = String(body[separator.upperBound...])
        let command = head.prefix { $0 != " " }
        var properties: [String: String] = [:]
        for pair in head.dropFirst(command.count + 1).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            XCTAssertEqual(parts.count, 2, "malformed property \(pair) in \(line)")
            properties[String(parts[0])] = unescape(String(parts[1]), property: true)
        }
        return (String(command), properties, unescape(message, property: false))
    }

    private func unescape(_ text: String, property: Bool) -> String {
        var text = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            text = text.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return text.replacingOccurrences(of: "%25", with: "%")
    }

    func testGitHubWorkflowCommandsRoundTrip() throws {
        let text = ReportFormat(GitHubActionsReport.self).rendered(hostileReport())
        XCTAssertEqual(controlCharacters(in: text), [])
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, "one line per unsuppressed finding and notification:\n\(text)")
        // What survives: everything but control characters other than CR and LF.
        var visible = ""
        for scalar in ("message " + Self.hostile).unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D: visible.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: visible.unicodeScalars.append(scalar)
            }
        }
        let first = try parseWorkflowCommand(lines[0])
        XCTAssertEqual(first.command, "error")
        XCTAssertEqual(first.message, visible)
        XCTAssertEqual(first.properties["file"], "My \"App\" <&> 100%/ü\nx #1?.swift")
        XCTAssertEqual(first.properties["line"], "3")
        XCTAssertEqual(first.properties["col"], "5")
        XCTAssertEqual(first.properties["endLine"], "3")
        XCTAssertEqual(first.properties["endColumn"], "7")
        XCTAssertEqual(first.properties["title"], "archlint presenter-state")
        XCTAssertEqual(try parseWorkflowCommand(lines[1]).command, "warning")
        XCTAssertEqual(try parseWorkflowCommand(lines[2]).command, "error", "an unreadable file is an error annotation")
    }

    func testTextShowsControlCharactersEscaped() {
        let text = ReportFormat.text.rendered(hostileReport())
        XCTAssertEqual(controlCharacters(in: text), [], "C0, DEL and C1 (U+0085) are all escaped")
        // Two unsuppressed findings; the path is the finding's own, the message is
        // "message " + hostile with LF, CR, tab, ESC, BEL, NUL, DEL and NEL (U+0085) as \u{XX}.
        let path = #"/nonexistent-archlint-root/My "App" <&> 100%/ü\u{A}x #1?.swift"#
        let message = #"message Quote"Apos'<tag attr="x">&amp; 100% %25 :: a,b\u{A}second\u{D}\u{A}third\u{9}tab "#
            + #"\u{1B}[31mred\u{7} ünïcödé 😀 日本 \u{0}\u{7F}\u{85}]]>"#
        XCTAssertEqual(text, path + ":3:5: error: " + message + " [presenter-state]\n"
                           + path + ":4:5: warning: " + message + " [presenter-state]\n")
    }

    /// The four escapers share one rule for controls: every C0, DEL and C1 character they do not
    /// treat specially comes out as the same `\u{XX}`; U+00A0, just past C1, is copied as it is.
    func testEveryFormatEscapesC0DELAndC1Alike() {
        let special: Set<UInt32> = [0x09, 0x0A, 0x0D]
        for value in UInt32(0)...0xA0 where !special.contains(value) {
            let scalar = Unicode.Scalar(value)!
            let text = String(Character(scalar))
            let expected = (value < 0x20 || (0x7F...0x9F).contains(value))
                ? "\\u{" + String(value, radix: 16, uppercase: true) + "}" : text
            var safe: [UInt8] = []
            ControlCharacters.appendEscaped(text, to: &safe)
            XCTAssertEqual(String(decoding: safe, as: UTF8.self), expected, "text U+\(String(value, radix: 16))")
            var visible: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { TokenRendering.appendVisible($0, to: &visible) }
            XCTAssertEqual(String(decoding: visible, as: UTF8.self), expected, "tokens U+\(String(value, radix: 16))")
            if !"&<>\"'".unicodeScalars.contains(scalar) {
                XCTAssertEqual(XMLEscaper.escaped(text), expected, "XML U+\(String(value, radix: 16))")
            }
            if !"%:,".unicodeScalars.contains(scalar) {
                XCTAssertEqual(GitHubActionsReport.escaped(text, property: true), expected, "GitHub U+\(String(value, radix: 16))")
            }
        }
        // Runs between controls are copied whole, multi-byte characters and all.
        var mixed: [UInt8] = []
        ControlCharacters.appendEscaped("\u{1B}[1mü\u{85}日本\u{7F}😀\u{9F}\u{A0}x\u{0}", to: &mixed)
        XCTAssertEqual(String(decoding: mixed, as: UTF8.self), #"\u{1B}[1mü\u{85}日本\u{7F}😀\u{9F}"# + "\u{A0}x" + #"\u{0}"#)
    }

    func testTokenTableEscapesC1Controls() {
        func visible(_ bytes: [UInt8]) -> String {
            var output: [UInt8] = []
            bytes.withUnsafeBufferPointer { TokenRendering.appendVisible($0, to: &output) }
            return String(decoding: output, as: UTF8.self)
        }
        XCTAssertEqual(visible([0xC2, 0x9B, 0x33, 0x31, 0x6D]), #"\u{9B}31m"#, "CSI")
        XCTAssertEqual(visible([0x61, 0xC2, 0x85, 0x62]), #"a\u{85}b"#, "NEL")
        XCTAssertEqual(visible([0xC2, 0x80, 0xC2, 0x9F, 0xC2, 0xA0, 0xC3, 0xA9]), "\\u{80}\\u{9F}\u{A0}é", "C1 ends at U+009F")
        XCTAssertEqual(visible([0x1B, 0x7F, 0x0A, 0x0D, 0x09]), #"\u{1B}\u{7F}\n\r\t"#)
        XCTAssertEqual(visible([0xC2]), "\u{FFFD}", "a lead byte alone is still invalid UTF-8")
        XCTAssertEqual(visible([0xC2, 0x41]), "\u{FFFD}A")
    }

    /// `archlint tokens` prints the table to a terminal: a string with CSI (U+009B) and NEL
    /// (U+0085) in it shows them escaped.
    func testTokensTableThroughTheCommandLineEscapesC1Controls() {
        let dir = TemporaryDirectory()
        let path = dir.write("C1.swift", "let s = \"a\u{9B}31mb\u{85}c\"\n")
        let result = archlint("tokens", path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(controlCharacters(in: result.stdout), [])
        XCTAssertEqual(result.stdout, """
            LINE:COL  KIND         TEXT
            1:1       keyword      let
            1:5       identifier   s
            1:7       punctuation  =
            1:9       string       "a\\u{9B}31mb\\u{85}c"

            """)
    }

    /// The same through the command line: a real file whose name and type are hostile.
    func testHostileFileNameThroughTheCommandLine() throws {
        let dir = TemporaryDirectory("archlint-hostile")
        dir.write(".archlint.json", #"{ "extends": ["viper"] }"#)
        let name = "Weird \"dir\" <&> 100%/Über\nPresenter 'x' #1.swift"
        dir.write(name, """
            final class ÜberPresenter {
                /* ünï 😀 */ var état = 0
            }

            """)
        dir.makeDirectory("out")
        let result = archlint(in: dir.path, "lint", "--format", "text", "--format", "sarif", "--output", "out/a.sarif",
                              "--format", "json", "--output", "out/a.json", "--format", "junit", "--output", "out/a.junit.xml",
                              "--format", "checkstyle", "--output", "out/a.checkstyle.xml", "--format", "github", "--output", "out/a.github",
                              ".")
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(result.stdoutLines.count, 1, "the line break in the name is shown escaped: \(result.stdout)")
        XCTAssertTrue(result.stdout.hasPrefix("Weird \"dir\" <&> 100%/Über\\u{A}Presenter 'x' #1.swift:2:22: error: "), result.stdout)
        func read(_ file: String) throws -> String {
            String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: dir.url("out/" + file))), as: UTF8.self)
        }
        let json = try jsonObject(try read("a.json"))
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["path"] as? String, name)
        XCTAssertEqual(finding["type"] as? String, "ÜberPresenter")
        XCTAssertEqual(finding["member"] as? String, "état")
        let sarif = try read("a.sarif")
        _ = try jsonObject(sarif)
        XCTAssertTrue(sarif.contains(#""uri": "Weird%20%22dir%22%20%3C%26%3E%20100%25/%C3%9Cber%0APresenter%20%27x%27%20%231.swift""#), sarif)
        XCTAssertTrue(sarif.contains(#""startColumn": 18"#), "UTF-16 column after `    /* ünï 😀 */ ` (21 bytes, 17 units)")
        try OutputSARIFTests.validateWithScript(sarif, name: "hostile-cli")
        for file in ["a.junit.xml", "a.checkstyle.xml"] {
            let xml = try read(file)
            XCTAssertEqual(controlCharacters(in: xml), [], file)
            _ = XMLCollector.parse(xml)
        }
        let github = try read("a.github")
        XCTAssertEqual(github.split(separator: "\n").count, 1, github)
        XCTAssertTrue(github.hasPrefix("::error file=Weird \"dir\" <&> 100%25/Über%0APresenter 'x' #1.swift,line=2,col=18,"), github)
    }
}
