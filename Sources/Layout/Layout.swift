// The Layout layer. See README.md for what it holds.
