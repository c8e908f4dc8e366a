#!/usr/bin/env python3
"""Validate SARIF files against the official SARIF 2.1.0 JSON schema.

Usage: Scripts/validate-sarif.py [--schema SCHEMA.json] FILE.sarif ...

The schema is the official OASIS SARIF 2.1.0 schema (errata 01): by default the copy this
repository keeps, schemas/sarif-schema-2.1.0.json, found beside this script wherever the clone
is; `--schema FILE` (or the SARIF_SCHEMA environment variable) names another copy. Besides the
schema, it checks what GitHub code scanning relies on:
URIs are valid RFC 3986 references, each result's ruleId/ruleIndex names a rule of the
driver, every result has a physical location with a 1-based region, and fingerprints are
unique within a run. Installs the `jsonschema` package with pip when it is missing.
Exit status: 0 all files valid, 1 a file is invalid, 2 usage or set-up error.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.normpath(os.path.join(HERE, os.pardir, "schemas", "sarif-schema-2.1.0.json"))
SCHEMA_URL = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

# RFC 3986 URI-reference characters: unreserved, reserved and percent-encoded octets only.
URI_REFERENCE = re.compile(r"^(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$")


def import_jsonschema():
    """Imports jsonschema, installing it when missing: with pip into this Python (or the
    user's site), or, where the system Python is externally managed (PEP 668), into a
    virtual environment under ~/.cache/archlint that the script then re-runs itself in."""
    try:
        import jsonschema
        return jsonschema
    except ImportError:
        pass
    print("validate-sarif: installing jsonschema with pip", file=sys.stderr)
    quiet = ["--quiet", "--disable-pip-version-check"]
    for extra in ([], ["--user"]):
        if subprocess.call([sys.executable, "-m", "pip", "install", *quiet, *extra, "jsonschema"],
                           stderr=subprocess.DEVNULL) == 0:
            import importlib
            import site
            site.addsitedir(site.getusersitepackages())
            importlib.invalidate_caches()
            try:
                import jsonschema
                return jsonschema
            except ImportError:
                pass
    if os.environ.get("ARCHLINT_SARIF_VENV") != "1":
        cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        venv = os.path.join(cache, "archlint", "sarif-venv")
        python = os.path.join(venv, "bin", "python3")
        if not os.path.exists(python):
            subprocess.call([sys.executable, "-m", "venv", venv], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if os.path.exists(python) and subprocess.call([python, "-m", "pip", "install", *quiet, "jsonschema"]) == 0:
            environment = dict(os.environ, ARCHLINT_SARIF_VENV="1")
            sys.stdout.flush()
            os.execve(python, [python, os.path.abspath(__file__), *sys.argv[1:]], environment)
    print("validate-sarif: cannot install jsonschema; run: python3 -m pip install jsonschema", file=sys.stderr)
    sys.exit(2)


def walk(value, path="$"):
    """Yields (json-path, key, value) for every member of every object."""
    if isinstance(value, dict):
        for key, member in value.items():
            yield path, key, member
            yield from walk(member, f"{path}.{key}")
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from walk(element, f"{path}[{index}]")


def extra_checks(document):
    problems = []
    for path, key, value in walk(document):
        if key in ("uri", "informationUri", "helpUri") and isinstance(value, str) and not URI_REFERENCE.match(value):
            problems.append(f"{path}.{key}: not a valid URI reference: {value!r}")
    for run_index, run in enumerate(document.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        ids = [rule.get("id") for rule in rules]
        base_ids = run.get("originalUriBaseIds", {})
        fingerprints = set()
        for result_index, result in enumerate(run.get("results", [])):
            where = f"$.runs[{run_index}].results[{result_index}]"
            rule_id, rule_index = result.get("ruleId"), result.get("ruleIndex")
            if rule_index is not None and (rule_index >= len(ids) or ids[rule_index] != rule_id):
                problems.append(f"{where}: ruleIndex {rule_index} is not rule {rule_id!r}")
            if rule_id is not None and rule_id not in ids:
                problems.append(f"{where}: ruleId {rule_id!r} is not among tool.driver.rules")
            locations = result.get("locations") or []
            if not locations or "physicalLocation" not in locations[0]:
                problems.append(f"{where}: no physical location")
                continue
            physical = locations[0]["physicalLocation"]
            base = physical.get("artifactLocation", {}).get("uriBaseId")
            if base is not None and base not in base_ids:
                problems.append(f"{where}: uriBaseId {base!r} is not in run.originalUriBaseIds")
            region = physical.get("region", {})
            if region.get("startLine", 0) < 1:
                problems.append(f"{where}: region without a 1-based startLine")
            if "endLine" in region and region["endLine"] < region.get("startLine", 1):
                problems.append(f"{where}: endLine before startLine")
            if region.get("endLine") == region.get("startLine") and "endColumn" in region \
                    and region["endColumn"] < region.get("startColumn", 1):
                problems.append(f"{where}: endColumn before startColumn")
            for key, value in (result.get("partialFingerprints") or {}).items():
                if (key, value) in fingerprints:
                    problems.append(f"{where}: partialFingerprints {key}={value} is not unique")
                fingerprints.add((key, value))
    return problems


def main():
    parser = argparse.ArgumentParser(description="Validate SARIF 2.1.0 files.")
    parser.add_argument("--schema", default=os.environ.get("SARIF_SCHEMA", DEFAULT_SCHEMA),
                        help="the SARIF 2.1.0 JSON schema (default: %(default)s)")
    parser.add_argument("files", nargs="+", metavar="FILE")
    arguments = parser.parse_args()
    if not os.path.isfile(arguments.schema):
        print(f"validate-sarif: no SARIF schema at {arguments.schema}.\n"
              f"  Download the official one, {SCHEMA_URL},\n"
              f"  and pass it with --schema FILE (or set SARIF_SCHEMA=FILE).", file=sys.stderr)
        return 2
    jsonschema = import_jsonschema()
    try:
        with open(arguments.schema, encoding="utf-8") as handle:
            schema = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"validate-sarif: cannot read the schema {arguments.schema}: {error}", file=sys.stderr)
        return 2
    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft4Validator)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    status = 0
    for name in arguments.files:
        try:
            with open(name, "rb") as handle:
                document = json.loads(handle.read().decode("utf-8"))
        except (OSError, ValueError) as error:
            print(f"{name}: invalid: not UTF-8 JSON: {error}")
            status = 1
            continue
        problems = [f"{'/'.join(str(part) for part in error.absolute_path) or '(root)'}: {error.message}"
                    for error in sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))]
        problems += extra_checks(document)
        if problems:
            status = 1
            print(f"{name}: invalid ({len(problems)} problems)")
            for problem in problems[:50]:
                print(f"  {problem}")
        else:
            results = sum(len(run.get("results", [])) for run in document.get("runs", []))
            print(f"{name}: valid SARIF {document.get('version')} ({results} results)")
    return status


if __name__ == "__main__":
    sys.exit(main())
