#!/usr/bin/env bash
# Tests the documented ways to install and run archlint, from a local Git repository standing in
# for archlint's (Scripts/snapshot-repository.sh: this working tree, committed), as far as a
# machine without the network allows:
#
#   1. SwiftPM dependency: a sample package depending on archlint by `path:` runs
#      `swift package archlint` (the command plugin) and `swift build` with the build-tool
#      plugin; `url:` with `branch:` and with `revision:` (a commit) resolve.
#   2. pre-commit, with `rev:` a commit sha: the `archlint` hook (built from source with SwiftPM in
#      a fresh clone, as "clone and build" in the README does) and `archlint-system`.
#   3. The GitHub workflow (docs/github-workflow.yml): its own scripts resolve a branch and a
#      pinned commit, fetch and build that commit (with `swift` standing in for the compiler:
#      .ci/run builds the same command itself), and lint a project into SARIF and annotations.
#
# Usage: Scripts/test-install-paths.sh [--quick]
#   --quick   leave out what compiles archlint from source (the path: package's plugins and the
#             pre-commit `archlint` hook): a few seconds instead of minutes.
# Needs the release binary (.build/release/archlint, or ARCHLINT=PATH). A missing tool (swift,
# git, python3, pre-commit that pip cannot install) skips its part with a note.
# Ends with `install paths: N passed, M failed`; exit status 1 when a check failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repository="$PWD"

quick=0
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "test-install-paths: unknown argument '$argument' (see --help)" >&2; exit 2 ;;
    esac
done

passed=0 failed=0 skipped=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAILED: $1"; failed=$((failed + 1)); }
skip() { echo "skipped: $1"; skipped=$((skipped + 1)); }
finish() {
    echo "install paths: $passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
    exit $?
}
# expect STATUS PATTERN LOG DESCRIPTION: the command exited STATUS ("nonzero" for any failure)
# and its log holds PATTERN (grep -E; empty for none).
expect() {
    local wanted="$1" got="$2" pattern="$3" log="$4" description="$5"
    if { [ "$wanted" = nonzero ] && [ "$got" -ne 0 ] || [ "$wanted" = "$got" ]; } \
            && { [ -z "$pattern" ] || grep -qE -- "$pattern" "$log"; }; then
        pass "$description"
    else
        echo "--- exit $got (expected $wanted${pattern:+, and output matching $pattern}); last lines of the output:"
        tail -n 25 "$log" | sed 's/^/    /'
        fail "$description"
    fi
}

for tool in git python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-install-paths: $tool is not installed; nothing can be tested"
        skip "everything (no $tool)"
        finish
    fi
done
archlint="${ARCHLINT:-$repository/.build/release/archlint}"
if [ ! -x "$archlint" ]; then
    echo "test-install-paths: no archlint binary at $archlint; build it first (swift build -c release) or set ARCHLINT"
    skip "everything (no archlint binary)"
    finish
fi
archlint="$(cd "$(dirname "$archlint")" && pwd)/$(basename "$archlint")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "==> archlint's repository, as a user would clone it: $work/archlint"
{ read -r commit; read -r tip; } < <(Scripts/snapshot-repository.sh "$work/archlint")
remote="$work/archlint"
echo "    pinned commit $commit, tip of main $tip"

# A project to lint: one scene with one planted error (presenter-state), and its configuration.
new_project() {
    mkdir -p "$1/Sources/App/Login"
    cp "$repository/Scripts/install-paths/LoginPresenter.swift" "$1/Sources/App/Login/"
    echo '{"extends": ["viper"]}' >"$1/.archlint.json"
}
fix_project() {
    sed -i.bak 's/    var attempts = 0/    let attempts = 0/; s/        attempts += 1//' "$1/Sources/App/Login/LoginPresenter.swift"
    rm -f "$1/Sources/App/Login/LoginPresenter.swift.bak"
}

# 1. SwiftPM ------------------------------------------------------------------------------------
swiftpm_manifest() { # DEPENDENCY → Package.swift of a sample package using both plugins
    cat <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [
        $1,
    ],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]),
    ]
)
SWIFT
}
if ! command -v swift >/dev/null 2>&1; then
    skip "SwiftPM dependency (no swift on the PATH)"
