# N Swift files and folders whose names are not UTF-8, in pairs that differ only in their
# invalid bytes (`a\xff` and `a\xfe`). Names used to be decoded with U+FFFD, so both of a pair
# showed (and were keyed) alike and SARIF URIs named neither file; now each invalid byte is kept
# as U+EF00 + byte (PathBytes), reports percent-encode the real bytes. Linux only (macOS file
# systems refuse such names).
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
base = out.encode()
os.makedirs(out, exist_ok=True)
for i in range(n):
    for bad in (b"\xff", b"\xfe", b"\xc3", b"\xed\xa0\x80", "\uef80".encode()):
        folder = base + b"/Dir" + str(i % 50).encode() + bad
        os.makedirs(folder, exist_ok=True)
        with open(folder + b"/Login" + str(i).encode() + bad + b"Presenter.swift", "w") as f:
            f.write(f"final class Login{i}Presenter {{ var count = 0 }}\n")
