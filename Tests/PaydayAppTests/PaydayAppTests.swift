import Testing
@testable import PaydayApp
