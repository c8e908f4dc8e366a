#!/usr/bin/env python3
"""Extract an app's Swift sources and build descriptions from a bare git directory, file by file,
so a blob missing from the snapshot (large binaries) skips that file instead of stopping the copy."""
import os, re, subprocess, sys
gitdir, commit, dest = sys.argv[1:4]
keep = re.compile(r'(\.swift|\.pbxproj|/Package\.swift|project\.yml|Podfile|\.podspec|contents\.xcworkspacedata)$')
tree = subprocess.run(['git', '--git-dir', gitdir, 'ls-tree', '-r', '-z', commit], capture_output=True, check=True).stdout
entries = []
for rec in tree.split(b'\0'):
    if not rec: continue
    meta, path = rec.split(b'\t', 1)
    mode, kind, sha = meta.split()
    p = path.decode('utf-8', 'surrogateescape')
    if kind == b'blob' and mode != b'120000' and keep.search('/' + p):
        entries.append((sha.decode(), p))
proc = subprocess.Popen(['git', '--git-dir', gitdir, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
written = 0
for sha, p in entries:
    proc.stdin.write((sha + '\n').encode()); proc.stdin.flush()
    header = proc.stdout.readline().split()
    if len(header) < 3 or header[1] != b'blob':
        continue
    data = proc.stdout.read(int(header[2])); proc.stdout.read(1)
    out = os.path.join(dest, p)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, 'wb') as f: f.write(data)
    written += 1
proc.stdin.close(); proc.wait()
print(f'{written} files')
