import Testing
@testable import Canvas
