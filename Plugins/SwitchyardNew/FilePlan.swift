import Foundation

/// The files a generator writes. Every path is checked before anything is written: if one
/// exists, nothing is written at all; if a write fails, the files already written go again.
struct FilePlan {
  /// One file to write.
  struct File {
    let url: URL
    let contents: String
  }

  private(set) var files: [File] = []
  /// Paths are shown relative to this folder.
  let base: URL
  /// The folder every file must stay inside, reached through no symbolic link (the package,
  /// or the new app's folder).
  let root: URL

  init(base: URL, root: URL? = nil) {
    self.base = base
    self.root = root ?? base
  }

  /// Adds `contents` at `path` under `folder`.
  mutating func add(_ path: String, in folder: URL, _ contents: String) {
    files.append(File(url: folder.appending(path: path), contents: contents))
  }

  /// Adds a file another plan made.
  mutating func add(_ file: File) {
    files.append(file)
  }

  /// A path as the user sees it: relative to the base folder when it is inside it.
  func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let prefix = base.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Throws, naming the first file that exists already (or is planned twice), or that would
  /// be written outside ``root`` or through a symbolic link.
  func checkNothingExists() throws {
    var seen = Set<String>()
    for file in files {
      let path = file.url.standardizedFileURL.path
      try checkConfined(file.url)
      if FileManager.default.fileExists(atPath: path) || Self.isLink(path) {
        throw GeneratorError("\(display(file.url)) exists already; nothing was written")
      }
      guard seen.insert(path).inserted else {
        throw GeneratorError("\(display(file.url)) would be written twice; nothing was written")
      }
    }
  }

  /// Throws when `url` is outside ``root``, or when a folder on its way there (or the file
  /// itself) is a symbolic link: a link planted inside the package could send the file anywhere.
  private func checkConfined(_ url: URL) throws {
    let rootPath = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(rootPath + "/") else {
      throw GeneratorError("\(display(url)) is outside \(rootPath); nothing was written")
    }
    let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    while folder.path.count > rootPath.count {
      if Self.isLink(folder.path) {
        throw GeneratorError(
          "\(display(folder)) is a symbolic link: generated files are written only into real folders; "
            + "nothing was written")
      }
      if FileManager.default.fileExists(atPath: folder.path) { break }
      folder.deleteLastPathComponent()
    }
    let relative = folder.path.dropFirst(rootPath.count)
    guard folder.resolvingSymlinksInPath().path == realRoot + relative else {
      throw GeneratorError("\(display(url)) would be written through a symbolic link; nothing was written")
    }
  }

  /// Whether `path` is a symbolic link (dangling or not).
  private static func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  /// Writes every file (after ``checkNothingExists()``); on a failure removes what it wrote.
  func write() throws {
    try checkNothingExists()
    var written: [URL] = []
    do {
      for file in files {
        try FileManager.default.createDirectory(
          at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `withoutOverwriting`: a file that appeared since the check is not replaced.
        try Data(file.contents.utf8).write(to: file.url, options: .withoutOverwriting)
        written.append(file.url)
      }
    } catch {
      for url in written { try? FileManager.default.removeItem(at: url) }
      throw GeneratorError("could not write the files (\(error.localizedDescription)); nothing was written")
    }
  }
}
