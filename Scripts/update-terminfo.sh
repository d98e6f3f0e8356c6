#!/usr/bin/env bash
# Writes the terminfo entries the key-decoder tests check against (Data/Terminfo/<name>.terminfo),
# as `infocmp -1 -x` prints them from this machine's terminfo database, so the tests read the
# repository's copy and run with nothing but the Swift toolchain. Run it when a newer ncurses
# changes an entry, and commit the result (the ncurses version is noted in the README there).
set -euo pipefail
cd "$(dirname "$0")/.."
for term in xterm-256color screen-256color tmux-256color rxvt-unicode linux vt220; do
  infocmp -1 -x "$term" >"Data/Terminfo/$term.terminfo"
done
version=$(infocmp -V 2>/dev/null || true)
echo "wrote Data/Terminfo/*.terminfo ($version)"
