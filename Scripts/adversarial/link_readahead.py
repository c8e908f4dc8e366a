# K links in the linted folder, each to its own folder X_i (kept in .build, which the walk
# skips), each X_i holding a link to one shared folder S of M subfolders. Every linked walk's
# read-ahead read S's M subfolders again, though the walk enters them once: K x M folder reads.
import os, sys
n = int(sys.argv[1]); out = sys.argv[2]
m = int(sys.argv[3]) if len(sys.argv) > 3 else n
os.makedirs(os.path.join(out, ".build", "S"), exist_ok=True)
open(os.path.join(out, ".archlint.json"), "w").write('{}')
for j in range(m):
    d = os.path.join(out, ".build", "S", "s%d" % j)
    os.makedirs(d, exist_ok=True)
open(os.path.join(out, ".build", "S", "A.swift"), "w").write("struct A {}\n")
for i in range(n):
    x = os.path.join(out, ".build", "X%d" % i)
    os.makedirs(x, exist_ok=True)
    os.symlink("../S", os.path.join(x, "s"))
    os.symlink(".build/X%d" % i, os.path.join(out, "L%d" % i))
