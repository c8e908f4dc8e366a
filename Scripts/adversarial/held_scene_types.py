# Scene roles supported by the scene types that store them, and roles by what a type holds: N
# presenters in one scene folder each storing five use cases of a shared folder (a property whose
# type resolves through the project), and N clients holding URLSession in files importing SwiftUI.
# The holders are read once per assignment round, each property resolved once.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
for folder in ("Scene", "Domain", "Net"): os.makedirs(f"{out}/{folder}", exist_ok=True)
open(f"{out}/.archlint.json", "w").write('{ "extends": ["viper"], "roles": { "service": { "names": ["*Service"], "holds": ["URLSession"] } } }\n')
per = 5
with open(f"{out}/Scene/Presenters.swift", "w") as f:
    f.write("final class ListView {}\nfinal class ListRouter {}\n")
    for i in range(n):
        f.write(f"final class P{i}Presenter {{\n")
        for j in range(per): f.write(f"    private let u{j}: U{(i + j) % n}Interactor\n")
        f.write("}\n")
with open(f"{out}/Domain/UseCases.swift", "w") as f:
    f.write("import SwiftUI\n")
    for i in range(n): f.write(f"protocol U{i}Interactor {{ func run() }}\n")
with open(f"{out}/Net/Clients.swift", "w") as f:
    f.write("import SwiftUI\n")
    for i in range(n): f.write(f"final class C{i}Client {{ private let session: URLSession?; let next: C{(i + 1) % n}Client? }}\n")
