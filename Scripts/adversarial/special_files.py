# N Swift files, and beside them FIFOs, links to /dev/zero and /dev/stdin named *.swift, a FIFO
# .archlint.json in a subfolder (mode `config`: the top .archlint.json extends a link to /dev/zero).
# Reading any of them blocked the run forever (a FIFO with no writer) or until memory ran out
# (/dev/zero); now each is skipped with a note, or a configuration error names it.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "files"
os.makedirs(f"{out}/App", exist_ok=True)
for i in range(n):
    open(f"{out}/App/File{i}.swift", "w").write(f"struct File{i} {{}}\n")
    if i % 100 == 0:
        os.mkfifo(f"{out}/App/Pipe{i}.swift")
        os.symlink("/dev/zero", f"{out}/App/Zero{i}.swift")
        os.symlink("/dev/stdin", f"{out}/App/Input{i}.swift")
if mode == "config":
    os.symlink("/dev/zero", f"{out}/zero.json")
    json.dump({"extends": ["viper", "zero.json"]}, open(f"{out}/.archlint.json", "w"))
else:
    os.makedirs(f"{out}/Sub", exist_ok=True)
    os.mkfifo(f"{out}/Sub/.archlint.json")
    open(f"{out}/Sub/S.swift", "w").write("struct S {}\n")
