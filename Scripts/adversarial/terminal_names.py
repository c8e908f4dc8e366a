# N Swift files whose file names and type names carry terminal escapes (ESC, OSC with BEL, CSI
# as C1, CR), bidirectional overrides and isolates and zero-width marks, with a configuration
# whose module and layer names hold a NUL and an escape. Every text archlint prints (notes,
# findings, dump, graph in DOT and Mermaid, Markdown) used to copy some of them raw: a name could
# retitle the terminal, hide part of a line or cut a DOT file short at its NUL. Now all are shown
# as `\u{XX}`, in time linear in N (`run.sh` runs lint, dump and graph on it).
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
marks = ["\x1b]0;owned\x07", "\x1b[2J", "\r", "\u009b31m", "\u202e", "\u2066", "\u200b", "\ufeff", "\u061c", "\u200e", "\x7f"]
os.makedirs(f"{out}/Sources/Login", exist_ok=True)
json.dump({"extends": ["viper"],
           "modules": {"Mod\u0000\u001b[31m\u202e": ["Sources/**"]},
           "layers": [{"name": "UI\u0000\u2066", "roles": ["presenter", "view"]}, {"name": "Core\u001b]0;x\u0007", "roles": ["interactor"]}]},
          open(f"{out}/.archlint.json", "w"))
for i in range(n):
    mark = marks[i % len(marks)]
    # Swift identifiers may hold U+202A-U+202E, U+200B-U+200D and U+2060-U+206F.
    type_mark = ["\u202e", "\u2066", "\u200b", "\u2060"][i % 4]
    with open(f"{out}/Sources/Login/File{i}{mark}Presenter.swift".encode(), "w") as f:
        f.write(f"import UIKit\nfinal class Login{i}{type_mark}Presenter {{ var count = 0; let interactor: Login{i}Interactor }}\n"
                f"final class Login{i}Interactor {{ weak var presenter: Login{i}{type_mark}Presenter? }}\n")
