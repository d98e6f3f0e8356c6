/// Where an outline reads its tree: the roots, whether an element is a parent (it gets a
/// disclosure mark), and an element's children — asked for only once it is expanded.
@MainActor
struct OutlineSource<Data: RandomAccessCollection> where Data.Element: Identifiable {
  let roots: Data
  let isParent: @MainActor (Data.Element) -> Bool
  let children: @MainActor (Data.Element) -> Data?
}

extension RandomAccessCollection {
  /// The element `offset` places from the start.
  func element(at offset: Int) -> Element {
    self[index(startIndex, offsetBy: offset)]
  }
}
