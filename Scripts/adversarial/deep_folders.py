# Folders nested deeper than the system's path length limit (PATH_MAX, 4,096 bytes on Linux),
# each level a name of 200 bytes, N levels, with a Swift file at every level. Folders past the
# limit cannot be opened by path: a note each (`cannot read folder: File name too long`), and
# with `--strict` the run fails (exit 2) instead of passing with part of the tree unchecked.
# Made a level at a time relative to the folder above, so no path given to the system is long.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
name = "d" * 200
fd = os.open(out, os.O_RDONLY)
for i in range(n):
    with open(os.open(f"File{i}.swift", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), "w") as f:
        f.write(f"struct File{i} {{}}\n")
    os.mkdir(name, dir_fd=fd)
    inner = os.open(name, os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
os.close(fd)
