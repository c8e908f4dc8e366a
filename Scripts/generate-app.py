#!/usr/bin/env python3
"""Writes a synthetic Swift app for archlint's scale benchmark.

    Scripts/generate-app.py OUT_DIR --scenes N [--pattern svip|layered] [--violations K] [--filler M]

The app is a Swift package: `Sources/Core` (shared dependencies) and one `Sources/FeatureNNN`
module per 50 scenes, each importing Core. Every scene is a full set of the pattern's parts
(SVIP: interactor protocol, actor logic, presenter protocol, router, view model, SwiftUI view,
configurator, worker protocol and service, entity, DTO; layered: view controller, cell, view
model, router, service, DAO, parser, DTO, entity), about 50 KB of code with the default
`--filler`, so N = 100 is about 5 MB and N = 10,000 about 500 MB.

`--violations K` plants K violations in every scene, each one producing exactly one finding of
a known rule (the kinds rotate from scene to scene so every kind appears); K = 0 gives a clean
app. An `.archlint.json` extending the pattern's pack is written at the root, and
`EXPECTED.txt` lists the number of findings per rule that `archlint lint OUT_DIR` must report.
Output is deterministic: the same arguments write the same bytes.
"""

import argparse
import os
import sys

SCENES_PER_MODULE = 50

# MARK: Filler: ordinary code that no rule objects to.


def filler_methods(prefix, count, entity=None, indent="    "):
    """`count` private helper methods; `entity` (a type name) is mentioned by some of them."""
    out = []
    for k in range(count):
        i = indent
        if k % 3 == 0 and entity:
            out.append(f"""{i}private func {prefix}Summary{k}(_ items: [{entity}], limit: Int) -> [String] {{
{i}    var lines: [String] = []
{i}    for (index, item) in items.enumerated() where index < limit {{
{i}        let label = item.title.isEmpty ? "untitled" : item.title
{i}        lines.append("\\(index + 1). \\(label) (\\(item.identifier))")
{i}    }}
{i}    if lines.count > {k + 2} {{
{i}        lines.removeLast(lines.count - {k + 2})
{i}    }}
{i}    return lines.sorted {{ $0.count < $1.count }}
{i}}}
""")
        elif k % 3 == 1:
            out.append(f"""{i}private func {prefix}Checksum{k}(_ values: [Int], seed: Int = {k}) -> Int {{
{i}    var total = seed
{i}    for value in values where value % {k % 7 + 2} == 0 {{
{i}        total = (total &* 31) &+ value
{i}    }}
{i}    let scaled = Double(total) / Double(max(values.count, 1))
{i}    guard scaled.isFinite else {{ return 0 }}
{i}    return Int(scaled.rounded()) &+ values.reduce(0, &+)
{i}}}
""")
        else:
            out.append(f"""{i}private func {prefix}Format{k}(_ name: String, count: Int) -> String {{
{i}    let trimmed = name.trimmingCharacters(in: .whitespaces)
{i}    switch count {{
{i}    case 0: return "No \\(trimmed)"
{i}    case 1: return "One \\(trimmed)"
{i}    default:
{i}        let words = trimmed.split(separator: " ").map {{ $0.capitalized }}
{i}        return "\\(count) " + words.joined(separator: " ")
{i}    }}
{i}}}
""")
    return "\n".join(out)


# MARK: SVIP


SVIP_VIOLATIONS = [
    # (kind, rule) — each kind yields exactly one finding per scene.
    ("presenter-state", "presenter-state"),
    ("ui-import", "interactor-ui-import"),
    ("exposed-state", "interactor-exposed-state"),
    ("singleton", "singleton-access"),
    ("dto-reference", "interactor-dto-reference"),
    ("strong-back-reference", "strong-back-reference"),
    ("ui-reference", "interactor-ui-reference"),
    ("layer-violation", "layer-violation"),
]


