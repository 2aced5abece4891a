// The Canvas layer. See README.md for what it holds.
