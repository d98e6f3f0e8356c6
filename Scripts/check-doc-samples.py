#!/usr/bin/env python3
"""Checks that every Swift code sample in the documentation compiles.

A sample is a ```swift block (or a ``` block in a `///` comment) in README.md, in a DocC
catalog (Sources/*/*.docc/*.md), or in a doc comment under Sources/. It counts as compiled
when its code appears, verbatim up to white space, in a Swift source file that the build or
the tests compile (Sources/, Tests/ or Examples/, comments left out). Samples live in those
files — most in Tests/DocSamplesTests and Examples/GettingStarted — so a sample that stops
compiling breaks the build, and a sample edited in the docs alone fails this check.

A package manifest sample (`import PackageDescription`: the Getting Started package's, which
the repository keeps as targets of the Examples package) is compiled on its own instead, by
`swift package dump-package` in a folder of its own, and its targets must be the Examples
package's (same names, same dependencies). A part of such a manifest elsewhere (the README's
dependency lines) counts as compiled when it is in one that is.

Usage: Scripts/check-doc-samples.py [repository root]   (exit 1 and a list when one is missing)
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
skip_dirs = {".build", ".git"}


def files(pattern):
    for path in sorted(root.glob(pattern)):
        if not any(part in skip_dirs or part.startswith(".build") for part in path.parts):
            yield path


def normalize(code):
    return re.sub(r"\s+", " ", code).strip()


def markdown_blocks(path):
    """```swift blocks of a Markdown file, with their line numbers."""
    lines = path.read_text().splitlines()
    block, start = None, 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if block is None and stripped.startswith("```swift"):
            block, start = [], number
        elif block is not None and stripped.startswith("```"):
            yield start, "\n".join(block)
            block = None
        elif block is not None:
            block.append(line)


def comment_blocks(path):
    """``` blocks inside `///` doc comments of a Swift file."""
    block, start = None, 0
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if not stripped.startswith("///"):
            block = None
            continue
        text = stripped[3:]
        text = text[1:] if text.startswith(" ") else text
        if block is None and text.startswith("```"):
            block, start = [], number
        elif block is not None and text.startswith("```"):
            yield start, "\n".join(block)
            block = None
        elif block is not None:
            block.append(text)


def without_comments(code):
    """The code without its comment-only lines (comments do not compile, and may differ)."""
    return normalize("\n".join(line for line in code.splitlines() if not line.strip().startswith("//")))


def code_without_comments(path):
    return without_comments(path.read_text())


samples = []
for path in [root / "README.md", root / "CONTRIBUTING.md", *files("Documentation/**/*.md"), *files("Sources/*/*.docc/**/*.md")]:
    if path.exists():
        samples += [(path, line, code) for line, code in markdown_blocks(path)]
for path in files("Sources/**/*.swift"):
    samples += [(path, line, code) for line, code in comment_blocks(path)]

corpus = [code_without_comments(path) for pattern in ("Sources/**/*.swift", "Tests/**/*.swift", "Examples/**/*.swift") for path in files(pattern)]



def dump_package(folder):
    """The manifest in `folder` as `swift package dump-package` reads it (None if it does not compile)."""
    result = subprocess.run(
        ["swift", "package", "--package-path", str(folder), "dump-package"], capture_output=True, text=True
    )
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        return None
    return json.loads(result.stdout)


def targets(manifest):
    """Each target's name, with the names of what it depends on."""
    def dependency(item):
        kind, value = next(iter(item.items()))
        return value[0]

    return {target["name"]: sorted(dependency(item) for item in target["dependencies"]) for target in manifest["targets"]}


examples_targets = None


def manifest_compiles(code):
    """A manifest sample compiles, and its targets are among the Examples package's."""
    global examples_targets
    if examples_targets is None:
        examples = dump_package(root / "Examples")
        examples_targets = targets(examples) if examples else {}
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "Package.swift").write_text(code + "\n")
        sample = dump_package(folder)
    return sample is not None and all(examples_targets.get(name) == deps for name, deps in targets(sample).items())


manifests = [(path, line, code) for path, line, code in samples if "import PackageDescription" in code]
broken = [(path, line) for path, line, code in manifests if not manifest_compiles(code)]
corpus += [without_comments(code) for path, line, code in manifests if (path, line) not in broken]
for path, line in broken:
    print(f"{path.relative_to(root)}:{line}: this manifest does not compile, or its targets are not the Examples package's")
missing = broken + [
    (path, line)
    for path, line, code in samples
    if "import PackageDescription" not in code
    and without_comments(code)
    and not any(without_comments(code) in text for text in corpus)
]
for path, line in missing[len(broken):]:
    print(f"{path.relative_to(root)}:{line}: this sample is not in any compiled Swift file")
print(f"{len(samples) - len(missing)} of {len(samples)} code samples are compiled")
sys.exit(1 if missing else 0)
