#!/usr/bin/env bash
# Tests Scripts/make-artifactbundle.sh: builds the bundle (on Linux from the static build in
# .build-static, which .ci/run has built by then), checks its layout as SwiftPM reads it, then
# uses it the way docs/integrations.md shows: a sample package with
# `.binaryTarget(name: "archlint", path: "archlint.artifactbundle.zip")` and the two plugins
# depending on it, where `swift package archlint` and `swift build` must run the bundled binary.
#
# Usage: Scripts/test-artifactbundle.sh [make-artifactbundle.sh options, e.g. --binary PATH]
# Ends with `artifactbundle: N passed, M failed`; exit status 1 when a check failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repository="$PWD"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAILED: $1"; failed=$((failed + 1)); }
finish() { echo "artifactbundle: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

echo "==> Scripts/make-artifactbundle.sh --output $work/out $*"
if ! Scripts/make-artifactbundle.sh --output "$work/out" "$@" </dev/null >"$work/make.log" 2>&1; then
    cat "$work/make.log"
    fail "make-artifactbundle.sh failed"
    finish
fi
tail -n 3 "$work/make.log"
pass "make-artifactbundle.sh built a bundle"

# The layout SwiftPM reads (SE-0305): info.json with schemaVersion 1.0 and an executable artifact
# named like the tool the plugins ask for, each variant's path relative to the bundle and
# executable, and the host's triple among the supported ones.
host_triple=""
if command -v swift >/dev/null 2>&1; then
    host_triple="$(swift -print-target-info 2>/dev/null </dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])' || true)"
fi
if python3 - "$work/out/archlint.artifactbundle" "$host_triple" <<'PY'
import json, os, subprocess, sys
bundle, host = sys.argv[1], sys.argv[2]
problems = []
try:
    info = json.load(open(os.path.join(bundle, "info.json")))
except (OSError, ValueError) as error:
    print(f"  info.json: {error}"); sys.exit(1)
if info.get("schemaVersion") != "1.0":
    problems.append(f"schemaVersion is {info.get('schemaVersion')!r}, not '1.0'")
artifact = info.get("artifacts", {}).get("archlint")
if not isinstance(artifact, dict):
    problems.append("no artifacts.archlint")
    artifact = {}
if artifact.get("type") != "executable":
    problems.append(f"artifacts.archlint.type is {artifact.get('type')!r}, not 'executable'")
if not isinstance(artifact.get("version"), str) or not artifact.get("version"):
    problems.append("artifacts.archlint.version is not a string")
variants = artifact.get("variants")
if not isinstance(variants, list) or not variants:
    problems.append("artifacts.archlint.variants is empty")
    variants = []
triples = set()
for index, variant in enumerate(variants):
    path = variant.get("path", "")
    full = os.path.normpath(os.path.join(bundle, path))
    if not path or os.path.isabs(path) or not full.startswith(os.path.normpath(bundle) + os.sep):
        problems.append(f"variants[{index}].path {path!r} is not a path inside the bundle")
    elif not (os.path.isfile(full) and os.access(full, os.X_OK)):
        problems.append(f"variants[{index}].path {path!r} is not an executable file")
    else:
        out = subprocess.run([full, "--version"], capture_output=True, text=True)
        if out.returncode != 0 or artifact.get("version", "?") not in out.stdout:
            problems.append(f"variants[{index}]: '{path} --version' printed {out.stdout.strip()!r} (exit {out.returncode})")
    supported = variant.get("supportedTriples")
    if not isinstance(supported, list) or not supported or not all(isinstance(t, str) for t in supported):
        problems.append(f"variants[{index}].supportedTriples is not a list of triples")
    else:
        triples.update(supported)
if host and host not in triples:
    problems.append(f"no variant supports this machine's triple {host} (supported: {sorted(triples)})")
for problem in problems:
    print(f"  {problem}")
sys.exit(1 if problems else 0)
PY
then
    pass "info.json: schemaVersion 1.0, an executable artifact 'archlint', variants with path and supportedTriples${host_triple:+ (host $host_triple)}"
else
    fail "the bundle's layout (above)"
fi

# On Linux the bundled binary must need no shared library (the static executable).
variant_binary="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1] + "/info.json"))["artifacts"]["archlint"]["variants"][0]["path"])' "$work/out/archlint.artifactbundle" 2>/dev/null || true)"
if [ "$(uname -s)" = Linux ] && [ $# -eq 0 ] && command -v readelf >/dev/null 2>&1; then
    if LC_ALL=C readelf -d "$work/out/archlint.artifactbundle/$variant_binary" 2>&1 | grep -q "no dynamic section"; then
        pass "the bundled Linux binary is a static executable"
    else
        fail "the bundled Linux binary loads shared libraries"
    fi
fi

zip_file="$work/out/archlint.artifactbundle.zip"
if [ -f "$zip_file" ]; then
    if python3 - "$zip_file" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
tops = {name.split("/")[0] for name in names}
ok = tops == {"archlint.artifactbundle"} and "archlint.artifactbundle/info.json" in names
if not ok:
    print(f"  top-level entries {sorted(tops)}; info.json present: {'archlint.artifactbundle/info.json' in names}")
sys.exit(0 if ok else 1)
PY
    then pass "the zip holds archlint.artifactbundle/ with its info.json at the top"
    else fail "the zip's layout (above)"
    fi
else
    echo "note: no zip (zip is not installed); the SwiftPM check uses the folder"
    zip_file="$work/out/archlint.artifactbundle"
fi

# SwiftPM itself: a package that uses the bundle as docs/integrations.md shows.
if ! command -v swift >/dev/null 2>&1; then
    echo "note: no swift on the PATH; the SwiftPM check of the bundle is skipped"
    finish
fi
sample="$work/sample"
mkdir -p "$sample/Sources/App/Login" "$sample/Plugins"
cp -R Plugins/ArchlintCommandPlugin Plugins/ArchlintBuildToolPlugin "$sample/Plugins/"
cp "$zip_file" "$sample/" 2>/dev/null || cp -R "$zip_file" "$sample/"
cat >"$sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    targets: [
        .target(name: "App", plugins: ["ArchlintBuildToolPlugin"]),
        .binaryTarget(name: "archlint", path: "$(basename "$zip_file")"),
        .plugin(
            name: "ArchlintCommandPlugin",
            capability: .command(intent: .custom(verb: "archlint", description: "Check the package with archlint")),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
    ]
)
SWIFT
cp "$repository/Scripts/install-paths/LoginPresenter.swift" "$sample/Sources/App/Login/"
echo '{"extends": ["viper"]}' >"$sample/.archlint.json"

echo "==> sample package with the bundle: swift package archlint"
status=0
(cd "$sample" && swift package archlint </dev/null >"$work/command.log" 2>&1) || status=$?
if [ "$status" -ne 0 ] && grep -q "\[presenter-state\]" "$work/command.log"; then
    pass "swift package archlint runs the bundled binary (the planted finding, exit $status)"
else
    tail -n 20 "$work/command.log"
    fail "swift package archlint with the bundle (exit $status, expected a presenter-state finding)"
fi

echo "==> sample package with the bundle: swift build (the build-tool plugin)"
status=0
(cd "$sample" && swift build </dev/null >"$work/build.log" 2>&1) || status=$?
if [ "$status" -ne 0 ] && grep -q "\[presenter-state\]" "$work/build.log"; then
    pass "swift build runs the bundled binary through the build-tool plugin and fails on the finding"
else
    tail -n 20 "$work/build.log"
    fail "swift build with the bundle (exit $status, expected a failing build with a presenter-state finding)"
fi
sed -i 's/    var attempts = 0/    let attempts = 0/; s/        attempts += 1//' "$sample/Sources/App/Login/LoginPresenter.swift"
status=0
(cd "$sample" && swift build </dev/null >"$work/build2.log" 2>&1) || status=$?
if [ "$status" -eq 0 ]; then
    pass "swift build passes once the finding is fixed"
else
    tail -n 20 "$work/build2.log"
    fail "swift build after the fix (exit $status)"
fi
finish