else
    for form in "branch: \"main\"" "revision: \"$commit\""; do
        sample="$work/swiftpm-$(cut -d: -f1 <<<"$form")"
        new_project "$sample"
        swiftpm_manifest ".package(url: \"file://$remote\", $form)" >"$sample/Package.swift"
        status=0
        (cd "$sample" && swift package resolve </dev/null >"$work/resolve.log" 2>&1 \
            && swift package show-dependencies </dev/null >>"$work/resolve.log" 2>&1) || status=$?
        expect 0 "$status" "archlint" "$work/resolve.log" "SwiftPM: .package(url:, $form) resolves"
    done
    if [ "$quick" -eq 1 ]; then
        skip "SwiftPM: path: dependency with both plugins (--quick)"
    else
        sample="$work/swiftpm-path"
        new_project "$sample"
        swiftpm_manifest ".package(path: \"$remote\")" >"$sample/Package.swift"
        echo "==> SwiftPM path: dependency: swift package archlint (compiles archlint for the plugin)"
        status=0
        (cd "$sample" && swift package archlint </dev/null >"$work/command.log" 2>&1) || status=$?
        expect nonzero "$status" "LoginPresenter.swift:9:5: error: .*\[presenter-state\]" "$work/command.log" \
            "SwiftPM: swift package archlint reports the planted finding and fails"
        status=0
        (cd "$sample" && swift package archlint --target App --format sarif </dev/null >"$work/plugin.sarif" 2>"$work/command.err") || status=$?
        if python3 Scripts/validate-sarif.py "$work/plugin.sarif" >"$work/validate.log" 2>&1; then
            pass "SwiftPM: swift package archlint --target App --format sarif > FILE writes valid SARIF"
        else
            cat "$work/validate.log" "$work/command.err" | tail -n 20
            fail "SwiftPM: swift package archlint --format sarif > FILE"
        fi
        echo "==> SwiftPM path: dependency: swift build (the build-tool plugin)"
        status=0
        (cd "$sample" && swift build </dev/null >"$work/build.log" 2>&1) || status=$?
        expect nonzero "$status" "\[presenter-state\]" "$work/build.log" \
            "SwiftPM: swift build lints App with the build-tool plugin and fails on the finding"
        fix_project "$sample"
        status=0
        (cd "$sample" && swift build </dev/null >"$work/build.log" 2>&1) || status=$?
        expect 0 "$status" "" "$work/build.log" "SwiftPM: swift build passes once the finding is fixed"
    fi
fi

# 2. pre-commit ---------------------------------------------------------------------------------
pre_commit=""
if command -v pre-commit >/dev/null 2>&1; then
    pre_commit="$(command -v pre-commit)"
else
    echo "==> installing pre-commit with pip (into a virtual environment)"
    if python3 -m venv "$work/venv" >/dev/null 2>&1 \
            && "$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check pre-commit >"$work/pip.log" 2>&1; then
        pre_commit="$work/venv/bin/pre-commit"
    else
        tail -n 5 "$work/pip.log" 2>/dev/null || true
    fi
fi
if [ -z "$pre_commit" ]; then
    skip "pre-commit (not installed, and pip could not install it)"
else
    project="$work/precommit-project"
    new_project "$project"
    hooks="      - id: archlint-system"
    if [ "$quick" -eq 1 ] || ! command -v swift >/dev/null 2>&1; then
        skip "pre-commit: the archlint hook, which builds archlint with SwiftPM (--quick, or no swift)"
    else
        hooks="      - id: archlint
$hooks"
    fi
    cat >"$project/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $remote
    rev: $commit
    hooks:
$hooks
YAML
    git -C "$project" init --quiet
    git -C "$project" add --all
    export PRE_COMMIT_HOME="$work/pre-commit-cache"
    # archlint-system finds archlint on the PATH; the archlint hook puts its own build first.
    run_pre_commit() { (cd "$project" && PATH="$(dirname "$archlint"):$PATH" "$pre_commit" run --all-files --color never </dev/null >"$work/pre-commit.log" 2>&1); }
    echo "==> pre-commit run --all-files (rev: $commit; the archlint hook builds archlint in release)"
    status=0; run_pre_commit || status=$?
    expect 1 "$status" "\[presenter-state\]" "$work/pre-commit.log" "pre-commit: the hooks report the planted finding and fail"
    if grep -q "^archlint\.\.\.*Failed" "$work/pre-commit.log"; then
        pass "pre-commit: the archlint hook (built from a fresh clone with swift build -c release) ran"
    elif [[ "$hooks" == *"id: archlint"$'\n'* ]]; then
        fail "pre-commit: the archlint hook did not run (see above)"
    fi
    rm "$project/.archlint.json"; git -C "$project" add --all
    status=0; run_pre_commit || status=$?
    expect 1 "$status" "no \.archlint\.json|require-config" "$work/pre-commit.log" \
        "pre-commit: --require-config fails a repository without .archlint.json"
    new_project "$project"; fix_project "$project"; git -C "$project" add --all
    status=0; run_pre_commit || status=$?
    expect 0 "$status" "Passed" "$work/pre-commit.log" "pre-commit: the hooks pass once the finding is fixed"
    unset PRE_COMMIT_HOME
