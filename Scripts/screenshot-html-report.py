#!/usr/bin/env python3
"""The HTML report's pictures in docs/: headless Chromium opens the report of two examples and
photographs it, a red edge chosen so the panel lists its findings.

    python3 Scripts/screenshot-html-report.py [--archlint .build/debug/archlint]

Writes docs/images/html-report-viper.png (light) and docs/images/html-report-clean-swift-dark.png
(dark). Standard library only (Scripts/cdp.py)."""

import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = [("viper", "html-report-viper.png", False), ("clean-swift", "html-report-clean-swift-dark.png", True)]

# Choose the first red edge of the picture shown, as a click would.
CHOOSE_RED_EDGE = """(() => {
  const figure = [...document.querySelectorAll('figure')].find(f => !f.hidden);
  const edge = figure && figure.querySelector('a.edge.bad');
  if (edge) edge.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  window.scrollTo(0, document.getElementById('architecture').offsetTop - 8);
  return !!edge;
})()"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--archlint", default=os.path.join(ROOT, ".build/debug/archlint"))
    args = parser.parse_args()
    if not cdp.find_chromium():
        print("error: no Chromium (apt-get install chromium)")
        return 2
    images = os.path.join(ROOT, "docs", "images")
    os.makedirs(images, exist_ok=True)
    browser = cdp.Browser()
    try:
        with tempfile.TemporaryDirectory() as out:
            for example, image, dark in SHOTS:
                html = os.path.join(out, example + ".html")
                subprocess.run([os.path.abspath(args.archlint), "lint", "--quiet", "--format", "html", "--output", html, "."],
                               cwd=os.path.join(ROOT, "Examples", example), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
                browser.open("file://" + html)
                if not browser.evaluate(CHOOSE_RED_EDGE):
                    print(f"note: {example}: no red edge in the first picture")
                browser.screenshot(os.path.join(images, image), 1200, 760, dark=dark)
                print(f"wrote docs/images/{image}")
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
