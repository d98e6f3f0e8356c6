/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A `width`×`height` size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells.
  public static let zero = Size(width: 0, height: 0)
  /// `W×H`, as in the too-small message.
  public var description: String { "\(width)×\(height)" }
}

/// A rectangle of terminal cells.
public struct Rect: Hashable, Sendable {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle; negative sizes become zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }
  /// The first column right of the rectangle.
  public var maxX: Int { x + width }
  /// The first row below the rectangle.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The part of this rectangle inside `other`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// This rectangle shrunk by `insets` on each side.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top,
      width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
  }
}

/// Space around a view, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var trailing: Int

  /// Insets for each side.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every side.
  public init(_ all: Int) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }
}

/// How a view places a smaller child inside its frame.
public enum Alignment: Hashable, Sendable {
  case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

  func origin(of size: Size, in rect: Rect) -> (x: Int, y: Int) {
    let dx = rect.width - size.width
    let dy = rect.height - size.height
    let x: Int
    switch self {
    case .topLeading, .leading, .bottomLeading: x = 0
    case .top, .center, .bottom: x = dx / 2
    case .topTrailing, .trailing, .bottomTrailing: x = dx
    }
    let y: Int
    switch self {
    case .topLeading, .top, .topTrailing: y = 0
    case .leading, .center, .trailing: y = dy / 2
    case .bottomLeading, .bottom, .bottomTrailing: y = dy
    }
    return (rect.x + max(0, x), rect.y + max(0, y))
  }
}

/// Horizontal alignment of the children of a ``VStack``.
public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }
/// Vertical alignment of the children of an ``HStack``.
public enum VerticalAlignment: Sendable { case top, center, bottom }
