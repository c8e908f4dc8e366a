#!/usr/bin/env python3
"""Drives `archlint lsp` as an editor would and prints how long each edit takes to be answered.

Opens a scene's view model in a generated app (Scripts/generate-app.py), then makes --edits
edits of four kinds in turn (a body edit, a new stored property, a renamed protocol, a new
import), each undone by the next edit, and measures from the `didChange` to the
`publishDiagnostics` that answers it (the one carrying the edit's version). Prints the time to
the first diagnostics, the median and 95th percentile latency, and the server's resident memory
after warm-up and at the end.

    python3 Scripts/lsp-benchmark.py --archlint .build/release/archlint --app /tmp/app --edits 200
"""
import argparse
import glob
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client, uri  # noqa: E402


def resident_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def cpu_seconds(pid):
    """The process's user and system time: on a shared machine, steadier than wall time."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archlint", required=True)
    parser.add_argument("--app", required=True, help="a generated app (generate-app.py)")
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=0, help="--jobs for the server (default: its own)")
    parser.add_argument("--no-watch", action="store_true",
                        help="as a client that does not watch files: the server walks the workspace at every edit")
    parser.add_argument("--memory-every", type=int, default=0, metavar="N",
                        help="also print the server's resident memory every N edits, as the run goes")
    parser.add_argument("--debounce", type=int, default=None, help="debounceMilliseconds (default: the server's)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds to wait for any one answer (raise it under valgrind, where the first lint takes minutes)")
    parser.add_argument("--kinds", default=None, metavar="KIND,...",
                        help="only these kinds of edit (body edit, stored property, renamed protocol, new import): to profile one")
    args = parser.parse_args()

    app = os.path.abspath(args.app)
    models = sorted(glob.glob(os.path.join(app, "Sources", "*", "*", "*ViewModel.swift")))
    if not models:
        sys.exit(f"no *ViewModel.swift under {app}/Sources: generate one with Scripts/generate-app.py")
    path = models[0]
    scene = os.path.basename(path)[: -len("ViewModel.swift")]
    interactor = os.path.join(os.path.dirname(path), scene + "Interactor.swift")
    command = [args.archlint, "lsp"] + (["--jobs", str(args.jobs)] if args.jobs else [])
    client = Client(command)
    options = {} if args.debounce is None else {"debounceMilliseconds": args.debounce}

    started = time.perf_counter()
    # As an editor that watches the workspace's files (VS Code, Neovim) does.
    client.initialize([app], encodings=["utf-8", "utf-16"], options=options, watch=not args.no_watch)
    client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", args.timeout)
    first = time.perf_counter() - started

    documents = {}
    for name in (path, interactor):
        with open(name, encoding="utf-8") as handle:
            documents[name] = handle.read()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(name), "languageId": "swift", "version": 1,
                                                                "text": documents[name]}})
    versions = {path: 1, interactor: 1}
    waiting = {uri(path), uri(interactor)}
    while waiting:
        _, message = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", args.timeout)
        waiting.discard(message["params"]["uri"])

    model_lines = documents[path].split("\n")
    class_line = next(i for i, line in enumerate(model_lines) if line.startswith("final class"))
    protocol_name = scene + "Interactor"
    protocol_line = next(i for i, line in enumerate(documents[interactor].split("\n")) if line.startswith("protocol " + protocol_name))
    protocol_column = len("protocol ")
    insertion = lambda line, text: ({"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, text)
    removal = lambda line: ({"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}}, "")
    kinds = [
        ("body edit", path, [insertion(class_line + 1, "    // an edit\n"), removal(class_line + 1)]),
        ("stored property", path, [insertion(class_line + 1, "    var extra = 0\n"), removal(class_line + 1)]),
        ("renamed protocol", interactor, [
            ({"start": {"line": protocol_line, "character": protocol_column},
              "end": {"line": protocol_line, "character": protocol_column + len(protocol_name)}}, protocol_name + "Renamed"),
            ({"start": {"line": protocol_line, "character": protocol_column},
              "end": {"line": protocol_line, "character": protocol_column + len(protocol_name) + len("Renamed")}}, protocol_name),
        ]),
        ("new import", path, [insertion(0, "import UIKit\n"), removal(0)]),
    ]

    if args.kinds:
        wanted = [kind.strip() for kind in args.kinds.split(",")]
        unknown = [kind for kind in wanted if kind not in [known for known, _, _ in kinds]]
        if unknown:
            sys.exit(f"unknown kind of edit: {', '.join(unknown)}")
        kinds = [entry for entry in kinds if entry[0] in wanted]
    latencies = {kind: [] for kind, _, _ in kinds}
    cpu_before = cpu_seconds(client.process.pid)
    warm_memory = None
    for edit in range(args.edits):
        kind, name, changes = kinds[(edit // 2) % len(kinds)]
        change_range, text = changes[edit % 2]
        versions[name] += 1
        version = versions[name]
        sent = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri(name), "version": version},
                                                  "contentChanges": [{"range": change_range, "text": text}]})
        arrived, _ = client.wait(lambda m, u=uri(name), v=version: m.get("method") == "textDocument/publishDiagnostics"
                                 and m["params"]["uri"] == u and m["params"].get("version") == v, args.timeout)
        latencies[kind].append(arrived - sent)
        if edit == min(20, args.edits - 1):
            warm_memory = resident_kib(client.process.pid)
        if args.memory_every and (edit + 1) % args.memory_every == 0:
            print(f"after {edit + 1} edits: {resident_kib(client.process.pid) / 1024:.1f} MiB resident", flush=True)
    end_memory = resident_kib(client.process.pid)
    cpu_after = cpu_seconds(client.process.pid)
    client.close()

    def figures(values):
        values = sorted(values)
        p95 = values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]
        return f"median {statistics.median(values) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms"

    files = len(glob.glob(os.path.join(app, "**", "*.swift"), recursive=True))
    print(f"{files} Swift files; first diagnostics {first:.2f} s after start")
    every = [value for values in latencies.values() for value in values]
    print(f"didChange → publishDiagnostics over {len(every)} edits: {figures(every)}")
    for kind, values in latencies.items():
        if values:
            print(f"  {kind}: {figures(values)} ({len(values)} edits)")
    if cpu_before is not None and cpu_after is not None and args.edits:
        print(f"server CPU time per edit: {(cpu_after - cpu_before) / args.edits * 1000:.1f} ms (user and system, all threads)")
    if warm_memory and end_memory:
        print(f"resident memory: {warm_memory / 1024:.0f} MiB after warm-up, {end_memory / 1024:.0f} MiB at the end")


if __name__ == "__main__":
    main()
