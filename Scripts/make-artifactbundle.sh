#!/usr/bin/env bash
# Builds a SwiftPM artifact bundle with archlint's release binary, for a `.binaryTarget` that
# SwiftPM plugins run instead of compiling archlint from source (see "A release binary for the
# plugins" in docs/integrations.md):
#
#   archlint.artifactbundle/
#     info.json                                   schemaVersion 1.0, artifacts.archlint (executable)
#     archlint-VERSION-TRIPLE/bin/archlint        the binary, one folder per variant
#   archlint.artifactbundle.zip                   the same, zipped (when `zip` is installed)
#
# Usage: Scripts/make-artifactbundle.sh [--output DIR] [--binary PATH]
#   --output DIR   where to write the bundle (default: .build/artifactbundle)
#   --binary PATH  put this archlint binary in the bundle instead of building one
#
# On Linux the binary is the static executable the README's install builds
# (`swift build -c release -Xswiftc -static-executable`, in .build-static as .ci/run builds it):
# it runs on any x86_64 or arm64 Linux of the bundle's triple without a Swift toolchain. On
# macOS it is a universal binary (arm64 and x86_64). Prints the zip's SwiftPM checksum, for
# `.binaryTarget(name:url:checksum:)`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

output=.build/artifactbundle
binary=
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="${2:?--output needs a folder}"; shift 2 ;;
        --binary) binary="${2:?--binary needs a file}"; shift 2 ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "make-artifactbundle: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

if ! command -v swift >/dev/null 2>&1 && [ -z "$binary" ]; then
    echo "make-artifactbundle: no swift on the PATH; install a Swift 6 toolchain or pass --binary PATH" >&2
    exit 2
fi

# The triples the binary runs on: SwiftPM picks the variant whose supportedTriples hold the host's.
case "$(uname -s)" in
    Linux)
        triples=("$(uname -m | sed 's/^arm64$/aarch64/')-unknown-linux-gnu")
        if [ -z "$binary" ]; then
            echo "==> swift build -c release -Xswiftc -static-executable --scratch-path .build-static"
            swift build -c release -Xswiftc -static-executable --scratch-path .build-static </dev/null
            binary=.build-static/release/archlint
        fi
        ;;
    Darwin)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
        if [ -z "$binary" ]; then
            echo "==> swift build -c release --arch arm64 --arch x86_64"
            swift build -c release --arch arm64 --arch x86_64 </dev/null
            binary=.build/apple/Products/Release/archlint
        fi
        ;;
    *)
        echo "make-artifactbundle: $(uname -s) is not supported (Linux and macOS are)" >&2
        exit 2
        ;;
esac

if [ ! -x "$binary" ]; then
    echo "make-artifactbundle: $binary is not an executable file" >&2
    exit 2
fi
# "archlint 0.1.0" → 0.1.0; the binary says which version it is.
version="$("$binary" --version </dev/null | awk '{print $NF}')"
if [ -z "$version" ]; then
    echo "make-artifactbundle: $binary --version printed no version" >&2
    exit 2
fi

variant="archlint-$version-${triples[0]}"
[ "$(uname -s)" = Darwin ] && variant="archlint-$version-macos"
bundle="$output/archlint.artifactbundle"
rm -rf "$bundle" "$output/archlint.artifactbundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/archlint"
chmod 755 "$bundle/$variant/bin/archlint"

triples_json="$(printf '"%s", ' "${triples[@]}")"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "archlint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/archlint",
          "supportedTriples": [${triples_json%, }]
        }
      ]
    }
  }
}
JSON
echo "make-artifactbundle: wrote $bundle (archlint $version for ${triples[*]})"

if command -v zip >/dev/null 2>&1; then
    (cd "$output" && zip -qry archlint.artifactbundle.zip archlint.artifactbundle)
    echo "make-artifactbundle: wrote $output/archlint.artifactbundle.zip"
    if command -v swift >/dev/null 2>&1; then
        checksum="$(swift package compute-checksum "$output/archlint.artifactbundle.zip" 2>/dev/null </dev/null || true)"
        [ -n "$checksum" ] && echo "make-artifactbundle: checksum $checksum (for .binaryTarget(name:url:checksum:))"
    fi
else
    echo "make-artifactbundle: zip is not installed; the bundle is left unzipped (a .binaryTarget path may name the folder)"
fi
