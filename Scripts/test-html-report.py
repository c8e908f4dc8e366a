#!/usr/bin/env python3
"""The HTML report in a real browser: for each example app (and a project whose paths are
hostile markup), `archlint lint --format html` and `--format json` of the same run; headless
Chromium opens the page and this checks that it loads without console errors and becomes
interactive, that its counts equal the JSON report's, that a click on a red edge lists exactly
that edge's findings, that a node opened with the keyboard shows its types, that the filters
count right, and that hostile names stay text.

    python3 Scripts/test-html-report.py [--archlint .build/debug/archlint]

Standard library only (Scripts/cdp.py speaks the DevTools protocol). Without a Chromium it
says so and skips; the last line is `html-report: N passed, M failed[, K skipped]`."""

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOSTILE = "</style><script>window.pwned=1</script>&amp;\"'<!--]]>"

passed = failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"  FAIL {what}")


def reports(archlint, folder, out):
    html, js = os.path.join(out, "report.html"), os.path.join(out, "report.json")
    subprocess.run([archlint, "lint", "--quiet", "--format", "html", "--output", html, "--format", "json", "--output", js, "."],
                   cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    with open(js) as file:
        return html, json.load(file)


# The first red edge of the picture shown, a point of it in viewport coordinates (the picture scrolled into view).
RED_EDGE = """(() => {
  const figure = [...document.querySelectorAll('figure')].find(f => !f.hidden && f.querySelector('a.edge.bad'));
  if (!figure) return null;
  const edge = figure.querySelector('a.edge.bad');
  edge.scrollIntoView({block: 'center'});
  // A point of the edge a person can click: along the curve, the first not under a node.
  const path = edge.querySelector('path.hit');
  const matrix = path.getScreenCTM();
  let x = 0, y = 0;
  for (let step = 1; step < 20; step++) {
    const point = path.getPointAtLength(path.getTotalLength() * ((step * 7) % 20) / 20);
    x = point.x * matrix.a + point.y * matrix.c + matrix.e;
    y = point.x * matrix.b + point.y * matrix.d + matrix.f;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest('a.edge') === edge) break;
  }
  return {x: x, y: y,
          rows: edge.getAttribute('data-rows').split(' ').filter(Boolean).map(id => {
            const row = document.getElementById(id);
            return [row.getAttribute('data-rule'), row.querySelector('td:nth-child(4) a').textContent];
          }),
          label: edge.getAttribute('aria-label')};
})()"""

PANEL_ITEMS = """[...document.querySelectorAll('.panel')].flatMap(p => [...p.querySelectorAll('ul.edge-findings > li')])
  .map(li => [li.querySelector('code').textContent, li.querySelector('a').textContent])"""


def check_report(browser, name, html, data):
    print(f"== {name}")
    browser.open("file://" + html)
    check(browser.evaluate("document.documentElement.getAttribute('data-ready')") == "true", f"{name}: the script ran to its end")
    timing = browser.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
    size = os.path.getsize(html)
    print(f"  {size:,} bytes, interactive after {timing:.0f} ms")
    check(timing < 2000, f"{name}: interactive in under 2 s ({timing:.0f} ms)")
    check(browser.evaluate("window.pwned === undefined"), f"{name}: no injected script ran")
    reported = [f for f in data["findings"] if not f.get("suppressed")]
    summary = data["summary"]
    for key, element in (("errors", "count-errors"), ("warnings", "count-warnings"), ("notes", "count-notes"),
                         ("suppressed", "count-suppressed"), ("filesChecked", "count-files")):
        shown = browser.evaluate(f"Number(document.getElementById('{element}').textContent)")
        check(shown == summary[key], f"{name}: {key} on the page {shown}, in the JSON {summary[key]}")
    rows = browser.evaluate("document.querySelectorAll('#findings-table tbody tr').length")
    check(rows == len(reported), f"{name}: {rows} rows in the table, {len(reported)} findings in the JSON")
    by_rule = collections.Counter(f["rule"] for f in reported)
    page_by_rule = browser.evaluate("""Object.fromEntries([...document.querySelectorAll('table.by-rule tbody tr')].map(r =>
        [r.getAttribute('data-rule'), [...r.querySelectorAll('td')].reduce((s, c) => s + Number(c.textContent), 0)]))""") or {}
    check(page_by_rule == dict(by_rule), f"{name}: per-rule counts {page_by_rule} vs the JSON's {dict(by_rule)}")
    # Filtering by each rule shows that rule's findings.
    for rule, count in sorted(by_rule.items()):
        shown = browser.evaluate(f"""(() => {{ const s = document.querySelector('select[data-filter=rule]');
            s.value = {json.dumps(rule)}; s.dispatchEvent(new Event('change'));
            return document.querySelectorAll('#findings-table tbody tr:not([hidden])').length; }})()""")
        check(shown == count, f"{name}: filter rule={rule} shows {shown}, the JSON has {count}")
    # The rule's button in the header filters the table to it.
    for rule, count in sorted(by_rule.items())[:1]:
        shown = browser.evaluate(f"""(() => {{ document.querySelector('table.by-rule tr[data-rule="{rule}"] button').click();
            return document.querySelectorAll('#findings-table tbody tr:not([hidden])').length; }})()""")
        check(shown == count, f"{name}: the button of {rule} shows {shown} rows, the JSON has {count}")
    browser.evaluate("document.querySelector('button.clear') && document.querySelector('button.clear').click()")

    red = browser.evaluate(RED_EDGE)
    if red is None:
        print("  (no red edge in the picture shown)")
    else:
        browser.click(red["x"], red["y"])
        listed = browser.evaluate(PANEL_ITEMS)
        check(len(listed) > 0, f"{name}: a click on the red edge {red['label']} lists its findings")
        check(sorted(map(tuple, listed)) == sorted(map(tuple, red["rows"])), f"{name}: the panel lists {listed}, the edge has {red['rows']}")
        rules = {rule for rule, _ in listed}
        check(all(rule in red["label"] for rule in rules), f"{name}: the edge's label names its rules {rules}")
        located = {(f['rule'], f"{f['path']}:{f['line']}") for f in reported}
        check(all(tuple(item) in located for item in listed), f"{name}: the edge's findings are findings of the JSON report")
        print(f"  red edge {red['label']}: {len(listed)} finding(s) listed")
    # A node with the keyboard: focus, Enter, the panel names it.
    node = browser.evaluate("""(() => { const figure = [...document.querySelectorAll('figure')].find(f => !f.hidden);
        const node = figure && figure.querySelector('a.node:not([data-open])'); if (!node) return null;
        node.focus(); return document.getElementById(node.getAttribute('data-detail')).getAttribute('data-title'); })()""")
    if node is not None:
        browser.press("Enter", "Enter", 13, "\r")
        title = browser.evaluate("[...document.querySelectorAll('.panel h3')].map(h => h.textContent).join('|')")
        check(node in title.split("|"), f"{name}: Enter on the node {node!r} shows it in the panel ({title!r})")
    # Every picture in the list can be shown.
    views = browser.evaluate("""[...document.querySelectorAll('select.view-picker')].map(s => [...s.options].every(o => {
        s.value = o.value; s.dispatchEvent(new Event('change'));
        return [...document.querySelectorAll('figure[data-arch="' + s.getAttribute('data-arch') + '"]')].filter(f => !f.hidden).length === 1;
      }))""")
    check(all(views), f"{name}: each view in the list shows one picture")
    errors = browser.errors()
    check(not errors, f"{name}: console errors {errors}")


def hostile_project(folder):
    """A VIPER scene whose folder and file names are markup; its findings carry them into the page."""
    scene = os.path.join(folder, HOSTILE.replace("/", "\u2215"))
    os.makedirs(scene)
    with open(os.path.join(folder, ".archlint.json"), "w") as file:
        file.write('{"extends": ["viper"]}\n')
    with open(os.path.join(scene, "Login&Presenter <b>.swift"), "w") as file:
        file.write("final class LoginPresenter {\n    var items: [String] = []\n    weak var view: LoginView?\n}\n")
    with open(os.path.join(scene, "LoginView.swift"), "w") as file:
        file.write("import UIKit\nfinal class LoginView: UIViewController {\n    var presenter: LoginPresenter!\n    var router: LoginRouter!\n}\n")
    with open(os.path.join(scene, "LoginRouter.swift"), "w") as file:
        file.write("final class LoginRouter {\n    var view: LoginView!\n}\n")
    with open(os.path.join(scene, "LoginInteractor.swift"), "w") as file:
        file.write("import UIKit\nfinal class LoginInteractor {\n    weak var presenter: LoginPresenter?\n}\n")


def many_modules_project(folder):
    """80 modules in two layers, one import against them: more than a picture draws."""
    names = [f"App{i}" for i in range(40)] + [f"Core{i}" for i in range(40)]
    targets = []
    for index, name in enumerate(names):
        os.makedirs(os.path.join(folder, "Sources", name))
        below = names[index + 1] if index + 1 < len(names) else None
        imports = (f"import {below}\n" if below else "") + ("import App0\n" if name == "Core0" else "")
        with open(os.path.join(folder, "Sources", name, name + ".swift"), "w") as file:
            file.write(imports + f"public struct {name}Thing {{}}\n")
        targets.append(f'        .target(name: "{name}", dependencies: [{json.dumps(below) if below else ""}]),')
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Many\", targets: [\n"
                   + "\n".join(targets) + "\n])\n")
    with open(os.path.join(folder, ".archlint.json"), "w") as file:
        file.write('{"extends": ["layered"], "layers": [{"name": "app", "modules": ["App*"]}, {"name": "core", "modules": ["Core*"]}]}\n')


