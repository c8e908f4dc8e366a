#!/usr/bin/env bash
# Adversarial inputs against a release build: each case's generator writes a small project at two
# sizes (N and 4N), archlint lints it, and the run must end (within TIMEOUT seconds, default 20)
# with exit 0, 1 or 2. A crash, a kill or a timeout fails the script. The times printed side by side
# show whether the cost grows with N or with its square. See README.md beside it for each case.
#
#   Scripts/adversarial/run.sh [CASE ...]      default: every case below
#
# Environment: ARCHLINT (default .build/release/archlint), TIMEOUT (default 20).
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN=${ARCHLINT:-.build/release/archlint}
TIMEOUT=${TIMEOUT:-20}
HERE=Scripts/adversarial

# case | generator arguments (N: the size, OUT: the folder to write) | N | archlint's arguments (default: lint .)
CASES=(
    "alias_chain|N OUT|5000|"
    "alias_composition|N OUT|2500|"
    "glob_braces|N OUT s|10000|"
    "glob_braces|N OUT n|10000|"
    "extends_diamond|N OUT|20|"
    "extends_repeat|N 100000 OUT|1000|"
    "nested_types|N OUT|50000|"
    "nested_scope_walk|N OUT|5000|"
    "nested_inherit_walk|N OUT|10000|"
    "available_parens|N OUT a|75000|"
    "available_parens|N OUT p|75000|"
    "suppress_next|N OUT|20000|"
    "one_line_findings|N OUT|20000|lint . --format sarif"
    "manifest_dirs|N OUT|5000|"
    "suggest_editdistance|N OUT|10000|"
    "presenter_chain|N OUT Presenter|10000|"
    "presenter_chain|N OUT Interactor|10000|"
    "presenter_chain|N OUT Presenter viper-swiftui|10000|"
    "presenter_chain|N OUT ViewController viper|10000|"
    "datastore_chain|N OUT|5000|"
    "concrete_chain|N OUT|5000|"
    "if_paren|N OUT|20000|"
    "pound_run|N OUT|40000|"
    "module_cycle_hub|N OUT|10000|"
    "shadowed_locals|N OUT|5000|"
    "graph_import_findings|N OUT|40000|graph . --level module --format dot"
    "layer_modules|N OUT|2500|"
    "layer_modules|N OUT|2500|graph . --level module"
    "one_line_nonascii|N OUT|5000|lint . --format sarif"
    "suppress_regions|N OUT region|5000|"
    "suppress_regions|N OUT file|5000|"
    "suppress_regions|N OUT rules|5000|"
    "dump_nested_refs|N OUT|2000|dump . --format json"
    "attr_angle_params|N OUT|20000|"
    "many_roles|N OUT types|5000|"
    "many_roles|N OUT protocols|5000|"
    "config_modules_wild|N OUT modules|2500|"
    "config_modules_wild|N OUT exclude|2500|"
    "many_bans|N OUT imports|2500|"
    "many_bans|N OUT roles|2500|"
    "datastore_protocol_chain|N OUT|2500|"
    "dto_name_globs|N OUT|2000|"
    "one_line_directives|N OUT|10000|"
    "roles_shared_super|N OUT|2000|"
    "datastore_names_chain|N OUT|2500|"
    "raw_triple|N OUT|20000|"
    "link_readahead|N OUT|500|"
    "constructed_target|N OUT|25000|"
    "view_writes|N OUT|20000|"
    "generic_params|N OUT|25000|"
    "manifest_targets|N OUT|25000|"
    "many_methods_calls|N OUT|20000|"
    "deep_path_roles|N 1000 OUT|400|"
    "glob_long_pattern|N 20000 OUT|100|"
    "graph_modules|N OUT|5000|graph . --level module --format dot"
    "config_modules|N OUT modules|5000|"
    "config_modules|N OUT exclude|5000|"
    "config_modules|N OUT prefixed|5000|"
    "glob_crafted|N OUT bounded|1750|"
    "glob_crafted|N OUT over|1750|"
    "special_files|N OUT files|2000|"
    "special_files|N OUT config|2000|"
    "xcodeproj_large|N OUT|12500|"
    "xcodeproj_large|N OUT|12500|dump . --modules"
    "terminal_names|N OUT|2000|"
    "terminal_names|N OUT|2000|graph . --level type --format dot"
    "terminal_names|N OUT|2000|dump ."
    "external_links|N OUT|250|"
    "non_utf8_names|N OUT|500|lint . --format sarif"
    "config_not_json|N OUT word|1000000|"
    "config_not_json|N OUT lines|100000|"
    "config_not_json|N OUT binary|1000000|"
    "deep_folders|N OUT|10|lint . --strict"
    "held_scene_types|N OUT|5000|"
    "keychain_protocols|N OUT|1000|"
    "routers_one_line|N OUT reads|5000|"
    "routers_one_line|N OUT locator|2000|"
    "routers_one_line|N OUT output|5000|"
    "scene_views|N OUT folder|2000|"
    "scene_views|N OUT cycle|2000|"
    "nav_helpers|N OUT|5000|"
)

if [[ ! -x $BIN ]]; then
    echo "adversarial: no binary at $BIN (swift build -c release)" >&2
    exit 2
fi
# Each case runs in its own folder: the binary by its absolute path.
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
printf "%-22s %-24s %9s %5s %9s %5s\n" case mode "N s" exit "4N s" exit
for entry in "${CASES[@]}"; do
    IFS='|' read -r name arguments size command <<< "$entry"
    if [[ $# -gt 0 && ! " $* " =~ " $name " ]]; then continue; fi
    mode=$(echo " $arguments " | sed 's/ N / /; s/ OUT / /' | xargs)
    row=$(printf "%-22s %-24s" "$name" "$mode")
    for n in "$size" $((4 * size)); do
        dir="$WORK/$name-$n"
        generator_arguments=${arguments/N/$n}
        # shellcheck disable=SC2086
        python3 "$HERE/$name.py" ${generator_arguments/OUT/$dir} >/dev/null
        # Without a configuration no rule runs, and references are not even gathered.
        [[ -e $dir/.archlint.json ]] || echo '{"extends": ["viper"]}' > "$dir/.archlint.json"
        start=${EPOCHREALTIME/,/.}
        # shellcheck disable=SC2086
        (cd "$dir" && timeout "$TIMEOUT" "$BIN" ${command:-lint .} >/dev/null 2>&1)
        code=$?
        seconds=$(awk -v s="$start" -v e="${EPOCHREALTIME/,/.}" 'BEGIN { printf "%.2f", e - s }')
        row+=$(printf " %9s %5s" "$seconds" "$code")
        if [[ $code -gt 2 ]]; then status=1; row+=" <- FAILED"; fi
        rm -rf "$dir"
    done
    echo "$row"
done
exit $status
