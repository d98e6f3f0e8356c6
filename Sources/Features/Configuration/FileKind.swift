import Foundation

/// What is at a path where a database file cannot be, in words for a message.
enum FileKind {
  /// nil when nothing is at `path` (or it cannot be looked at: opening it will say why), or
  /// when it is a regular file on a file system that keeps files; else what is there: "a
  /// directory", "a character device", "a FIFO (named pipe)" … or a file the kernel makes up
  /// (`/proc/self/mem`), which reads as a file but holds no database.
  static func unfit(at path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return kernelFileSystem(of: path).map { "a file of the kernel's \($0) file system" }
    case S_IFDIR: return "a directory"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// The name of the kernel's file system `path` is on (`proc`, `sysfs` …), when it is one of
  /// those whose files the kernel makes up; nil on a file system that keeps files. Told by the
  /// device: the same as the one of the folder such a file system is mounted on.
  private static func kernelFileSystem(of path: String) -> String? {
    var status = stat()
    var root = stat()
    guard stat(path, &status) == 0, stat("/", &root) == 0 else { return nil }
    for (folder, name) in kernelFolders {
      var mount = stat()
      // A folder on the root's device is no mount (a system without /proc): it says nothing.
      if stat(folder, &mount) == 0, mount.st_dev != root.st_dev, mount.st_dev == status.st_dev {
        return name
      }
    }
    return nil
  }

  /// Where Linux mounts the file systems whose files the kernel makes up.
  private static let kernelFolders = [
    ("/proc", "proc"), ("/sys", "sysfs"), ("/sys/fs/cgroup", "cgroup"), ("/sys/kernel/debug", "debugfs"),
    ("/sys/kernel/tracing", "tracefs"), ("/sys/kernel/security", "securityfs"), ("/sys/fs/bpf", "bpf"),
    ("/sys/firmware/efi/efivars", "efivarfs"), ("/sys/fs/pstore", "pstore"),
    ("/sys/kernel/config", "configfs"),
  ]
}
