/// `scene <Name> --from-cache`: the live model is a projection of a `DataCache` — it keeps no
/// copy of the rows, so the scene shows every change to the cache, whoever made it. The
/// component, the row and the mock are the plain scene's.
extension SceneTemplate {
  static func cacheLiveModel(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// The live \#(name.title) scene: a projection of a `DataCache`. It keeps no copy of the rows
    /// but reads them from the cache each time the scene draws, so it shows every change to the
    /// cache, whoever made it.
    @Observable @MainActor
    final class \#(name)ComponentModel<CacheValue: Equatable & Sendable>: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      var selectedID: \#(name)Row.ID?
      @ObservationIgnored private let cache: DataCache<CacheValue>
      @ObservationIgnored private let project: (CacheValue) -> [\#(name)Row]

      /// The scene over `cache`, showing the rows `project` reads from the cache's value.
      init(cache: DataCache<CacheValue>, rows project: @escaping (CacheValue) -> [\#(name)Row]) {
        self.cache = cache
        self.project = project
      }

      var rows: [\#(name)Row] { project(cache.value) }

      func open(_ id: \#(name)Row.ID) { onEvent(.open(id)) }
    }

    """#
  }

  /// The projection's test: the rows follow the cache.
  static func cacheModelTests(_ name: TypeName, module: String) -> String {
    #"""
    import Switchyard
    import Testing

    @testable import \#(module)

    @MainActor
    @Suite("\#(name.title) live model")
    struct \#(name)ComponentModelTests {
      @Test("the rows follow the cache, whoever changes it")
      func followsTheCache() {
        let cache = DataCache(value: [\#(name)Row(id: 1, title: "First row")])
        let model = \#(name)ComponentModel(cache: cache) { $0 }
        #expect(model.rows.map(\.title) == ["First row"])
        cache.update(with: \#(name)Row.samples)
        #expect(model.rows == \#(name)Row.samples)
      }

      @Test("opening a row reports it to the coordinator")
      func open() {
        let model = \#(name)ComponentModel(cache: DataCache(value: \#(name)Row.samples)) { $0 }
        var events: [\#(name)Event] = []
        model.onEvent = { events.append($0) }
        model.open(2)
        #expect(events == [.open(2)])
      }
    }

    """#
  }
}
