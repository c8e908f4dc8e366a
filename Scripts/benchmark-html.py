#!/usr/bin/env python3
"""The HTML report at scale: its size, the time archlint takes to write it, and the time
headless Chromium takes to open it and run its script.

    python3 Scripts/benchmark-html.py [--archlint .build/release/archlint] [--files 5000] [FOLDER ...]

Generates an SVIP app of about `--files` Swift files (Scripts/generate-app.py, two violations
per scene) and lints it, and each FOLDER given (a corpus), with `--format html --timing`;
prints per project the files, findings, page size, archlint's `report` phase and its total,
and the browser's load-to-interactive time (when a Chromium is installed). Fails when a page
is 5 MB or more."""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 5_000_000
# Files per scene of a generated SVIP app (its EXPECTED.txt does not say; counted once).
FILES_PER_SCENE = 9


def measure(archlint, folder, out, browser):
    html = os.path.join(out, os.path.basename(folder.rstrip("/")) + ".html")
    started = time.time()
    run = subprocess.run([archlint, "lint", "--timing", "--format", "html", "--output", html, "."], cwd=folder,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=3600)
    wall = time.time() - started
    report = re.search(r"^\s*report\s+([\d.]+)", run.stderr, re.M)
    files = re.search(r"in (\d+) files? checked", run.stderr)
    findings = re.search(r"archlint: (.*?) in \d+ files? checked", run.stderr)
    size = os.path.getsize(html)
    line = (f"{os.path.basename(folder.rstrip('/')):<24} {files.group(1) if files else '?':>6} files  "
            f"{findings.group(1) if findings else '?':<28} {size / 1e6:6.2f} MB  report {float(report.group(1)) if report else 0:7.0f} ms  "
            f"lint total {wall:6.1f} s")
    if browser:
        browser.open("file://" + html)
        ready = browser.evaluate("document.documentElement.getAttribute('data-ready')") == "true"
        loaded = browser.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
        errors = browser.errors()
        line += f"  browser {loaded:5.0f} ms{'' if ready else ' (script did not finish)'}{' errors: ' + str(errors) if errors else ''}"
    print(line, flush=True)
    return size < LIMIT


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--archlint", default=os.path.join(ROOT, ".build/release/archlint"))
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("folders", nargs="*")
    args = parser.parse_args()
    archlint = os.path.abspath(args.archlint)
    browser = cdp.Browser() if cdp.find_chromium() else None
    if not browser:
        print("note: no Chromium here; the browser's time is not measured")
    ok = True
    try:
        with tempfile.TemporaryDirectory() as out:
            app = os.path.join(out, "generated-svip")
            scenes = max(1, round(args.files / FILES_PER_SCENE))
            subprocess.run([sys.executable, os.path.join(ROOT, "Scripts/generate-app.py"), app, "--scenes", str(scenes),
                            "--pattern", "svip", "--violations", "2"], check=True, stdout=subprocess.DEVNULL)
            for folder in [app] + args.folders:
                ok = measure(archlint, os.path.abspath(folder), out, browser) and ok
    finally:
        if browser:
            browser.close()
    if not ok:
        print(f"error: a page is {LIMIT / 1e6:.0f} MB or more")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
