import Switchyard

extension GalleryPages {
  /// Every role of the three built-in themes side by side (`NO_COLOR` shows what is left).
  var themes: some View {
    HStack(spacing: 1) {
      ForEach(Theme.builtIn, id: \.name) { theme in
        VStack(spacing: 0) {
          ForEach(ThemeRole.allCases, id: \.self) { role in
            Text(role.rawValue).foregroundStyle(role)
          }
          Badge("badge")
        }
        .padding(1)
        .border(title: theme.name)
        .theme(theme)
      }
    }
  }
}
