import Testing
@testable import Layout
