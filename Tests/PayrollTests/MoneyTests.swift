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

    /// Every length of number, each side of every power of ten and of every comma's place, both
    /// signs and the extremes: grouped as a person groups the decimal digits by hand (counted
    /// here from the digits' text, a comma wherever three digits remain).
    @Test func everyLengthOfNumberIsGroupedByThrees() {
        func byHand(_ won: Int) -> String {
            let digits = Array(String(won.magnitude))
            var text = won < 0 ? "-" : ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
                text.append(digit)
            }
            return text
        }
        var values = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
        }
        for won in values {
            #expect(Money(won: won).grouped == byHand(won), "\(won)")
            #expect(Money(won: won).description == (won < 0 ? "-₩" : "₩") + byHand(won).drop { $0 == "-" }, "\(won)")
        }
    }

}
