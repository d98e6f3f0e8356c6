#if DEBUG
  import Services
  import TerminalUI

  /// The mocks the previews show in their loading, empty and error states (the component-state
  /// tests draw the same ones).
  extension AppPreviews {
    /// The Inbox's list (or a project's, without `filters`) in `filter` with no tasks: loading
    /// or failed as asked.
    @MainActor static func emptyTaskList(
      filter: InboxFilter = .all, withFilters: Bool = true, loading: Bool = false, failure: String? = nil
    ) -> TaskListComponentModelMock {
      let model = TaskListComponentModelMock(tasks: [], today: today, withFilters: withFilters)
      model.filter = filter
      model.isLoading = loading
      model.errorMessage = failure
      return model
    }

    /// The project list with no projects: loading or failed as asked.
    @MainActor static func emptyProjectList(
      loading: Bool = false, failure: String? = nil
    )
      -> ProjectListComponentModelMock
    {
      let model = ProjectListComponentModelMock(projects: [])
      model.isLoading = loading
      model.errorMessage = failure
      return model
    }

    /// Search for `query` with no results: searching or failed as asked.
    @MainActor static func search(
      _ query: String, searching: Bool = false, failure: String? = nil
    )
      -> SearchComponentModelMock
    {
      let model = SearchComponentModelMock(query: query, today: today)
      model.isSearching = searching
      model.errorMessage = failure
      return model
    }

    /// A task's detail with no task: loading, or the task gone.
    @MainActor static func missingTask(loading: Bool) -> TaskDetailComponentModelMock {
      let model = TaskDetailComponentModelMock(task: nil, today: today)
      model.isLoading = loading
      return model
    }

    static let diskFull = "The disk is full (SQLite error 13)."
  }
#endif