def since_project(folder):
    """The viper example committed, then one back-reference made weak (fixed) and another made strong (new)."""
    shutil.copytree(os.path.join(ROOT, "Examples", "viper"), folder)
    git = ["git", "-C", folder, "-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "example"], check=True)
    for path, old, new in (("Newsreader/Modules/ArticleDetails/Router/ArticleDetailsRouter.swift",
                            "    var viewController: ArticleDetailsViewController?", "    weak var viewController: ArticleDetailsViewController?"),
                           ("Newsreader/Modules/NewsList/Presenter/NewsListPresenter.swift",
                            "    weak var view: NewsListViewInput?", "    var view: NewsListViewInput?")):
        with open(os.path.join(folder, path)) as file:
            text = file.read()
        check(old in text, f"since: {path} has {old.strip()!r}")
        with open(os.path.join(folder, path), "w") as file:
            file.write(text.replace(old, new, 1))


def check_since(browser, archlint, folder, out):
    """`lint --since HEAD --format html`: the table shows the new findings, the section counts new and fixed as `diff` does."""
    html, js = os.path.join(out, "since.html"), os.path.join(out, "since.json")
    subprocess.run([archlint, "lint", "--quiet", "--since", "HEAD", "--format", "html", "--output", html, "--format", "json", "--output", js, "."],
                   cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    with open(js) as file:
        data = json.load(file)
    diff = json.loads(subprocess.run([archlint, "diff", "HEAD", "--format", "json"], cwd=folder, capture_output=True, text=True, timeout=600).stdout)
    check_report(browser, "since", html, data)
    shown = browser.evaluate("""({new: Number(document.getElementById('since-new').textContent),
        fixed: Number(document.getElementById('since-fixed').textContent),
        rows: [...document.querySelectorAll('#since-rules tbody tr')].map(r => [...r.querySelectorAll('td')].map(c => c.textContent)),
        fixedRows: [...document.querySelectorAll('#since-fixed-list tbody tr')].map(r => r.querySelector('td code').textContent)})""")
    check(shown["new"] == len(diff["new"]) == len([f for f in data["findings"] if not f.get("suppressed")]),
          f"since: {shown['new']} new on the page, {len(diff['new'])} in diff, the table's findings the JSON's")
    check(shown["fixed"] == len(diff["fixed"]) == len(shown["fixedRows"]) > 0, f"since: {shown['fixed']} fixed on the page, {len(diff['fixed'])} in diff")
    expected = [[c["rule"], c["layer"] or "—", str(c["new"]), str(c["fixed"])] for c in diff["counts"]]
    check(shown["rows"] == expected, f"since: per rule and layer {shown['rows']}, diff has {expected}")
    # The section is reached from the header.
    browser.evaluate("document.querySelector('nav a[href=\"#since\"]').click()")
    check(browser.evaluate("location.hash") == "#since", "since: the header's link leads to the section")
    print(f"  since HEAD: {shown['new']} new, {shown['fixed']} fixed")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--archlint", default=os.path.join(ROOT, ".build/debug/archlint"))
    args = parser.parse_args()
    archlint = os.path.abspath(args.archlint)
    if not cdp.find_chromium():
        print("note: no Chromium here (apt-get install chromium); the HTML report's browser tests are skipped")
        print("html-report: 0 passed, 0 failed, 1 skipped")
        return 0
    browser = cdp.Browser()
    try:
        with tempfile.TemporaryDirectory() as out:
            for example in sorted(os.listdir(os.path.join(ROOT, "Examples"))):
                folder = os.path.join(ROOT, "Examples", example)
                if not os.path.isdir(folder):
                    continue
                target = os.path.join(out, example)
                os.makedirs(target)
                html, data = reports(archlint, folder, target)
                check_report(browser, example, html, data)
            # Every example in one run: one drawing per configuration.
            target = os.path.join(out, "all-examples")
            os.makedirs(target)
            html, data = reports(archlint, os.path.join(ROOT, "Examples"), target)
            check_report(browser, "all-examples", html, data)
            pickers = browser.evaluate("document.querySelectorAll('select.view-picker').length")
            check(pickers == len([e for e in os.listdir(os.path.join(ROOT, "Examples")) if os.path.isdir(os.path.join(ROOT, "Examples", e))]),
                  f"all-examples: one drawing per example ({pickers})")

            project = os.path.join(out, "hostile")
            hostile_project(project)
            html, data = reports(archlint, project, os.path.join(out, "hostile"))
            check(len(data["findings"]) > 0, "hostile: the project has findings")
            check_report(browser, "hostile", html, data)
            paths = browser.evaluate("[...document.querySelectorAll('#findings-table td:nth-child(4) a')].map(a => a.textContent)")
            check(any(HOSTILE.replace("/", "\u2215") in p for p in paths), f"hostile: the folder's name shows as text: {paths[:1]}")
            check(browser.evaluate("document.querySelectorAll('script').length") == 1, "hostile: the page has its one script only")
            check(browser.evaluate("document.querySelectorAll('style').length") == 1, "hostile: the page has its one style sheet only")

            project = os.path.join(out, "since-project")
            since_project(project)
            check_since(browser, archlint, project, out)

            project = os.path.join(out, "many-modules")
            os.makedirs(project)
            many_modules_project(project)
            html, data = reports(archlint, project, project)
            check_report(browser, "many-modules", html, data)
            # Drawn by cluster: Enter on the cluster `core` opens its own picture.
            browser.evaluate("""(() => { const s = document.getElementById('a0-view'); s.value = 'a0v1'; s.dispatchEvent(new Event('change'));
                [...document.querySelectorAll('figure[data-view=a0v1] a.node')].find(n => n.getAttribute('aria-label').startsWith('core,')).focus(); })()""")
            browser.press("Enter", "Enter", 13, "\r")
            shown = browser.evaluate("[document.getElementById('a0-view').value, [...document.querySelectorAll('figure')].filter(f => !f.hidden).map(f => f.getAttribute('data-view'))]")
            check(shown == ["a0v1c1", ["a0v1c1"]], f"many-modules: the cluster core opens its picture ({shown})")
            nodes = browser.evaluate("document.querySelectorAll('figure[data-view=a0v1c1] a.node').length")
            check(nodes == 40, f"many-modules: the picture of core draws its 40 modules ({nodes})")
    finally:
        browser.close()
    print(f"html-report: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
