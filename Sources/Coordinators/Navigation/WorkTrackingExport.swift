// Scene models start their work through `SceneTasks`, which counts it in a `WorkTracker`; the
// tracker lives in WorkTracking, a module of its own under the cache, the store and the host so
// that they can count their work in it too. Code that imports Coordinators to write scenes sees
// it without a second import.
@_exported import WorkTracking
