// The Terminal layer. See README.md for what it holds.

import CNcurses
