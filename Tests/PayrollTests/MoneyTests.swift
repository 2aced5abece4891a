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

    @Test func formatsInEnglishAndKorean() {
        #expect(Money(won: 1_234_560).formatted(.english) == "₩1,234,560")
        #expect(Money(won: 1_234_560).formatted(.korean) == "1,234,560원")
        #expect(Money(won: -5_000).formatted(.english) == "-₩5,000")
        #expect(Money(won: -5_000).formatted(.korean) == "-5,000원")
    }

    @Test func theMostNegativeIntDoesNotTrap() {
        #expect(Money(won: Int.min).formatted(.english) == "-₩9,223,372,036,854,775,808")
    }

    @Test func durationsReadHoursAndMinutes() {
        #expect(WorkTimeFormat.string(minutes: 750, .english) == "12h 30m")
        #expect(WorkTimeFormat.string(minutes: 750, .korean) == "12시간 30분")
        #expect(WorkTimeFormat.string(minutes: 480, .english) == "8h")
        #expect(WorkTimeFormat.string(minutes: 45, .korean) == "45분")
        #expect(WorkTimeFormat.string(minutes: 0, .english) == "-")
    }
}
