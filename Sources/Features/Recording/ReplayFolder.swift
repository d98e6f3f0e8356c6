import Foundation

/// Where replays keep the copy of a snapshot they run on, and recordings the copy of every
/// account a later sign-in is cut from (``PendingSnapshot``): a folder only this user can enter
/// (`$TMPDIR/switchyard-replays-<uid>`, mode 0700), a folder per run inside it named for the
/// run's process. A run deletes its own folder on every way out it controls; one that crashed
/// cannot, so each run first deletes the folders of runs whose process is gone.
enum ReplayFolder {
  static var parent: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-replays-\(getuid())")
  }

  /// A new, empty folder for this run, after removing what ended runs left behind.
  static func make() throws -> URL {
    let parent = self.parent
    if mkdir(parent.path, 0o700) != 0, errno != EEXIST {
      throw ReplayFailure("cannot make \(parent.path): \(String(cString: strerror(errno)))")
    }
    // Refuse a folder someone else made in its place (a shared temporary directory).
    var info = stat()
    guard lstat(parent.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
      throw ReplayFailure("\(parent.path) is not a folder of this user's")
    }
    _ = chmod(parent.path, 0o700)
    removeLeftovers(in: parent)
    let folder = parent.appendingPathComponent("\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    return folder
  }

  /// Deletes the folders of runs whose process no longer exists.
  static func removeLeftovers(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names {
      guard let pid = pid_t(name.prefix { $0 != "-" }), pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
      }
    }
  }
}
