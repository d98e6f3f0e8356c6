import Foundation

/// Builds a ``Table``'s columns from the ``TableColumn``s listed in its closure, with `if`,
/// `switch` and `for` as in a view builder.
///
/// ```swift
/// Table(chores, selection: Binding(model, \.selectedID)) {
///   TableColumn("Title", value: \.title)
///   if model.showsOwner { TableColumn("Owner", value: \.owner) }
/// }
/// ```
@resultBuilder
public enum TableColumnBuilder<Value, Sort: SortComparator> where Sort.Compared == Value {
  /// One column.
  public static func buildExpression(_ column: TableColumn<Value, Sort>) -> [TableColumn<Value, Sort>] {
    [column]
  }

  /// The columns listed, in order.
  public static func buildBlock(_ columns: [TableColumn<Value, Sort>]...) -> [TableColumn<Value, Sort>] {
    columns.flatMap { $0 }
  }

  /// The columns of an `if` without `else`, when it holds.
  public static func buildOptional(_ columns: [TableColumn<Value, Sort>]?) -> [TableColumn<Value, Sort>] {
    columns ?? []
  }

  /// The columns of an `if`'s first branch.
  public static func buildEither(first columns: [TableColumn<Value, Sort>]) -> [TableColumn<Value, Sort>] {
    columns
  }

  /// The columns of an `if`'s other branch.
  public static func buildEither(second columns: [TableColumn<Value, Sort>]) -> [TableColumn<Value, Sort>] {
    columns
  }

  /// The columns of a `for` loop, in order.
  public static func buildArray(_ columns: [[TableColumn<Value, Sort>]]) -> [TableColumn<Value, Sort>] {
    columns.flatMap { $0 }
  }
}
