// The TerminalUI module. See README.md, "Architecture", for what belongs here.
