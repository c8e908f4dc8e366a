#!/usr/bin/env python3
"""Run the shell commands of README.md, CONTRIBUTING.md, Rules/README.md and docs/*.md as written, from a fresh clone.

    Scripts/check-docs-commands.py [--archlint PATH] [--slow] [--list] [FILE.md ...]

A code block is a command block when it is fenced as sh, bash, shell or console (or not
labelled) or indented, and its first line starts with `$ ` or with a command (archlint, swift,
python3, pip, git, ...). Every command block carries a marker, an HTML comment on the line
before it (GitHub does not show it):

    <!-- docs-check: run [OPTION ...] -->     run each command line of the block
    <!-- docs-check: skip REASON -->          not run here, and why (the network, macOS, ...)
    <!-- docs-check: file NAME [session=S] --> (any block) write the block to NAME in the cwd

A command block without a marker fails the check, so a new command in the docs is either run
or says why not. Options of `run`:

    exit=N              every line must exit with N (default 0)
    exits=N,N,...       line by line (archlint lint exits 1 when it finds something)
    cwd=DIR             run in DIR of the clone (default: the clone's root)
    app                 run in a sample app instead: a Git repository with Sources/ holding a
                        VIPER app (Tests/Fixtures/Patterns/viper) and no .archlint.json
    setup="COMMAND"     run COMMAND first (not a command of the docs: it prepares an input)
    session=NAME        blocks of one file with the same session share their folder (and
                        virtual environment), in order
    venv                run with a fresh Python virtual environment first on the PATH, so
                        `pip install` installs there
    slow                builds archlint from source: run only with --slow

Lines are run one by one with bash in that folder, with the archlint binary first on the PATH
(--archlint, default .build/release/archlint) and NO_COLOR=1; `# comments` and `\\`
continuations are understood; for `$ ` blocks only the `$ ` lines are commands (the rest is
output). The clone is this working tree as a commit (Scripts/snapshot-repository.sh), cloned
anew for each block. Exit status: 0 every command as documented, 1 a command failed or a block
has no marker, 2 set-up error.
"""
import argparse
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))
COMMANDS = {"archlint", "swift", "python3", "python", "pip", "pip3", "git", "sarif", "echo", "cp",
            "mkdir", "cd", "export", "Scripts", "make", "brew", "curl", "xcrun", "pre-commit"}
SHELL_LANGUAGES = {"", "sh", "bash", "shell", "console", "zsh"}
MARKER = re.compile(r"^\s*<!--\s*docs-check:\s*(run|skip|file)\b(.*?)-->\s*$")
TIMEOUT = 900


class Block:
    def __init__(self, path, line, language, lines, marker):
        self.path, self.line, self.language, self.lines, self.marker = path, line, language, lines, marker

    @property
    def where(self):
        return f"{os.path.relpath(self.path, ROOT)}:{self.line}"

    def is_command_block(self):
        if self.language not in SHELL_LANGUAGES:
            return False
        for line in self.lines:
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            if text.startswith("$ "):
                return True
            word = re.split(r"[\s/]", text, maxsplit=1)[0]
            return word in COMMANDS
        return False

    def commands(self):
        dollar = any(line.startswith("$ ") for line in self.lines)
        result, pending = [], ""
        for line in self.lines:
            if dollar:
                if not line.startswith("$ ") and not pending:
                    continue
                line = line[2:] if line.startswith("$ ") else line
            text = line.rstrip()
            if not pending and (not text.strip() or text.strip().startswith("#")):
                continue
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            result.append(pending + text)
            pending = ""
        if pending:
            result.append(pending)
        return result


