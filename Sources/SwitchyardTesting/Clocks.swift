// A client's tests drive time with `TestClock` and skip it with `ImmediateClock` (both from
// swift-clocks) through this product alone: `import SwitchyardTesting` brings them, as it
// brings `TestStore`, so a client package needs no dependency of its own on swift-clocks.
@_exported import Clocks
