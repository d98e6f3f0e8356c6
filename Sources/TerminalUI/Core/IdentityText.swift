/// The text an element's id takes in a view's identity (``ForEach``, a table's or list's rows):
/// what `"\(id)"` writes, without the runtime's search for how to print a value of a generic
/// type for the common kinds of id (integers and strings), which cost more than the rest of
/// naming a row.
package enum IdentityText {
  package static func of<ID: Hashable>(_ id: ID) -> String {
    switch id {
    case let id as Int: String(id)
    case let id as Int64: String(id)
    case let id as Int32: String(id)
    case let id as UInt: String(id)
    case let id as UInt64: String(id)
    case let id as UInt32: String(id)
    case let id as String: id
    default: "\(id)"
    }
  }

  /// The text of a value of which a view meets only a few, again every frame (a tab's value):
  /// made once per value. Describing an enum case goes through reflection, microseconds each.
  @MainActor
  package static func remembered<Value: Hashable>(_ value: Value) -> String {
    let key = AnyHashable(value)
    if let text = rememberedTexts[key] { return text }
    if rememberedTexts.count >= 256 { rememberedTexts.removeAll() }
    let text = of(value)
    rememberedTexts[key] = text
    return text
  }

  @MainActor private static var rememberedTexts: [AnyHashable: String] = [:]
}
