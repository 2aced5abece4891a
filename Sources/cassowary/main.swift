import Cassowary
