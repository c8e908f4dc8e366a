#!/usr/bin/env python3
"""Check a GitHub Actions workflow file (by default docs/github-workflow.yml).

    Scripts/check-workflow.py [WORKFLOW.yml ...]
    Scripts/check-workflow.py --extract-step NAME WORKFLOW.yml   # print a step's `run:` script

Runs `actionlint` when it is on the PATH (it also runs shellcheck on `run:` scripts where
shellcheck is installed). Without it, or in addition, checks what this script can without the
network, with PyYAML (installed with pip when missing):

* the file is valid YAML with `on`, `jobs`, and in each job `runs-on` and `steps`;
* every `uses:` names a version (`owner/repo@ref`, or a local `./path`), and
  github/codeql-action is at its current major version (v4);
* every `${{ ... }}` is closed, with balanced parentheses and quotes inside, and reads only
  known contexts (github, env, steps, runner, ...) and known functions (always, hashFiles, ...);
* `steps.ID` in an expression names a step with that id that comes before it;
* `permissions` values are read, write or none;
* each `run:` script passes `bash -n` (and shellcheck when it is installed).

Exit status: 0 valid, 1 a problem was found, 2 usage or set-up error.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_WORKFLOW = os.path.join(HERE, os.pardir, "docs", "github-workflow.yml")

CONTEXTS = {"github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy",
            "matrix", "needs", "inputs"}
FUNCTIONS = {"always", "success", "failure", "cancelled", "hashFiles", "contains", "startsWith",
             "endsWith", "format", "join", "toJSON", "fromJSON"}
LITERALS = {"true", "false", "null"}
CURRENT_MAJOR = {"github/codeql-action": 4}


def load_yaml():
    try:
        import yaml
        return yaml
    except ImportError:
        pass
    print("check-workflow: installing PyYAML with pip", file=sys.stderr)
    for extra in ([], ["--user"]):
        if subprocess.call([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                            *extra, "pyyaml"], stderr=subprocess.DEVNULL) == 0:
            import importlib
            import site
            site.addsitedir(site.getusersitepackages())
            importlib.invalidate_caches()
            try:
                import yaml
                return yaml
            except ImportError:
                pass
    return None


def expressions(text):
    """Yields (expression, problem) for each ${{ ... }} in text; problem is None when well formed."""
    index = 0
    while True:
        start = text.find("${{", index)
        if start < 0:
            return
        end, depth, quote = start + 3, 0, False
        while end < len(text):
            char = text[end]
            if quote:
                if char == "'":
                    if text[end + 1:end + 2] == "'":
                        end += 1
                    else:
                        quote = False
            elif char == "'":
                quote = True
            elif char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
                if depth < 0:
                    break
            elif text.startswith("}}", end):
                break
            end += 1
        body = text[start + 3:end]
        if end >= len(text):
            yield body, "unclosed ${{"
            return
        if depth != 0 or quote:
            yield body, "unbalanced parentheses or quotes"
        else:
            yield body, None
        index = end + 2


def identifiers(expression):
    """The names an expression reads at the top level: context roots and called functions."""
    without_strings = re.sub(r"'(?:[^']|'')*'", "''", expression)
    for match in re.finditer(r"(?<![.\w-])([A-Za-z_][\w-]*)(\s*\()?", without_strings):
        yield match.group(1), bool(match.group(2))


def check_expression(expression, where, step_ids, problems):
    for name, called in identifiers(expression):
        if called:
            if name not in FUNCTIONS:
                problems.append(f"{where}: unknown function {name}() in ${{{{{expression}}}}}")
        elif name not in CONTEXTS and name not in LITERALS:
            problems.append(f"{where}: unknown context '{name}' in ${{{{{expression}}}}}")
    for step in re.findall(r"\bsteps\.([A-Za-z_][\w-]*)", expression):
        if step not in step_ids:
            problems.append(f"{where}: steps.{step} names no earlier step with that id")


def walk_strings(value, path):
    if isinstance(value, dict):
        for key, member in value.items():
            yield from walk_strings(member, f"{path}.{key}")
    elif isinstance(value, list):
        for index, member in enumerate(value):
            yield from walk_strings(member, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def check_script(script, where, problems):
    # Expressions are replaced by a word before the shell sees the script, as the runner does.
    text = re.sub(r"\$\{\{.*?\}\}", "EXPR", script, flags=re.S)
    with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as handle:
        handle.write(text)
        name = handle.name
    try:
        result = subprocess.run(["bash", "-n", name], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"{where}: bash -n: {result.stderr.strip()}")
        if shutil.which("shellcheck"):
            result = subprocess.run(["shellcheck", "--shell=bash", "--severity=warning", name],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                problems.append(f"{where}: shellcheck:\n{result.stdout.strip()}")
    finally:
        os.unlink(name)


def check_workflow(yaml, path):
    problems = []
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    for expression, problem in expressions(text):
        if problem:
            problems.append(f"{path}: {problem}: ${{{{{expression[:60]}")
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as error:
        return problems + [f"{path}: not valid YAML: {error}"]
    if not isinstance(document, dict):
        return problems + [f"{path}: not a mapping"]
    # YAML 1.1 reads a bare `on` key as the boolean true.
    if "on" not in document and True not in document:
        problems.append(f"{path}: no 'on' (the events that trigger the workflow)")
    jobs = document.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        return problems + [f"{path}: no jobs"]
    for where, permissions in [("permissions", document.get("permissions"))] + \
            [(f"jobs.{name}.permissions", job.get("permissions")) for name, job in jobs.items() if isinstance(job, dict)]:
        if isinstance(permissions, dict):
            for scope, level in permissions.items():
                if level not in ("read", "write", "none"):
                    problems.append(f"{path}: {where}.{scope}: '{level}' is not read, write or none")
    for where, value in walk_strings({k: v for k, v in document.items() if k != "jobs"}, "$"):
        for expression, problem in expressions(value):
            if not problem:
                check_expression(expression, f"{path}: {where}", set(), problems)
    for job_name, job in jobs.items():
        if not isinstance(job, dict):
            problems.append(f"{path}: jobs.{job_name} is not a mapping")
            continue
        if "runs-on" not in job and "uses" not in job:
            problems.append(f"{path}: jobs.{job_name}: no runs-on")
        steps = job.get("steps")
        if "uses" in job:
            continue
        if not isinstance(steps, list) or not steps:
            problems.append(f"{path}: jobs.{job_name}: no steps")
            continue
        step_ids = set()
        for index, step in enumerate(steps):
            where = f"{path}: jobs.{job_name}.steps[{index}]" + (f" ({step.get('name')})" if isinstance(step, dict) and step.get("name") else "")
            if not isinstance(step, dict):
                problems.append(f"{where}: not a mapping")
                continue
            if ("uses" in step) == ("run" in step):
                problems.append(f"{where}: a step has exactly one of uses and run")
            uses = step.get("uses")
            if isinstance(uses, str) and not uses.startswith("./") and not uses.startswith("docker://"):
                match = re.fullmatch(r"([\w.-]+/[\w.-]+)(/[\w./-]+)?@([\w.-]+)", uses)
                if not match:
                    problems.append(f"{where}: uses: '{uses}' names no version (owner/repo@ref)")
                else:
                    wanted = CURRENT_MAJOR.get(match.group(1))
                    major = re.fullmatch(r"v(\d+)(?:\.\d+)*", match.group(3))
                    if wanted and major and int(major.group(1)) < wanted:
                        problems.append(f"{where}: {uses}: the current major version is v{wanted}")
            # `if:` is an expression even without ${{ }}.
            condition = step.get("if")
            if isinstance(condition, str) and "${{" not in condition:
                for _, problem in expressions("${{ " + condition + " }}"):
                    if problem:
                        problems.append(f"{where}.if: {problem}: {condition}")
                check_expression(condition, f"{where}.if", step_ids, problems)
            for key_path, value in walk_strings(step, "step"):
                for expression, problem in expressions(value):
                    if not problem:
                        check_expression(expression, f"{where} {key_path}", step_ids, problems)
            if isinstance(step.get("run"), str):
                check_script(step["run"], where, problems)
            if "id" in step:
                step_ids.add(str(step["id"]))
    return problems


def extract_step(yaml, path, name):
    with open(path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    for job in document.get("jobs", {}).values():
        for step in job.get("steps", []):
            if step.get("name") == name or step.get("id") == name:
                if "run" not in step:
                    break
                return step["run"]
    print(f"check-workflow: no step '{name}' with a run script in {path}", file=sys.stderr)
    sys.exit(2)


def main(arguments):
    yaml = load_yaml()
    if yaml is None:
        print("check-workflow: PyYAML is missing and could not be installed (python3 -m pip install pyyaml); skipped")
        return 0
    if arguments[:1] == ["--extract-step"]:
        if len(arguments) != 3:
            print("usage: check-workflow.py --extract-step NAME WORKFLOW.yml", file=sys.stderr)
            return 2
        sys.stdout.write(extract_step(yaml, arguments[2], arguments[1]))
        return 0
    if any(argument.startswith("-") for argument in arguments):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    paths = arguments or [os.path.normpath(DEFAULT_WORKFLOW)]
    status = 0
    for path in paths:
        problems = check_workflow(yaml, path)
        if shutil.which("actionlint"):
            result = subprocess.run(["actionlint", path], capture_output=True, text=True)
            if result.returncode != 0:
                problems.append(f"actionlint:\n{result.stdout}{result.stderr}")
            else:
                print(f"{path}: actionlint: no problems")
        else:
            print(f"check-workflow: actionlint is not on the PATH; using this script's checks only")
        if problems:
            status = 1
            print(f"{path}: {len(problems)} problems")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"{path}: valid workflow (YAML, actions' versions, expressions, run scripts)")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
