#!/usr/bin/env python3
"""Regenerates the generated parts of schemas/archlint.schema.json, so editors complete every
rule id, option and pack: the rules from the rule catalog, the pack names from Rules/*.json.
Run after adding a rule, an option or a pack (Scripts/regenerate.sh does):
    swift build && python3 Scripts/update-schema.py .build/debug/archlint"""
import json
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build/debug/archlint")
rules = json.loads(subprocess.run([binary, "rules", "--format", "json"], check=True, capture_output=True, text=True).stdout)
string_array = {"type": "array", "items": {"type": "string"}}
kinds = {
    "a boolean": {"type": "boolean"},
    "a whole number of at least 1": {"type": "integer", "minimum": 1},
    "an array of strings": string_array,
    "an array of glob patterns": {"type": "array", "items": {"type": "string", "minLength": 1}},
    "an array of [from, to] string pairs": {"type": "array", "items": {**string_array, "minItems": 2, "maxItems": 2}},
    "an array of {from, forbid} objects": {
        "type": "array",
        "items": {"type": "object", "properties": {"from": string_array, "forbid": string_array}, "additionalProperties": False},
    },
}
schema_path = root / "schemas/archlint.schema.json"
schema = json.loads(schema_path.read_text(encoding="utf-8"))
properties = {}
for rule in rules:
    options = {"severity": {"$ref": "#/definitions/severity"}}
    for option in rule["options"]:
        options[option["name"]] = {"description": option["summary"], **kinds[option["type"]]}
    properties[rule["id"]] = {
        "description": rule["summary"],
        "oneOf": [{"$ref": "#/definitions/severity"}, {"type": "object", "properties": options, "additionalProperties": False}],
    }
schema["properties"]["rules"]["properties"] = properties
schema["definitions"]["packName"]["enum"] = sorted(path.stem for path in (root / "Rules").glob("*.json"))
schema_path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