def blocks_of(path):
    """The code blocks of a Markdown file, each with the marker on the line before it."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, index, previous_blank = [], 0, True

    def marker_before(start):
        back = start - 1
        while back >= 0 and not lines[back].strip():
            back -= 1
        if back >= 0:
            match = MARKER.match(lines[back])
            if match:
                return match.group(1), match.group(2).strip()
        return None

    while index < len(lines):
        line = lines[index]
        fence = re.match(r"^(\s*)(```+|~~~+)\s*([\w+-]*)", line)
        if fence:
            indent, mark, language = fence.group(1), fence.group(2), fence.group(3).lower()
            start, body = index, []
            index += 1
            while index < len(lines) and not lines[index].strip().startswith(mark):
                body.append(lines[index][len(indent):] if lines[index].startswith(indent) else lines[index])
                index += 1
            blocks.append(Block(path, start + 1, language, body, marker_before(start)))
            index += 1
            previous_blank = False
            continue
        if line.startswith("    ") and line.strip() and previous_blank:
            start, body = index, []
            while index < len(lines) and (lines[index].startswith("    ") or not lines[index].strip()):
                body.append(lines[index][4:])
                index += 1
            while body and not body[-1].strip():
                body.pop()
            blocks.append(Block(path, start + 1, "", body, marker_before(start)))
            previous_blank = False
            continue
        previous_blank = not line.strip() or bool(MARKER.match(line))
        index += 1
    return blocks


def parse_options(text):
    options = {}
    for word in shlex.split(text):
        key, _, value = word.partition("=")
        options[key] = value if _ else True
    return options


def make_app(folder):
    """A VIPER app as a user has it: Sources/ with scenes, no .archlint.json, under Git."""
    sources = os.path.join(folder, "Sources")
    for part in ("clean", "violating"):
        shutil.copytree(os.path.join(ROOT, "Tests", "Fixtures", "Patterns", "viper", part), sources,
                        dirs_exist_ok=True, ignore=shutil.ignore_patterns(".archlint.json"))
    subprocess.run(["git", "init", "--quiet", folder], check=True)


def main():
    parser = argparse.ArgumentParser(description="Run the docs' shell commands as written.")
    parser.add_argument("--archlint", default=os.path.join(ROOT, ".build", "release", "archlint"))
    parser.add_argument("--slow", action="store_true", help="also run blocks marked slow (they build archlint)")
    parser.add_argument("--list", action="store_true", help="list the command blocks and their markers only")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    files = arguments.files or [os.path.join(ROOT, name) for name in ("README.md", "CONTRIBUTING.md", os.path.join("Rules", "README.md"))] \
        + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))

    blocks = [block for path in files for block in blocks_of(path)]
    problems, to_run, skipped = [], [], 0
    for block in blocks:
        kind = block.marker[0] if block.marker else None
        if kind == "file" or (kind == "run" and block.marker is not None):
            to_run.append(block)
        if not block.is_command_block():
            continue
        if kind is None:
            problems.append(f"{block.where}: a command block without a marker: add "
                            f"<!-- docs-check: run ... --> or <!-- docs-check: skip REASON --> before it")
        elif kind == "skip":
            skipped += 1
            if not block.marker[1]:
                problems.append(f"{block.where}: docs-check: skip needs a reason")
        if arguments.list:
            print(f"{block.where}: {kind or 'NO MARKER'} {block.marker[1] if block.marker else ''}: {block.commands()[:1]}")
    if arguments.list:
        return 1 if problems else 0

    archlint = os.path.abspath(arguments.archlint)
    if not os.access(archlint, os.X_OK):
        print(f"check-docs-commands: no archlint binary at {archlint}; build it (swift build -c release) or pass --archlint")
        return 2
    if not shutil.which("git"):
        print("check-docs-commands: git is not installed; skipped")
        return 0

    work = tempfile.mkdtemp(prefix="archlint-docs-")
    passed = failed = 0
    try:
        snapshot = os.path.join(work, "archlint")
        subprocess.run([os.path.join(ROOT, "Scripts", "snapshot-repository.sh"), snapshot],
                       check=True, stdout=subprocess.DEVNULL)
        sessions = {}
        bin_folder = os.path.join(work, "bin")
        os.makedirs(bin_folder)
        os.symlink(archlint, os.path.join(bin_folder, "archlint"))
        for number, block in enumerate(to_run):
            kind, text = block.marker
            options = parse_options(text)
            if kind == "file":
                name = next((key for key, value in options.items() if value is True), None)
                session = options.get("session")
                if not name or not session or session == True or (block.path, session) not in sessions:
                    problems.append(f"{block.where}: docs-check: file needs a NAME and the session= of an earlier run block")
                    continue
                folder, _ = sessions[(block.path, session)]
                with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                    handle.write("\n".join(block.lines) + "\n")
                continue
            if options.get("slow") and not arguments.slow:
                print(f"skipped: {block.where} (slow: builds archlint; --slow runs it)")
                skipped += 1
                continue
            key = (block.path, options["session"]) if isinstance(options.get("session"), str) else None
            if key in sessions:
                folder, environment = sessions[key]
            else:
                if options.get("app"):
                    folder = os.path.join(work, f"app-{number}")
                    make_app(folder)
                else:
                    clone = os.path.join(work, f"clone-{number}")
                    subprocess.run(["git", "clone", "--quiet", snapshot, clone], check=True)
                    folder = os.path.join(clone, options["cwd"]) if isinstance(options.get("cwd"), str) else clone
                environment = dict(os.environ, NO_COLOR="1", PATH=bin_folder + os.pathsep + os.environ["PATH"])
                if options.get("venv"):
                    venv = os.path.join(work, f"venv-{number}")
                    if subprocess.run([sys.executable, "-m", "venv", venv], capture_output=True).returncode != 0:
                        print(f"skipped: {block.where} (python3 -m venv is not available)")
                        skipped += 1
                        continue
                    environment["PATH"] = os.path.join(venv, "bin") + os.pathsep + environment["PATH"]
                    environment["VIRTUAL_ENV"] = venv
                if key:
                    sessions[key] = (folder, environment)
            commands = block.commands()
            if isinstance(options.get("exits"), str):
                expected = [int(value) for value in options["exits"].split(",")]
                if len(expected) != len(commands):
                    problems.append(f"{block.where}: exits= has {len(expected)} values for {len(commands)} commands")
                    continue
            else:
                expected = [int(options.get("exit", 0) if options.get("exit") is not True else 0)] * len(commands)
            if isinstance(options.get("setup"), str):
                subprocess.run(["bash", "-c", options["setup"]], cwd=folder, env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
            for command, wanted in zip(commands, expected):
                try:
                    result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=folder, env=environment,
                                            stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT)
                    status, output = result.returncode, (result.stdout + result.stderr).decode("utf-8", "replace")
                except subprocess.TimeoutExpired:
                    status, output = "timeout", ""
                if status == wanted:
                    passed += 1
                    print(f"ok: {block.where}: {command}  (exit {status})")
                else:
                    failed += 1
                    print(f"FAILED: {block.where}: {command}: exit {status}, documented {wanted}")
                    for line in output.strip().split("\n")[-15:]:
                        print(f"    {line}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(f"FAILED: {problem}")
    print(f"docs commands: {passed} passed, {failed + len(problems)} failed, {skipped} skipped")
    return 1 if failed or problems else 0


if __name__ == "__main__":
    sys.exit(main())
