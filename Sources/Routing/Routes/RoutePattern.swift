/// A route case's pattern, parsed: literal segments and at most one parameter, `{name}` (the
/// name says what the id is in messages: `{task}` reads "‘x’ is not a task id") or `{name?}`
/// (optional, last). `…` stands for an embedded flow's own segments and reads nothing.
struct RoutePattern {
  enum Part: Equatable {
    case literal(String)
    case parameter(String, optional: Bool)
  }

  let text: String
  let parts: [Part]

  init(_ text: String) {
    self.text = text
    parts = text.split(separator: "/").compactMap { segment in
      guard segment != "…" else { return nil }
      guard segment.hasPrefix("{"), segment.hasSuffix("}") else { return .literal(String(segment)) }
      let name = segment.dropFirst().dropLast()
      return name.hasSuffix("?")
        ? .parameter(String(name.dropLast()), optional: true) : .parameter(String(name), optional: false)
    }
  }

  /// The first segment when it is a literal.
  var prefix: String? {
    if case .literal(let word) = parts.first { word } else { nil }
  }

  /// The literal segments, for a pattern without a parameter.
  var literals: [String] {
    parts.compactMap { if case .literal(let word) = $0 { word } else { nil } }
  }

  /// The segments with `value` in place of the parameter (left out when nil).
  func segments(with value: String?) -> [String] {
    parts.compactMap { part in
      switch part {
      case .literal(let word): word
      case .parameter: value
      }
    }
  }

  /// Reads the pattern from `reader`: `.some(value)` when it matched (the parameter's value, nil
  /// without one), `nil` when it does not start here (the reader is rewound). Throws for a
  /// parameter that is missing or not an id once a literal of the pattern has been read.
  func read<ID: RouteIdentifier>(
    _ reader: inout RouteReader, as type: ID.Type
  ) throws(RouteError) -> ID?? {
    let start = reader.position
    var value: ID?
    for part in parts {
      switch part {
      case .literal(let word):
        guard reader.take(word) else {
          reader.position = start
          return nil
        }
      case .parameter(let name, let optional):
        if let segment = reader.peek(), let id = ID(routeSegment: segment) {
          _ = reader.next()
          value = id
        } else if optional {
          continue
        } else if reader.position == start {
          return nil
        } else {
          value = try reader.id(of: name, as: ID.self)
        }
      }
    }
    return .some(value)
  }
}
