// The DataCache module. See README.md, "Architecture", for what belongs here.
