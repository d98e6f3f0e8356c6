// The SwitchyardTesting module. See README.md, "Architecture", for what belongs here.
