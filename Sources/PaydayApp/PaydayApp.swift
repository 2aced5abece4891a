// The PaydayApp layer. See README.md for what it holds.
