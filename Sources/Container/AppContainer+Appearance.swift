import Services

extension AppContainer {
  /// Puts the theme `userID` chose in Settings into the cache (``Services/AppState/themeName``),
  /// or nil when they chose none — or it cannot be read (logged): the configuration's theme
  /// applies then.
  func loadAppearance(for userID: User.ID) {
    var name: String?
    do {
      name = try AppearanceStorage(database: database).theme(for: userID)
    } catch {
      logger.warning("appearance not read", metadata: ["error": "\(Self.message(for: error))"])
    }
    guard cache.value.session?.id == userID, cache.value.themeName != name else { return }
    cache.update(\.themeName, with: name)
  }

  /// Saves `theme` (`default`, `light`, `dark`; nil: none, the configuration's) as the signed-in
  /// user's choice, then puts it in the cache, where the app applies it. Throws when it cannot
  /// be saved (nothing changes then).
  public func chooseTheme(_ theme: String?) throws {
    guard let user = cache.value.session else { return }
    try AppearanceStorage(database: database).saveTheme(theme, for: user.id)
    cache.update(\.themeName, with: theme)
  }
}
