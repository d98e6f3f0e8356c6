import Coordinators

extension RouteCase {
  /// A case without a value, pushed: `.pushed("sign-up", .signUp)`.
  public static func pushed(_ pattern: String, _ destination: Destination) -> Self {
    fixed(pattern, destination, shown: .pushed)
  }

  /// A case without a value, presented: `.presented("new", .newProject, as: .sheet)`.
  public static func presented(
    _ pattern: String, _ destination: Destination, as style: ModalCoverStyle
  ) -> Self {
    fixed(pattern, destination, shown: .presented(style))
  }

  /// A case with an id, pushed: `.pushed("tasks/{task}", Self.detail)`.
  public static func pushed<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination
  ) -> Self {
    identified(pattern, make, shown: .pushed)
  }

  /// A case with an id, presented: `.presented("notes/{note}/share", Self.share, as: .sheet)`.
  public static func presented<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination, as style: ModalCoverStyle
  ) -> Self {
    identified(pattern, make, shown: .presented(style))
  }

  /// A case with an optional id, presented; the pattern ends in `{name?}`:
  /// `.presented("tasks/new/{project?}", Self.create, as: .sheet)`.
  public static func presented<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID?) -> Destination, as style: ModalCoverStyle
  ) -> Self {
    let parsed = RoutePattern(pattern)
    return RouteCase(
      pattern: pattern, shown: .presented(style), isDrawn: true, prefix: parsed.prefix,
      example: { make(ID.routeExample) },
      write: { destination, _ in
        value(of: destination, as: make).map { parsed.segments(with: $0?.routeSegment) }
      },
      read: { reader, _ throws(RouteError) in
        try parsed.read(&reader, as: ID.self).map(make)
      },
      presentation: { value(of: $0, as: make) == nil ? nil : .some(style) })
  }

  static func fixed(_ pattern: String, _ destination: Destination, shown: RouteCaseShown) -> Self {
    let parsed = RoutePattern(pattern)
    return RouteCase(
      pattern: pattern, shown: shown, isDrawn: true, prefix: parsed.prefix,
      example: { destination },
      write: { candidate, _ in candidate == destination ? parsed.literals : nil },
      read: { reader, _ throws(RouteError) in
        try parsed.read(&reader, as: String.self) == nil ? nil : destination
      },
      presentation: { $0 == destination ? .some(shown.style) : nil })
  }

  static func identified<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination, shown: RouteCaseShown
  ) -> Self {
    let parsed = RoutePattern(pattern)
    return RouteCase(
      pattern: pattern, shown: shown, isDrawn: true, prefix: parsed.prefix,
      example: { make(ID.routeExample) },
      write: { destination, _ in
        value(of: destination, as: make).map { parsed.segments(with: $0.routeSegment) }
      },
      read: { reader, _ throws(RouteError) in
        guard let matched = try parsed.read(&reader, as: ID.self), let id = matched else { return nil }
        return make(id)
      },
      presentation: { value(of: $0, as: make) == nil ? nil : .some(shown.style) })
  }
}
