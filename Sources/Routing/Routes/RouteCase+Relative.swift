import Coordinators

extension RouteCase where Destination: RouteDestination {
  /// A case pushed over another that carries the same id, written as just `pattern` right
  /// after it (`tasks/17/move`), and as the other's route then `pattern` anywhere else:
  /// `.pushed("move", Self.move, after: Self.detail)`.
  public static func pushed<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination, after parent: @escaping (ID) -> Destination
  ) -> Self {
    relative(pattern, make, after: parent, shown: .pushed)
  }

  /// A case presented over another that carries the same id, written as just `pattern` right
  /// after it (`tasks/17/edit`): `.presented("edit", Self.edit, after: Self.detail, as: .sheet)`.
  public static func presented<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination, after parent: @escaping (ID) -> Destination,
    as style: ModalCoverStyle
  ) -> Self {
    relative(pattern, make, after: parent, shown: .presented(style))
  }

  /// A case wrapping a flow provider's destinations, written and read as they are:
  /// `.embedding(Self.task, in: TaskFlowProvider.self)`. Its pattern is the provider's first
  /// segments then `…` (`tasks/…`).
  public static func embedding<Inner: RouteDestination>(
    _ make: @escaping (Inner) -> Destination, in provider: any FlowGraphDescribing.Type
  ) -> Self {
    let inner = { (previous: [Destination]) in previous.compactMap { value(of: $0, as: make) } }
    let prefixes = Inner.routes.compactMap(\.prefix).reduce(into: [String]()) { found, prefix in
      if !found.contains(prefix) { found.append(prefix) }
    }
    return RouteCase(
      pattern: (prefixes.isEmpty ? "" : prefixes.joined(separator: "|") + "/") + "…",
      shown: .embedding(provider), isDrawn: true, prefix: nil,
      example: { Inner.routes.lazy.compactMap { $0.example() }.first.map(make) },
      write: { destination, previous in
        value(of: destination, as: make)?.routeSegments(after: inner(previous))
      },
      read: { reader, previous throws(RouteError) in
        try Inner.read(from: &reader, after: inner(previous)).map(make)
      },
      presentation: { value(of: $0, as: make).map(\.routePresentation) })
  }

  /// Another spelling of a destination another case declares, right after `parent` with the
  /// same id, read only when it ends the route (so the full spelling still reads): the Projects
  /// tab writes a new task in project 3 as `3/tasks/new`, not `3/tasks/new/3`. Not drawn in the
  /// flow graph. `.shorthand("tasks/new", after: Self.project) { .task(.create($0)) }`.
  public static func shorthand<ID: RouteIdentifier>(
    _ pattern: String, after parent: @escaping (ID) -> Destination, for make: @escaping (ID) -> Destination
  ) -> Self {
    let literals = RoutePattern(pattern).literals
    let id = { (previous: [Destination]) in previous.last.flatMap { value(of: $0, as: parent) } }
    return RouteCase(
      pattern: pattern, shown: .pushed, isDrawn: false, prefix: nil,
      example: { nil },
      write: { destination, previous in
        id(previous).flatMap { make($0) == destination ? literals : nil }
      },
      read: { reader, previous throws(RouteError) in
        guard let id = id(previous), reader.route.segments.dropFirst(reader.position).elementsEqual(literals)
        else { return nil }
        reader.position += literals.count
        return make(id)
      },
      presentation: { _ in nil })
  }

  static func relative<ID: RouteIdentifier>(
    _ pattern: String, _ make: @escaping (ID) -> Destination, after parent: @escaping (ID) -> Destination,
    shown: RouteCaseShown
  ) -> Self {
    let literals = RoutePattern(pattern).literals
    return RouteCase(
      pattern: pattern, shown: shown, isDrawn: true, prefix: nil,
      example: { make(ID.routeExample) },
      write: { destination, previous in
        guard let id = value(of: destination, as: make) else { return nil }
        if previous.last == parent(id) { return literals }
        return parent(id).routeSegments(after: previous) + literals
      },
      read: { reader, previous throws(RouteError) in
        guard let last = previous.last, let id = value(of: last, as: parent) else { return nil }
        let start = reader.position
        for word in literals where !reader.take(word) {
          reader.position = start
          return nil
        }
        return make(id)
      },
      presentation: { value(of: $0, as: make) == nil ? nil : .some(shown.style) })
  }
}
