import TerminalUI

/// A title line with the breadcrumb of where the user is: `Projects › Groceries › Buy milk`.
struct TitleBar: View {
  let crumbs: [String]

  init(_ crumbs: [String]) {
    self.crumbs = crumbs
  }

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(crumbs.enumerated()), id: \.offset) { index, crumb in
        if index > 0 { Text(" › ").foregroundStyle(.muted) }
        if index == crumbs.count - 1 {
          Text(crumb).bold()
        } else {
          Text(crumb).foregroundStyle(.muted)
        }
      }
    }
  }
}
