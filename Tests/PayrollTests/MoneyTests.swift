import Testing

@testable import Payroll

@Suite struct MoneyTests {
    @Test func groupsThousandsWithCommas() {
        #expect(Money(won: 0).grouped == "0")
        #expect(Money(won: 999).grouped == "999")
        #expect(Money(won: 1_000).grouped == "1,000")
        #expect(Money(won: 1_234_560).grouped == "1,234,560")
        #expect(Money(won: -45_000).grouped == "-45,000")
    }

    @Test func theMostNegativeIntDoesNotTrap() {
        #expect(Money(won: Int.min).description == "-₩9,223,372,036,854,775,808")
    }

}
