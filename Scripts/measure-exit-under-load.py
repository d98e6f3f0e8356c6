#!/usr/bin/env python3
"""How long switchyard-gallery takes to end after SIGTERM while its main queue is busy (the
gallery's debug-only SWITCHYARD_GALLERY_BUSY_KEY keeps it busy for a minute): ten runs, in a
pseudo-terminal. Build first (swift build); prints the milliseconds, sorted.

Usage: python3 Scripts/measure-exit-under-load.py [path to switchyard-gallery]
"""
import os, pty, time, signal, select, sys
gallery = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "switchyard-gallery")
results = []
for i in range(10):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["SWITCHYARD_GALLERY_BUSY_KEY"] = "b"
        os.environ["TERM"] = "xterm-256color"
        os.execv(gallery, [gallery])
    buf = b""
    end = time.time() + 10
    while b"Primitives" not in buf and time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            try: buf += os.read(fd, 65536)
            except OSError: break
    os.write(fd, b"b")
    time.sleep(0.3)
    t0 = time.monotonic()
    os.kill(pid, signal.SIGTERM)
    while True:
        r, _, _ = select.select([fd], [], [], 0.01)
        if r:
            try: os.read(fd, 65536)
            except OSError: pass
        done, status = os.waitpid(pid, os.WNOHANG)
        if done: break
    results.append((time.monotonic() - t0) * 1000)
    os.close(fd)
results.sort()
print("SIGTERM with the main queue busy: exit after ms (sorted):", ["%.0f" % r for r in results])
