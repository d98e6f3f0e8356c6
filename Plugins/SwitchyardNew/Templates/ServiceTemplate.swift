/// `service <Name>`: a service protocol, a live service (in memory, to be replaced by the real
/// storage behind the same protocol), a mock, the record type it serves, and tests.
struct ServiceTemplate {
  /// `Weather` for `WeatherService`.
  let name: TypeName
  /// The record type: `WeatherRecord` (the app template serves `Item`).
  let record: String

  init(_ name: TypeName, record: String? = nil) {
    self.name = name
    self.record = record ?? "\(name)Record"
  }

  var service: String {
    #"""
    /// Where \#(record) values come from. The app reaches it only through this protocol, so tests
    /// and previews can hand it a mock.
    protocol \#(name)Service: Sendable {
      /// Every record.
      func fetchAll() async throws -> [\#(record)]
      /// Stores `record` (a new one, or a new version of one) and returns what was stored.
      func save(_ record: \#(record)) async throws -> \#(record)
    }

    """#
  }

  var live: String {
    #"""
    /// The \#(record) values, kept in memory while the app runs: put the real storage (a database,
    /// a web API) here, behind the same protocol.
    actor Live\#(name)Service: \#(name)Service {
      private var records: [\#(record)]

      init(records: [\#(record)] = []) {
        self.records = records
      }

      func fetchAll() -> [\#(record)] { records }

      func save(_ record: \#(record)) -> \#(record) {
        if let index = records.firstIndex(where: { $0.id == record.id }) {
          records[index] = record
        } else {
          records.append(record)
        }
        return record
      }
    }

    """#
  }

  var mock: String {
    #"""
    /// A \#(name.lower) service for tests and previews: answers with `records`, or fails with
    /// `failure`, and records what it was asked to save.
    actor \#(name)ServiceMock: \#(name)Service {
      var records: [\#(record)]
      var failure: (any Error)?
      private(set) var saved: [\#(record)] = []

      init(records: [\#(record)] = \#(record).samples, failure: (any Error)? = nil) {
        self.records = records
        self.failure = failure
      }

      func fetchAll() throws -> [\#(record)] {
        if let failure { throw failure }
        return records
      }

      func save(_ record: \#(record)) throws -> \#(record) {
        if let failure { throw failure }
        saved.append(record)
        return record
      }
    }

    """#
  }

  var recordType: String {
    #"""
    /// One record the \#(name.lower) service serves.
    struct \#(record): Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
    }

    extension \#(record) {
      /// Records for a first run, previews and tests.
      static let samples = [
        \#(record)(id: 1, title: "Water the plants"), \#(record)(id: 2, title: "Call Ada"),
        \#(record)(id: 3, title: "Read the Getting Started guide"),
      ]
    }

    """#
  }

  func tests(module: String) -> String {
    #"""
    import Testing

    @testable import \#(module)

    @Suite("\#(name.title) service")
    struct \#(name)ServiceTests {
      @Test("the live service keeps what it saves: a new record is added, a known one replaced")
      func liveSaves() async {
        let service = Live\#(name)Service(records: [\#(record).samples[0]])
        var changed = \#(record).samples[0]
        changed.title = "Changed"
        _ = await service.save(changed)
        _ = await service.save(\#(record).samples[1])
        #expect(await service.fetchAll() == [changed, \#(record).samples[1]])
      }

      @Test("the mock fails when told to, and records what it saves")
      func mock() async throws {
        let failing = \#(name)ServiceMock(failure: \#(name)ServiceDown())
        await #expect(throws: \#(name)ServiceDown.self) { try await failing.fetchAll() }
        let mock = \#(name)ServiceMock()
        _ = try await mock.save(\#(record).samples[2])
        #expect(await mock.saved == [\#(record).samples[2]])
      }
    }

    /// A service that is down.
    private struct \#(name)ServiceDown: Error {}

    """#
  }
}
