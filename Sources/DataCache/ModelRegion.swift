/// The part of a model a key path reaches, as far as it can be told without reading values.
///
/// Key paths are opaque, so two of them can only be related exactly when they are equal, or
/// when both are chains of stored properties (whose bytes within the model are known from
/// `MemoryLayout.offset(of:)`). Anything through a subscript, a computed property or an
/// optional is `unknown` to every other path but itself.
@usableFromInline struct ModelRegion {
  /// The key path, or `nil` for the whole model.
  @usableFromInline let keyPath: AnyKeyPath?
  /// Where the value lies inside the model's own bytes, for stored-property paths.
  let bytes: Range<Int>?
  /// The size of the model.
  let modelSize: Int

  init<Model, Value>(_ keyPath: KeyPath<Model, Value>) {
    self.keyPath = keyPath
    bytes = MemoryLayout<Model>.offset(of: keyPath).map { $0..<($0 + MemoryLayout<Value>.size) }
    modelSize = MemoryLayout<Model>.size
  }

  private init(keyPath: AnyKeyPath?, bytes: Range<Int>?, modelSize: Int) {
    self.keyPath = keyPath
    self.bytes = bytes
    self.modelSize = modelSize
  }

  /// The whole of a `Model`.
  static func whole<Model>(_ model: Model.Type) -> ModelRegion {
    let size = MemoryLayout<Model>.size
    return ModelRegion(keyPath: nil, bytes: 0..<size, modelSize: size)
  }

  /// Whether this region is all of the model's data (the model itself, or its only stored
  /// property that has a size).
  var spansModel: Bool {
    modelSize > 0 && bytes == 0..<modelSize
  }

  /// How a write to this region can affect a value read at `watched`.
  func relation(toWatched watched: ModelRegion) -> RegionRelation {
    if spansModel { return watched.spansModel ? .same : .covers }
    if watched.spansModel { return .inside }
    if let written = bytes, let read = watched.bytes {
      if written.isEmpty || read.isEmpty || !written.overlaps(read) { return .disjoint }
      if written == read { return .same }
      if read.lowerBound <= written.lowerBound && written.upperBound <= read.upperBound { return .inside }
      if written.lowerBound <= read.lowerBound && read.upperBound <= written.upperBound { return .covers }
      return .unknown
    }
    if let keyPath, keyPath == watched.keyPath { return .same }
    return .unknown
  }
}

/// How a write relates to a watched part of the model.
enum RegionRelation {
  /// The write cannot change the watched value.
  case disjoint
  /// The write replaced exactly the watched value.
  case same
  /// The write landed inside the watched value, so a real change changed it too.
  case inside
  /// The write replaced a part of the model that contains the watched value, which may or
  /// may not have changed.
  case covers
  /// Nothing can be told: the write may or may not have reached the watched value.
  case unknown
}