fi

# 3. The GitHub workflow's own scripts ------------------------------------------------------------
workflow=docs/github-workflow.yml
step() { python3 Scripts/check-workflow.py --extract-step "$1" "$workflow" >"$work/step.sh"; }
if ! python3 -c 'import yaml' 2>/dev/null && ! python3 Scripts/check-workflow.py --extract-step Lint "$workflow" >/dev/null 2>&1; then
    skip "the GitHub workflow's scripts (no PyYAML)"
    finish
fi
runner="$work/runner"
mkdir -p "$runner/temp" "$runner/home"
export RUNNER_TEMP="$runner/temp" GITHUB_OUTPUT="$runner/output" ARCHLINT_REPOSITORY="file://$remote"
for ref in main "$commit" no-such-branch; do
    : >"$GITHUB_OUTPUT"
    step "Resolve archlint's commit"
    status=0
    ARCHLINT_REF="$ref" bash -e "$work/step.sh" >"$work/step.log" 2>&1 || status=$?
    case "$ref" in
        main) wanted=0 expected="commit=$tip" ;;
        no-such-branch) wanted=1 expected="" ;;
        *) wanted=0 expected="commit=$commit" ;;
    esac
    if [ "$status" -eq "$wanted" ] && { [ -z "$expected" ] || grep -qx "$expected" "$GITHUB_OUTPUT"; }; then
        pass "workflow: ARCHLINT_REF=$ref resolves to ${expected:-an error}"
    else
        cat "$work/step.log" "$GITHUB_OUTPUT"
        fail "workflow: ARCHLINT_REF=$ref (exit $status)"
    fi
done
# The build step with a stand-in `swift` that checks its arguments and the fetched commit, and
# puts the release binary where `swift build` would.
mkdir -p "$runner/bin"
cat >"$runner/bin/swift" <<SH
#!/usr/bin/env bash
set -euo pipefail
[ "\$*" = "build -c release -Xswiftc -static-executable --package-path $RUNNER_TEMP/archlint" ] || { echo "unexpected: swift \$*" >&2; exit 3; }
[ "\$(git -C "$RUNNER_TEMP/archlint" rev-parse HEAD)" = "$commit" ] || { echo "not the pinned commit" >&2; exit 4; }
[ -f "$RUNNER_TEMP/archlint/Package.swift" ] || { echo "no Package.swift" >&2; exit 5; }
mkdir -p "$RUNNER_TEMP/archlint/.build/release"
cp "$archlint" "$RUNNER_TEMP/archlint/.build/release/archlint"
SH
chmod +x "$runner/bin/swift"
step "Build archlint"
status=0
HOME="$runner/home" COMMIT="$commit" PATH="$runner/bin:$PATH" bash -e "$work/step.sh" >"$work/step.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] && [ -x "$runner/home/.cache/archlint/bin/archlint" ]; then
    pass "workflow: the build step fetches the pinned commit (not a branch tip) and installs ~/.cache/archlint/bin/archlint"
else
    cat "$work/step.log"
    fail "workflow: the build step (exit $status)"
fi
project="$work/workflow-project"
new_project "$project"
step "Lint"
status=0
(cd "$project" && HOME="$runner/home" bash -e "$work/step.sh" >"$work/step.log" 2>&1) || status=$?
if [ "$status" -eq 1 ] && grep -q "\[presenter-state\]" "$work/step.log" \
        && grep -q "^::error file=Sources/App/Login/LoginPresenter.swift,line=9" "$project/archlint-annotations.txt" \
        && python3 Scripts/validate-sarif.py "$project/archlint.sarif" >"$work/validate.log" 2>&1; then
    pass "workflow: the lint step exits 1 on the finding, with valid SARIF and annotations for the fork case"
else
    cat "$work/step.log" "$work/validate.log" 2>/dev/null | tail -n 20
    fail "workflow: the lint step (exit $status)"
fi
rm "$project/.archlint.json"
status=0
(cd "$project" && HOME="$runner/home" bash -e "$work/step.sh" >"$work/step.log" 2>&1) || status=$?
expect 2 "$status" "" "$work/step.log" "workflow: the lint step fails (exit 2) on a project without .archlint.json (--require-config)"
finish
