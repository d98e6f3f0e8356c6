#!/usr/bin/env python3
"""Adds the wiring lines a switchyard-new command printed to a Swift file, where a developer
would paste them, so that CI builds them: the lines printed must be exact Swift.

Usage: .ci/apply-wiring.py OUTPUT SWIFT_FILE   (OUTPUT: what the command printed)

The output names each place (`  in `scene(for:)`:`) and indents its code by six spaces. Cases go
after `enum Destination … {` or after the `switch destination {` of `scene(for:)` or `title(for:)`;
a property after the last stored property the generators write (`alertModel`, or the cache);
an initializer parameter and its assignment into the first `init(`; anything else (a factory, a
line that navigates) at the end of the type, the lone lines wrapped in a method of their own.
"""
import re
import sys


def places(output):
    """(place, code) pairs, in order."""
    found, place, code = [], None, []
    for line in output.splitlines():
        heading = re.fullmatch(r"  (\S.*):", line)
        if heading:
            if place:
                found.append((place, "\n".join(code).rstrip()))
            place, code = heading.group(1), []
        elif place and (line.startswith("      ") or not line.strip()):
            code.append(line[6:])
        elif place:
            found.append((place, "\n".join(code).rstrip()))
            place, code = None, []
    if place:
        found.append((place, "\n".join(code).rstrip()))
    return found


def indented(code, indent):
    return [(indent + line) if line.strip() else "" for line in code.splitlines()]


def index_of(lines, pattern, start=0):
    for number in range(start, len(lines)):
        if re.search(pattern, lines[number]):
            return number
    sys.exit(f"apply-wiring: no line matches {pattern!r}")


def apply(lines, place, code):
    def after(number, indent):
        lines[number + 1 : number + 1] = indented(code, indent)

    if place == "in `enum Destination`":
        after(index_of(lines, r"enum Destination\b.*\{$"), "    ")
    elif place in ("in `scene(for:)`", "in `title(for:)`"):
        name = "scene" if "scene" in place else "title"
        function = index_of(lines, rf"func {name}\(for destination")
        switch = index_of(lines, r"switch destination \{$", function)
        after(switch, re.match(r"\s*", lines[switch]).group(0))
    elif place == "a property":
        after(index_of(lines, r"var alertModel|DataCache\(value:"), "  ")
    elif place == "an initializer parameter":
        number = index_of(lines, r"^  init\(")
        lines[number] = lines[number].replace(") {", ", " + code + ") {", 1)
    elif place == "in the initializer":
        after(index_of(lines, r"^  init\("), "    ")
    else:
        taken = sum("func wiringCheck" in line for line in lines)
        body = code if "func " in code else "func wiringCheck%d() {\n  %s\n}" % (taken, code)
        end = max(n for n, line in enumerate(lines) if line == "}")
        lines[end:end] = [""] + indented(body, "  ")


def main():
    output, swift_file = sys.argv[1], sys.argv[2]
    lines = open(swift_file).read().splitlines()
    wiring = places(open(output).read())
    if not wiring:
        sys.exit(f"apply-wiring: {output} has no wiring lines")
    for place, code in wiring:
        apply(lines, place, code)
    open(swift_file, "w").write("\n".join(lines) + "\n")
    print(f"apply-wiring: {len(wiring)} places in {swift_file}")


main()
