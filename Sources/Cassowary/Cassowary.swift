// The Cassowary layer. See README.md for what it holds.
