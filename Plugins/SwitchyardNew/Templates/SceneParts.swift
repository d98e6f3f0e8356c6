/// Text the scene templates share (`scene` and `scene --resource`).
enum SceneParts {
  /// The end of a scene's mock: `open(_:)`, recording what was opened, and the sample rows.
  static func mockEnd(_ name: TypeName) -> String {
    #"""
      func open(_ id: \#(name)Row.ID) {
        opened.append(id)
        onEvent(.open(id))
      }
    }

    extension \#(name)Row {
      /// Rows for snapshots, previews and tests.
      static let samples = [
        \#(name)Row(id: 1, title: "First row"), \#(name)Row(id: 2, title: "Second row"),
        \#(name)Row(id: 3, title: "Third row"),
      ]
    }
    """#
  }
}
