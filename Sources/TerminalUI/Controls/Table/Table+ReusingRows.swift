extension Table where Value: Equatable {
  /// The table, drawing each row from the nodes built for it in an earlier frame while it
  /// shows the same thing: its value is equal (`==`) to the one drawn then, `inputs` equals
  /// the last frame's, the columns are the same, and no observable value its cells read has
  /// changed since. Moving the selection or changing one row then builds no row, or one,
  /// instead of a screenful. A row is kept for eight frames after the last that drew it, so a
  /// page scrolled away and back finds its rows again.
  ///
  /// For cells built from their row's value and `inputs` alone: pass in `inputs` whatever
  /// else the column closures capture (a dictionary of names, today's date). Observable
  /// values read in a cell need not be passed: they are tracked row by row. A row whose
  /// cells keep view state (a ``StateObject``) is built every frame, as without this.
  ///
  /// Rows are then identified by their element's id rather than their position (as
  /// ``ForEach`` identifies its views), so when a row is removed or inserted the rows after
  /// it are found again where they moved: ids must be unique, as `Identifiable` asks.
  ///
  /// ```swift
  /// Table(model.chores, selection: Binding(model, \.selectedID)) {
  ///   TableColumn("Title", value: \Chore.title)
  ///   TableColumn("Owner") { chore in Text(ownerNames[chore.owner] ?? chore.owner) }
  /// }
  /// .reusingUnchangedRows(dependingOn: ownerNames)
  /// ```
  public func reusingUnchangedRows<Inputs: Equatable>(dependingOn inputs: Inputs) -> Table {
    var table = self
    table.rowReuse = RowReuse(inputs: inputs)
    return table
  }

  /// The table, drawing each row from the nodes built for it in an earlier frame while its
  /// value is equal (`==`) to the one drawn then: for cells built from their row's value
  /// alone (see ``reusingUnchangedRows(dependingOn:)``).
  public func reusingUnchangedRows() -> Table {
    reusingUnchangedRows(dependingOn: true)
  }
}
