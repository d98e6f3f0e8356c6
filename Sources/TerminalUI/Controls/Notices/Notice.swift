import Foundation

/// A short message shown for a few seconds over the screen — what just happened, or what went
/// wrong — with, at most, one key that acts on it (`u undo`). Post it to a ``NoticeCenter``.
///
/// ```swift
/// let notices = NoticeCenter()
/// notices.post(Notice("Saved", kind: .success))
/// notices.post(
///   Notice(
///     "Marked “Buy milk” done", kind: .success,
///     action: NoticeAction(key: .character("u"), title: "undo") { print("undone") },
///     duration: .seconds(4), id: "undo"))
/// ```
public struct Notice: Identifiable, Sendable {
  /// What a notice is about: its mark and its colours come from the theme's role for it.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Neutral information (``ThemeRole/info``).
    case info
    /// Something that went well (``ThemeRole/success``).
    case success
    /// Something that needs attention (``ThemeRole/warning``).
    case warning
    /// An error (``ThemeRole/danger``).
    case danger

    /// The theme role a notice of this kind is drawn in.
    public var role: ThemeRole {
      switch self {
      case .info: .info
      case .success: .success
      case .warning: .warning
      case .danger: .danger
      }
    }

    /// The mark before the message.
    var symbol: String {
      switch self {
      case .info: "i"
      case .success: "✓"
      case .warning: "!"
      case .danger: "✗"
      }
    }

    /// How plain line mode starts the line that announces it.
    var plainPrefix: String {
      switch self {
      case .info, .success: "notice"
      case .warning: "warning"
      case .danger: "error"
      }
    }
  }

  /// The notice's identity: posting another notice with the same one replaces it (one undo
  /// notice at a time).
  public var id: String
  /// The message, on one line (line breaks and control characters are replaced).
  public var message: String
  /// What it is about.
  public var kind: Kind
  /// The key that acts on it while it shows, if any.
  public var action: NoticeAction?
  /// How long it shows, from the first frame that draws it.
  public var duration: Duration

  /// A notice saying `message`, of `kind`, shown for `duration` with `action`'s key working
  /// meanwhile; `id` (a new one unless given) lets a later notice replace it.
  public init(
    _ message: String, kind: Kind = .info, action: NoticeAction? = nil, duration: Duration = .seconds(4),
    id: String? = nil
  ) {
    self.id = id ?? UUID().uuidString
    self.message = Sanitizer.typed(message)
    self.kind = kind
    self.action = action
    self.duration = duration
  }

  /// The line plain line mode prints for it: `notice: Saved (u to undo)`.
  var plainLine: String {
    let action = action.map { " (\($0.key) to \($0.title))" } ?? ""
    return "\(kind.plainPrefix): \(message)\(action)"
  }
}