def svip_scene(s, kinds, filler):
    v = set(kinds)
    files = {}
    files[f"{s}Interactor.swift"] = f"""/// What the view model sends: commands only.
protocol {s}Interactor: AnyActor {{
    func didLoad() async
    func select(index: Int) async
    func refresh() async
}}
"""
    files[f"{s}Logic.swift"] = f"""import Foundation
{"import UIKit" + chr(10) if "ui-import" in v else ""}
actor {s}Logic: {s}Interactor {{
    private let presenter: any {s}Presenter
    private let worker: any {s}Worker
    private var items: [{s}Entity] = []
    private var selected: Int?
{"    var counter = 0" + chr(10) if "exposed-state" in v else ""}{"    private var avatar: UIImage?" + chr(10) if "ui-reference" in v else ""}
    init(presenter: any {s}Presenter, worker: any {s}Worker) {{
        self.presenter = presenter
        self.worker = worker
    }}

    func didLoad() async {{
        await refresh()
    }}

    func select(index: Int) async {{
        guard items.indices.contains(index) else {{ return }}
        selected = index
        await presenter.present(item: items[index])
    }}

    func refresh() async {{
{"        _ = UserDefaults.standard.bool(forKey: " + chr(34) + s + chr(34) + ")" + chr(10) if "singleton" in v else ""}        do {{
            items = try await worker.fetch()
            await presenter.present(items: items)
        }} catch {{
            await presenter.presentError(message: error.localizedDescription)
        }}
    }}
{"" + chr(10) + "    private func decode(_ dto: " + s + "DTO) -> " + s + "Entity { " + s + "Entity(identifier: dto.id, title: dto.name) }" + chr(10) if "dto-reference" in v else ""}
{filler_methods("logic", filler, entity=f"{s}Entity")}
}}
"""
    files[f"{s}Presenter.swift"] = f"""@MainActor
protocol {s}Presenter: AnyObject {{
    func present(items: [{s}Entity]) async
    func present(item: {s}Entity) async
    func presentError(message: String) async
}}
"""
    files[f"{s}Router.swift"] = f"""import Foundation

/// The SVIP presenter: formats what the logic reports into the view model.
@MainActor
final class {s}Router: {s}Presenter {{
    {"var" if "strong-back-reference" in v else "weak var"} viewModel: {s}ViewModel?
{"    private var lastUpdate: Date?" + chr(10) if "presenter-state" in v else ""}
    init(viewModel: {s}ViewModel) {{
        self.viewModel = viewModel
    }}

    func present(items: [{s}Entity]) async {{
        viewModel?.rows = items.map {{ $0.title }}
        viewModel?.message = items.isEmpty ? "Nothing here yet" : nil
    }}

    func present(item: {s}Entity) async {{
        viewModel?.title = item.title
    }}

    func presentError(message: String) async {{
        viewModel?.message = message
    }}

{filler_methods("router", filler, entity=f"{s}Entity")}
}}
"""
    files[f"{s}ViewModel.swift"] = f"""import Combine

@MainActor
final class {s}ViewModel: ObservableObject {{
    @Published var title = ""
    @Published var rows: [String] = []
    @Published var message: String?

    var interactor: (any {s}Interactor)?

    func onAppear() {{
        Task {{ await interactor?.didLoad() }}
    }}

    func tap(index: Int) {{
        Task {{ await interactor?.select(index: index) }}
    }}

{filler_methods("model", filler)}
}}
"""
    files[f"{s}View.swift"] = f"""import SwiftUI

struct {s}View: View {{
    @StateObject var viewModel: {s}ViewModel

    var body: some View {{
        VStack(spacing: 12) {{
            Text(viewModel.title).font(.title2)
            ForEach(viewModel.rows.indices, id: \\.self) {{ index in
                Button(viewModel.rows[index]) {{ viewModel.tap(index: index) }}
            }}
            if let message = viewModel.message {{
                Text(message).foregroundColor(.secondary)
            }}
        }}
        .onAppear(perform: viewModel.onAppear)
    }}

{filler_methods("view", filler)}
}}
"""
    files[f"{s}Configurator.swift"] = f"""import Core
import SwiftUI

enum {s}Configurator {{
    @MainActor
    static func configure(dependencies: AppDependencies) -> some View {{
        let viewModel = {s}ViewModel()
        let router = {s}Router(viewModel: viewModel)
        viewModel.interactor = {s}Logic(presenter: router, worker: {s}Service(client: dependencies.client))
        return {s}View(viewModel: viewModel)
    }}
}}
"""
    files[f"{s}Worker.swift"] = f"""import Core
import Foundation

protocol {s}Worker: Sendable {{
    func fetch() async throws -> [{s}Entity]
}}

struct {s}Service: {s}Worker {{
    let client: APIClient

    func fetch() async throws -> [{s}Entity] {{
        let data = try await client.get(path: "/{s.lower()}")
        let dtos = try JSONDecoder().decode([{s}DTO].self, from: data)
        return dtos.map {{ {s}Entity(identifier: $0.id, title: $0.name) }}
    }}
{"" + chr(10) + "    func attach(_ router: " + s + "Router) {}" + chr(10) if "layer-violation" in v else ""}
{filler_methods("service", filler, entity=f"{s}Entity")}
}}
"""
    files[f"{s}Entity.swift"] = f"""struct {s}Entity: Hashable, Sendable {{
    let identifier: String
    let title: String
}}

struct {s}DTO: Decodable, Sendable {{
    let id: String
    let name: String
}}
"""
    return files


