import Testing
@testable import Payroll
