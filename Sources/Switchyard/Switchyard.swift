// The whole generic framework behind one import.
//
// A client package depends on the `Switchyard` product and writes `import Switchyard`; it
// gets the data cache, the store, the terminal UI, the coordinators, routes with state
// restoration, the command palette, and the work tracker they all count their async work in
// (so that anything can wait until the app is idle), and compiles none of the reference app (no SQLite,
// no cryptography). `@_exported` is how Swift packages offer an umbrella module today; each
// module can still be imported on its own.
@_exported import Coordinators
@_exported import DataCache
@_exported import Palette
@_exported import Routing
@_exported import TerminalUI
@_exported import Unidirectional
@_exported import WorkTracking
