import Observation
import WorkTracking

/// The app-wide single source of truth: an observable value that services write into and
/// component models read from.
///
/// Every write compares before it stores, so observers are woken only by real changes.
/// Views and models that read ``value`` inside `withObservationTracking` are notified once
/// per change; code that cares about one part of the model can follow it with
/// ``values(of:)`` and is not woken by changes elsewhere (with one exception for
/// collections, described there).
///
/// ```swift
/// let cache = DataCache(value: AppState())
/// cache.update(\.session, with: session)
/// cache.populate(\.tasks, with: loadedTasks)
/// cache.batch { cache in
///   cache.update(\.tasks, with: [])
///   cache.update(\.projects, with: [])
/// }
/// ```
@Observable @MainActor
public final class DataCache<Model: Equatable & Sendable> {
  @ObservationIgnored @usableFromInline var storage: Model
  @ObservationIgnored private var batchDepth = 0
  @ObservationIgnored private var changedDuringBatch = false
  /// How many changes have been committed so far (not observable). A loader can note it
  /// before slow work and check it after, to tell whether anything changed meanwhile.
  @ObservationIgnored public private(set) var version = 0
  @ObservationIgnored let subscriptions = KeyPathSubscriptions<Model>()
  /// The id index of each collection `populate` has merged into (a few at most).
  @ObservationIgnored @usableFromInline var idIndexes: [IDIndexEntry] = []
  /// `\.value`, built once: a key path into a generic class is otherwise instantiated (and
  /// allocated) on every access.
  @ObservationIgnored private let valueKeyPath: KeyPath<DataCache, Model> = \.value
  /// The tracker that counts each change until the cache's followers (``values(of:)``) have
  /// handled it, or nil.
  @ObservationIgnored public let work: WorkTracker?

  /// Creates a cache holding `value`; with `work`, each change counts as work in flight until
  /// every follower of the cache has handled it (see ``values(of:)``), so waiting for the
  /// tracker waits for the listeners a change sets off.
  public init(value: Model, work: WorkTracker? = nil) {
    storage = value
    self.work = work
  }

  /// The current model. Reading it inside observation tracking registers a dependency.
  public var value: Model {
    access(keyPath: valueKeyPath)
    return storage
  }

  /// Replaces the whole model; nothing is written (and nobody is woken) when it is equal.
  public func update(with value: Model) {
    guard value != storage else { return }
    noteWrite(to: .whole(Model.self))
    write(.whole(Model.self)) { $0 = value }
  }

  /// Replaces the part of the model at `keyPath`; no write when it is equal.
  ///
  /// The write happens in place, so updating one element of a large collection
  /// (`cache.update(\.items[index], with: item)`) does not copy the collection.
  public func update<Value: Equatable>(_ keyPath: WritableKeyPath<Model, Value>, with value: Value) {
    guard storage[keyPath: keyPath] != value else { return }
    let region = ModelRegion(keyPath)
    for index in idIndexes { index.noteWrite(keyPath, value: value, region: region) }
    write(region) { $0[keyPath: keyPath] = value }
  }

  /// Changes the part of the model at `keyPath` with `transform`; no write when the result is equal.
  ///
  /// The transform works on a copy, so prefer ``update(_:with:)`` or `populate(_:with:)`
  /// for single-element changes in large collections.
  public func update<Value: Equatable>(
    _ keyPath: WritableKeyPath<Model, Value>, transform: (inout Value) -> Void
  ) {
    var value = storage[keyPath: keyPath]
    transform(&value)
    update(keyPath, with: value)
  }

  /// Runs several updates with a single change notification at the end (none if nothing changed).
  public func batch(_ body: @MainActor (DataCache<Model>) -> Void) {
    batchDepth += 1
    body(self)
    batchDepth -= 1
    guard batchDepth == 0, changedDuringBatch else { return }
    changedDuringBatch = false
    withMutation(keyPath: valueKeyPath) {}
    subscriptions.deliver(storage)
  }

  /// Tells the id indexes, except `kept` (which the caller keeps in step itself), about a
  /// write to `region` that is about to happen.
  func noteWrite(to region: ModelRegion, except kept: IDIndexEntry? = nil) {
    guard idIndexes.count > (kept == nil ? 0 : 1) else { return }
    for index in idIndexes where index !== kept { index.noteWrite(to: region) }
  }

  /// Applies `mutation`, which writes `region` of the stored model, and tells observers,
  /// once, unless inside a batch. The caller has told the id indexes first.
  func write(_ region: ModelRegion, _ mutation: (inout Model) -> Void) {
    version &+= 1
    subscriptions.willWrite(to: region, in: storage)
    if batchDepth > 0 {
      mutation(&storage)
      changedDuringBatch = true
      subscriptions.didWrite(storage)
      return
    }
    withMutation(keyPath: valueKeyPath) {
      mutation(&storage)
    }
    subscriptions.didWrite(storage)
    subscriptions.deliver(storage)
  }
}
