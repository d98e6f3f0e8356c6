// The `switchyard` executable. A synchronous entry point (not `async @main`) keeps main-actor
// code on the main thread on Linux, which the terminal run loop relies on.
SwitchyardCommand.main()