SVIP_CORE = {
    "AppDependencies.swift": """import Foundation

public final class AppDependencies: Sendable {
    public let client: APIClient
    public init(client: APIClient) { self.client = client }
}

public struct APIClient: Sendable {
    public let baseURL: URL
    public init(baseURL: URL) { self.baseURL = baseURL }

    public func get(path: String) async throws -> Data {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent(path))
        return data
    }
}
""",
}


# MARK: Layered


LAYERED_VIOLATIONS = [
    ("service-to-view-model", "layer-violation"),
    ("view-to-service", "role-dependency"),
    ("entity-ui-import", "interactor-ui-import"),
    ("dao-to-service", "layer-violation"),
    ("cell-to-dao", "role-dependency"),
    ("entity-to-dto", "layer-violation"),
]


def layered_scene(s, kinds, filler):
    v = set(kinds)
    files = {}
    files[f"{s}ViewController.swift"] = f"""import UIKit

final class {s}ViewController: UIViewController {{
    private let viewModel: {s}ViewModel
    private let router: {s}Router

    init(viewModel: {s}ViewModel, router: {s}Router) {{
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{ nil }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = viewModel.title
        viewModel.load()
{"        _ = " + s + "Service.self" + chr(10) if "view-to-service" in v else ""}    }}

{filler_methods("screen", filler)}
}}
"""
    files[f"{s}Cell.swift"] = f"""import UIKit

final class {s}Cell: UITableViewCell {{
    func configure(title: String) {{
        textLabel?.text = title
{"        _ = " + s + "DAO.self" + chr(10) if "cell-to-dao" in v else ""}    }}

{filler_methods("cell", filler)}
}}
"""
    files[f"{s}ViewModel.swift"] = f"""import Foundation

final class {s}ViewModel {{
    private let service: {s}Service
    private(set) var rows: [String] = []
    var title: String {{ "{s}" }}

    init(service: {s}Service) {{
        self.service = service
    }}

    func load() {{
        rows = service.items().map {{ $0.title }}
    }}

{filler_methods("model", filler, entity=f"{s}Entity")}
}}
"""
    files[f"{s}Router.swift"] = f"""import UIKit

final class {s}Router {{
    weak var source: UIViewController?

    func showDetails(of entity: {s}Entity) {{
        let controller = UIViewController()
        controller.title = entity.title
        source?.navigationController?.pushViewController(controller, animated: true)
    }}
}}
"""
    files[f"{s}Service.swift"] = f"""import Core
import Foundation

final class {s}Service {{
    private let dao: {s}DAO
    private let parser: {s}Parser

    init(dao: {s}DAO, parser: {s}Parser) {{
        self.dao = dao
        self.parser = parser
    }}

    func items() -> [{s}Entity] {{
        dao.load().map(parser.entity)
    }}
{"" + chr(10) + "    func bind(_ model: " + s + "ViewModel) {}" + chr(10) if "service-to-view-model" in v else ""}
{filler_methods("service", filler, entity=f"{s}Entity")}
}}
"""
    files[f"{s}DAO.swift"] = f"""import Core
import Foundation

final class {s}DAO {{
    private let storage: Storage

    init(storage: Storage) {{
        self.storage = storage
    }}

    func load() -> [{s}DTO] {{
        storage.records(named: "{s}").map {{ {s}DTO(id: $0.key, name: $0.value) }}
    }}
{"" + chr(10) + "    func notify(_ service: " + s + "Service) {}" + chr(10) if "dao-to-service" in v else ""}
{filler_methods("dao", filler)}
}}

struct {s}Parser {{
    func entity(_ dto: {s}DTO) -> {s}Entity {{
        {s}Entity(identifier: dto.id, title: dto.name)
    }}
}}
"""
    files[f"{s}Entity.swift"] = f"""{"import UIKit" + chr(10) if "entity-ui-import" in v else ""}import Foundation

struct {s}Entity: Hashable {{
    let identifier: String
    let title: String
{"" + chr(10) + "    init(_ dto: " + s + "DTO) { self.init(identifier: dto.id, title: dto.name) }" + chr(10) if "entity-to-dto" in v else ""}}}

extension {s}Entity {{
    init(identifier: String, title: String) {{
        self.identifier = identifier
        self.title = title
    }}
}}

struct {s}DTO: Codable {{
    let id: String
    let name: String
}}
"""
    return files


