#!/usr/bin/env bash
# Makes DEST a Git repository holding this working tree as a new user's clone would see it: the
# tracked files and the new ones that are not ignored, as they are now (uncommitted changes
# included), in one commit on branch `main`, followed by an empty commit so that the first is
# not the branch's tip (pinning a commit that is not a tip is then tested too). Fetching any
# commit by its sha is allowed, as GitHub allows it.
#
# Usage: Scripts/snapshot-repository.sh DEST
# Prints two lines: the commit with the files (pin this one), then the tip of `main`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

dest="${1:?usage: Scripts/snapshot-repository.sh DEST}"
if [ -e "$dest" ] && [ -n "$(ls -A "$dest" 2>/dev/null)" ]; then
    echo "snapshot-repository: $dest exists and is not empty" >&2
    exit 2
fi
mkdir -p "$dest"
# Files deleted in the working tree are still listed by --cached; tar skips them.
git ls-files -z --cached --others --exclude-standard \
    | tar --null -T - --ignore-failed-read -cf - 2>/dev/null \
    | tar -C "$dest" -xf -
git_quiet() { git -C "$dest" -c user.name=archlint-ci -c user.email=archlint-ci@localhost -c commit.gpgsign=false "$@" >/dev/null; }
git_quiet init --quiet --initial-branch=main
git_quiet add --all
git_quiet commit --quiet --message "archlint snapshot of $(git rev-parse --short HEAD 2>/dev/null || echo 'a working tree')"
pinned="$(git -C "$dest" rev-parse HEAD)"
git_quiet commit --quiet --allow-empty --message "a later commit on main"
git -C "$dest" config uploadpack.allowReachableSHA1InWant true
git -C "$dest" config uploadpack.allowAnySHA1InWant true
echo "$pinned"
git -C "$dest" rev-parse HEAD
