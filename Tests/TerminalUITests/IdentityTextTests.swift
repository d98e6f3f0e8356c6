import Testing

@testable import TerminalUI

/// An element's id is written into its view's identity as `"\(id)"` would write it, whichever
/// way the text is made: view state kept under an identity must find it again.
@MainActor
@Suite("Identities: ids written as string interpolation writes them")
struct IdentityTextTests {
  enum Tab: Hashable { case inbox, projects(Int) }
  struct Key: Hashable { let name: String }

  @Test("integers of every width and sign, strings, enums and structs")
  func sameAsInterpolation() {
    #expect(IdentityText.of(Int.min) == "\(Int.min)")
    #expect(IdentityText.of(Int64(-42)) == "-42")
    #expect(IdentityText.of(Int32.max) == "\(Int32.max)")
    #expect(IdentityText.of(UInt64.max) == "\(UInt64.max)")
    #expect(IdentityText.of(UInt32(7)) == "7")
    #expect(IdentityText.of(UInt(9)) == "9")
    #expect(IdentityText.of("a b#c") == "a b#c")
    #expect(IdentityText.of(Tab.projects(3)) == "\(Tab.projects(3))")
    #expect(IdentityText.of(Key(name: "x")) == "\(Key(name: "x"))")
    #expect(IdentityText.of(Int16(-5)) == "-5")
  }

  @Test("a remembered value's text is made once and stays the same; other values get their own")
  func remembered() {
    #expect(IdentityText.remembered(Tab.inbox) == "inbox")
    #expect(IdentityText.remembered(Tab.inbox) == "inbox")
    #expect(IdentityText.remembered(Tab.projects(1)) == "projects(1)")
    #expect(IdentityText.remembered(Tab.projects(2)) == "projects(2)")
  }
}
