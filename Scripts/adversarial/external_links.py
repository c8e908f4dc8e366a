# N folders, each with symbolic links that leave the project (to `/`, to `/proc`, to the folder
# above the project) beside links that stay inside it (to a sibling, to its own parent: a loop).
# archlint followed every link: one link to `/` walked the whole machine (minutes, and it read
# and quoted whatever *.swift it found there). Now the links out of the project are skipped with
# a note (`--follow-external-links` follows them) and those inside are followed, each folder
# and file once, so the run is linear in N.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
for i in range(n):
    folder = f"{out}/Sources/M{i}"
    os.makedirs(folder, exist_ok=True)
    open(f"{folder}/File{i}.swift", "w").write(f"struct File{i} {{}}\n")
    os.symlink("/", f"{folder}/root")
    os.symlink("/proc/self/cwd", f"{folder}/cwd")
    os.symlink("../../..", f"{folder}/above")
    os.symlink("/etc/hostname", f"{folder}/Host{i}.swift")
    os.symlink("..", f"{folder}/loop")
    os.symlink(f"../M{(i + 1) % n}", f"{folder}/next")
    os.symlink(f"File{i}.swift", f"{folder}/Again{i}.swift")
