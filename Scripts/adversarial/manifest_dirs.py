# Package.swift with N targets with custom paths, and N folders each with one Swift file:
# every folder's module is found by scanning every target
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
with open(f"{out}/Package.swift", "w") as f:
    f.write("let package = Package(targets: [\n")
    for i in range(n): f.write(f'.target(name: "T{i}", path: "p/T{i}"),\n')
    f.write("])\n")
for i in range(n):
    os.makedirs(f"{out}/d/D{i}", exist_ok=True)
    open(f"{out}/d/D{i}/a.swift", "w").write("struct A {}\n")