LAYERED_CORE = {
    "Storage.swift": """import Foundation

public final class Storage {
    private var tables: [String: [String: String]] = [:]
    public init() {}

    public func records(named name: String) -> [(key: String, value: String)] {
        (tables[name] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
""",
}

PATTERNS = {
    "svip": (svip_scene, SVIP_VIOLATIONS, SVIP_CORE),
    "layered": (layered_scene, LAYERED_VIOLATIONS, LAYERED_CORE),
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    return len(text.encode("utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="output directory (created; existing files are overwritten)")
    parser.add_argument("--scenes", type=int, required=True, help="number of scenes")
    parser.add_argument("--pattern", choices=sorted(PATTERNS), default="svip")
    parser.add_argument("--violations", type=int, default=1, help="violations per scene (default 1)")
    parser.add_argument("--filler", type=int, default=24, help="helper methods per file (default 24, about 50 KB per scene)")
    args = parser.parse_args()

    scene_files, kinds, core = PATTERNS[args.pattern]
    if not 0 <= args.violations <= len(kinds):
        sys.exit(f"generate-app: --violations must be 0…{len(kinds)} for {args.pattern}")
    if args.scenes < 1:
        sys.exit("generate-app: --scenes must be at least 1")

    root = args.out
    modules = (args.scenes + SCENES_PER_MODULE - 1) // SCENES_PER_MODULE
    total = 0
    files = 0
    targets = ['        .target(name: "Core"),']
    for m in range(modules):
        targets.append(f'        .target(name: "Feature{m:03d}", dependencies: ["Core"]),')
    total += write(os.path.join(root, "Package.swift"), "// swift-tools-version:5.9\nimport PackageDescription\n\n"
                   + 'let package = Package(\n    name: "SyntheticApp",\n    targets: [\n' + "\n".join(targets) + "\n    ]\n)\n")
    total += write(os.path.join(root, ".archlint.json"), '{ "extends": ["%s"] }\n' % args.pattern)
    for name, text in core.items():
        total += write(os.path.join(root, "Sources", "Core", name), text)
        files += 1

    expected = {}
    for index in range(args.scenes):
        scene = f"Scene{index:05d}"
        chosen = [kinds[(index + k) % len(kinds)] for k in range(args.violations)]
        for _, rule in chosen:
            expected[rule] = expected.get(rule, 0) + 1
        module = f"Feature{index // SCENES_PER_MODULE:03d}"
        for name, text in scene_files(scene, [kind for kind, _ in chosen], args.filler).items():
            total += write(os.path.join(root, "Sources", module, scene, name), text)
            files += 1

    count = sum(expected.values())
    lines = [f"pattern {args.pattern}, {args.scenes} scenes, {args.violations} violations per scene",
             f"files {files}, bytes {total}", f"findings {count}"]
    lines += [f"  {rule} {expected[rule]}" for rule in sorted(expected)]
    write(os.path.join(root, "EXPECTED.txt"), "\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
