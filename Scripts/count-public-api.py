#!/usr/bin/env python3
"""Counts the public API of each module under Sources/: every declaration whose own line
carries `public` or `open` (types, members, initializers, subscripts, typealiases,
`public extension` counts once), comments and string literals skipped.

    python3 Scripts/count-public-api.py            # one "Module count" row per module
    python3 Scripts/count-public-api.py Routing -v # and each declaration of Routing

A grep, not the symbol graph: it runs in a second without a build, and `package` and
internal declarations are never counted. Members a protocol requires are counted only when
written `public` (they are not), so a protocol is one declaration.
"""
import pathlib
import re
import sys

DECL = re.compile(
    r"^\s*(?:@[\w.()\"', ]+\s+)*(?:(?:nonisolated|final|static|class|override|mutating|"
    r"convenience|required|indirect|dynamic|lazy|@MainActor)\s+)*(?:public|open)(?:\(set\))?\s+"
    r"(?:[\w@]+\s+)*?(struct|class|enum|protocol|actor|extension|typealias|func|var|let|init|"
    r"subscript|case|associatedtype|macro)\b"
)


def module_of(path: pathlib.Path, root: pathlib.Path) -> str:
    parts = path.relative_to(root).parts
    return parts[0]


def declarations(path: pathlib.Path):
    in_block = False
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if in_block:
            if "*/" in stripped:
                in_block = False
            continue
        if stripped.startswith("/*"):
            in_block = "*/" not in stripped
            continue
        if stripped.startswith("//"):
            continue
        match = DECL.match(line)
        if match:
            yield number, stripped


def main() -> None:
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
    wanted = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    counts: dict[str, int] = {}
    listing: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.swift")):
        module = module_of(path, root)
        for number, text in declarations(path):
            counts[module] = counts.get(module, 0) + 1
            listing.setdefault(module, []).append(f"{path.relative_to(root)}:{number}: {text}")
    for module in sorted(counts):
        if wanted and module not in wanted:
            continue
        print(f"{module} {counts[module]}")
        if verbose:
            print("\n".join("  " + row for row in listing[module]))


if __name__ == "__main__":
    main()
