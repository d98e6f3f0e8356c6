#!/bin/sh
# What `make install` and `make uninstall` do (the Makefile passes the paths):
#   sh Scripts/install.sh install PREFIX BINARY MANPAGE
#   sh Scripts/install.sh uninstall PREFIX
#
# install writes PREFIX/share/switchyard/install-manifest: a line `file PATH` for each file it
# installed and `dir PATH` for each folder it made. It refuses (one line, exit 1) to replace a
# file that is there and not in the manifest — one the user put there — unless FORCE=1, and
# checks that before it writes anything. uninstall removes the files in the manifest, then the
# folders in it that are empty, deepest first; nothing else.
set -eu

mode=$1
prefix=$2
manifest_dir="$prefix/share/switchyard"
manifest="$manifest_dir/install-manifest"
# One path a line, split on line feeds only: a PREFIX may hold spaces.
IFS='
'
dirs="$prefix/bin
$prefix/share/man/man1
$prefix/share/bash-completion/completions
$prefix/share/zsh/site-functions
$prefix/share/fish/vendor_completions.d
$manifest_dir"
files="$prefix/bin/switchyard
$prefix/share/man/man1/switchyard.1
$prefix/share/bash-completion/completions/switchyard
$prefix/share/zsh/site-functions/_switchyard
$prefix/share/fish/vendor_completions.d/switchyard.fish"

# Whether PATH is listed in the manifest as KIND (file or dir).
listed() {
  [ -f "$manifest" ] && grep -qxF "$1 $2" "$manifest"
}

# Makes folder $1 and every missing one above it, noting each it made in $made.
make_dir() {
  [ -d "$1" ] && return 0
  make_dir "$(dirname "$1")"
  mkdir "$1"
  made="$made
dir $1"
}

install_files() {
  binary=$1
  manpage=$2
  if [ "${FORCE:-0}" != 1 ]; then
    for file in $files; do
      if [ -e "$file" ] && ! listed file "$file"; then
        echo "error: $file exists and was not installed by make install; not replacing it (FORCE=1 replaces it)" >&2
        exit 1
      fi
    done
  fi
  made=""
  for dir in $dirs; do make_dir "$dir"; done
  # Written before the files, so that an install that fails half way is still undone by
  # uninstall. The folders an earlier install made stay listed: uninstall removes them too.
  previous=""
  [ -f "$manifest" ] && previous=$(grep '^dir ' "$manifest" || true)
  {
    for file in $files; do echo "file $file"; done
    printf '%s\n%s\n' "$previous" "$made" | grep '^dir ' | LC_ALL=C sort -u
  } >"$manifest.new"
  mv "$manifest.new" "$manifest"
  install -m 755 "$binary" "$prefix/bin/switchyard"
  install -m 644 "$manpage" "$prefix/share/man/man1/switchyard.1"
  "$binary" --generate-completion-script bash >"$prefix/share/bash-completion/completions/switchyard"
  "$binary" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_switchyard"
  "$binary" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/switchyard.fish"
  echo "installed switchyard in $prefix/bin (manual: man switchyard; completions for bash, zsh, fish)"
}

uninstall_files() {
  if [ ! -f "$manifest" ]; then
    echo "nothing to uninstall: $manifest is missing (it lists what make install put there)" >&2
    exit 0
  fi
  for file in $(grep '^file ' "$manifest" | cut -c6-); do rm -f "$file"; done
  made=$(grep '^dir ' "$manifest" | cut -c5- | LC_ALL=C sort -r)
  rm -f "$manifest"
  # Deepest first (in reverse order a folder comes after those inside it); one that is not
  # empty (something else was put in it) stays.
  for dir in $made; do rmdir "$dir" 2>/dev/null || true; done
  echo "removed switchyard from $prefix"
}

case "$mode" in
  install) install_files "$3" "$4" ;;
  uninstall) uninstall_files ;;
  *)
    echo "usage: sh Scripts/install.sh install PREFIX BINARY MANPAGE | uninstall PREFIX" >&2
    exit 2
    ;;
esac
