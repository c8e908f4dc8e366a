# A chain d/d/.../d of K folders with M subfolders at the bottom; prints the K chain paths,
# deepest first, to pass to `lint`: each path's walk read ahead every folder below it again,
# visited or not: K x M folder reads.
import os, sys
k = int(sys.argv[1]); out = sys.argv[2]
m = int(sys.argv[3]) if len(sys.argv) > 3 else k
os.makedirs(out, exist_ok=True)
open(os.path.join(out, ".archlint.json"), "w").write('{}')
top = os.getcwd(); os.chdir(out)
for _ in range(k):
    os.makedirs("d", exist_ok=True); os.chdir("d")
p = "."
for j in range(m):
    os.makedirs(os.path.join(p, "s%d" % j), exist_ok=True)
open(os.path.join(p, "A.swift"), "w").write("struct A {}\n")
os.chdir(top)
with open(os.path.join(out, "args.txt"), "w") as f:
    for i in range(k, 0, -1):
        f.write("/".join(["d"] * i) + "\n")
