import Foundation
import Testing

@testable import Payroll

/// The checks on the data, one function each in `DataRules`, from the steps a worker took.
struct DataRulesTests {
    static let cu = Workplace(name: "CU", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])
    static let starbucks = Workplace(
        name: "스타벅스", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
        shifts: [shift("2026-11-18", "10:00", "15:00")])

    /// `payday shift add CU 2026-11-18 06:00 05:00` was a 23-hour shift, accepted.
    @Test func aShiftOverSixteenHoursNeedsConfirming() throws {
        let typo = shift("2026-11-18", "06:00", "05:00")
        #expect(DataRules.checkShift(typo, at: 0, in: [Self.cu]) == [.longShift(typo)])
        #expect(DataRules.checkShift(typo, at: 0, in: [Self.cu], confirmedLong: true).isEmpty)
        // Exactly 16 hours needs nothing; a 24-hour shift (격일제) is possible, confirmed.
        #expect(DataRules.checkShift(shift("2026-11-18", "06:00", "22:00"), at: 0, in: [Self.cu]).isEmpty)
        let day = shift("2026-11-18", "09:00", "09:00")
        #expect(day.lengthMinutes == 1440)
        #expect(DataRules.checkShift(day, at: 0, in: [Self.cu], confirmedLong: true).isEmpty)
        var file = DataFile(workplaces: [Self.cu])
        #expect(throws: RuleReasons([.longShift(typo)])) {
            try DataChange.addShift(workplace: "CU", typo).apply(to: &file)
        }
        try DataChange.addShift(workplace: "CU", typo, confirmedLong: true).apply(to: &file)
        #expect(file.workplaces[0].shifts == [typo])
    }

    /// A shift at CU 12:00-14:00 inside one at 스타벅스 10:00-15:00 was accepted.
    @Test func aShiftOverlappingOneElsewhereIsRefusedNamingIt() throws {
        let inside = shift("2026-11-18", "12:00", "14:00")
        let other = Self.starbucks.shifts[0]
        #expect(
            DataRules.checkShift(inside, at: 0, in: [Self.cu, Self.starbucks]) == [
                .overlapsElsewhere(workplace: "스타벅스", other)
            ])
        // Back to back is no overlap.
        #expect(
            DataRules.checkShift(shift("2026-11-18", "15:00", "18:00"), at: 0, in: [Self.cu, Self.starbucks]).isEmpty)
        var file = DataFile(workplaces: [Self.cu, Self.starbucks])
        #expect(throws: RuleReasons([.overlapsElsewhere(workplace: "스타벅스", other)])) {
            try DataChange.addShift(workplace: "CU", inside).apply(to: &file)
        }
        // The same workplace's own overlap is its own reason.
        #expect(
            DataRules.checkShift(inside, at: 1, in: [Self.cu, Self.starbucks]) == [.overlaps(workplace: "스타벅스", other)])
    }

    /// A shift added for tomorrow blocked clocking in today, with a false message.
    @Test func aFutureShiftNeverBlocksClockingIn() throws {
        var place = Self.cu
        place.shifts = [shift("2026-11-27", "09:00", "13:00")]
        let now = OpenShift(date: date("2026-11-26"), start: time("14:10"))
        #expect(DataRules.checkClockIn(now, at: 0, in: [place]) == nil)
        var file = DataFile(workplaces: [place])
        try DataChange.clockIn(workplace: "CU", now).apply(to: &file)
        // The file as written reads back: an open shift before a planned one is valid.
        let reread = try DataFile.parse(DataFileWriter.bytes(file), file: "w.json")
        #expect(reread.workplaces[0].openShift == now)
        #expect(reread.workplaces[0].shifts == place.shifts)
        // Clocking out into the planned shift replaces the plan (what was worked is paid); before
        // it, the plan stays.
        let late = LocalMoment(date: date("2026-11-27"), time: time("10:00"))
        var copy = file
        try DataChange.clockOut(workplace: "CU", end: late, breakMinutes: 0).apply(to: &copy)
        #expect(copy.workplaces[0].shifts.map(\.label) == ["2026-11-26 14:10-10:00"])
        try DataChange.clockOut(
            workplace: "CU", end: LocalMoment(date: date("2026-11-26"), time: time("18:00")), breakMinutes: 0
        ).apply(to: &file)
        #expect(file.workplaces[0].shifts.map(\.label) == ["2026-11-26 14:10-18:00", "2026-11-27 09:00-13:00"])
        // Inside a shift already recorded, at any workplace, is still refused, truly.
        let inside = OpenShift(date: date("2026-11-18"), start: time("11:00"))
        #expect(
            DataRules.checkClockIn(inside, at: 0, in: [Self.cu, Self.starbucks])
                == .clockInInsideShift(
                    inside.start, workplace: "스타벅스", Self.starbucks.shifts[0]))
    }

    /// The one table of limits: the loader, the store and the command line agree on each end.
    @Test func everyLimitIsTheTablesOwn() throws {
        #expect(DataRules.check(10_000_000, .wage) == nil)
        #expect(DataRules.check(10_000_001, .wage) == .outOfRange(.wage, value: 10_000_001, allowed: 1...10_000_000))
        #expect(DataRules.check(-9000, .wage) == .outOfRange(.wage, value: -9000, allowed: 1...10_000_000))
        #expect(DataRules.check(0, .paydayDay) != nil && DataRules.check(31, .paydayDay) == nil)
        #expect(DataRules.check(29, .periodStartDay) != nil && DataRules.check(28, .periodStartDay) == nil)
        #expect(DataRules.check(169, .contractWeeklyHours) != nil)
        for field in DataField.allCases {
            let range = Limits.range(of: field)
            #expect(DataRules.check(range.lowerBound, field) == nil && DataRules.check(range.upperBound, field) == nil)
            #expect(
                DataRules.check(range.upperBound + 1, field) != nil
                    && DataRules.check(range.lowerBound - 1, field) != nil)
        }
        // The loader takes the same ends.
        func load(wage: Int) -> Bool {
            let text = """
                {"version": 1, "workplaces": [{"name": "A", "wage": \(wage), "payday": {"day": 10}, "shifts": []}]}
                """
            return (try? DataFile.parse(Array(text.utf8), file: "w.json")) != nil
        }
        #expect(load(wage: 10_000_000) && !load(wage: 10_000_001) && !load(wage: 0))
    }

    /// `payday shift add GS25 1026-11-03 ...` (a digit missing) was accepted; dates are in 1990-2100.
    @Test func datesAreInTheWindowInTheFileAndInChanges() throws {
        #expect(DataRules.check(date("1990-01-01"), .shiftDate) == nil)
        #expect(DataRules.check(date("2100-12-31"), .shiftDate) == nil)
        let typo = shift("1026-11-03", "09:00", "15:00")
        #expect(
            DataRules.checkShift(typo, at: 0, in: [Self.cu]) == [
                .dateOutsideWindow(.shiftDate, date("1026-11-03"), allowed: Limits.dates)
            ])
        #expect(DataRules.check(date("2101-01-01"), .wageFrom) != nil)
        for (day, ok) in [("1989-12-31", false), ("1990-01-01", true), ("2100-12-31", true), ("2101-01-01", false)] {
            // Both the quick shift reader and the general one (a memo sends a shift the general way).
            for memo in ["", ", \"memo\": \"x\""] {
                let text = """
                    {"version": 1, "workplaces": [{"name": "A", "wage": 10320, "payday": {"day": 10}, "shifts": [
                    {"date": "\(day)", "start": "09:00", "end": "10:00"\(memo)}]}]}
                    """
                do {
                    _ = try DataFile.parse(Array(text.utf8), file: "w.json")
                    #expect(ok, "\(day) \(memo)")
                } catch {
                    #expect(!ok, "\(day) \(memo)")
                    let reasons = error.problems.map(\.reason)
                    #expect(
                        reasons.contains {
                            if case .dateOutsideLimits(_, let allowed) = $0 { return allowed == Limits.dates }
                            return false
                        }, "\(reasons)")
                }
            }
        }
    }

    /// Names: no control character, no space at either end, composed, no look-alike.
    @Test func namesAreCheckedWhenSaved() {
        let others = ["GS25 강남역점", "CU"]
        #expect(DataRules.checkName("스타벅스", among: others) == nil)
        #expect(DataRules.checkName("CU 2", among: others) == nil)
        #expect(DataRules.checkName("  ", among: others) == .nameEmpty)
        #expect(DataRules.checkName("CU ", among: others) == .nameHasOuterSpace)
        #expect(DataRules.checkName(" 카페", among: others) == .nameHasOuterSpace)
        #expect(DataRules.checkName("a\nb", among: others) == .nameHasControlCharacter("\n"))
        #expect(DataRules.checkName("a\u{202E}b", among: others) == .nameHasControlCharacter("\u{202E}"))
        #expect(DataRules.checkName("a\u{200B}b", among: others) == .nameHasControlCharacter("\u{200B}"))
        #expect(DataRules.checkName("a\u{1B}[2Jb", among: others) == .nameHasControlCharacter("\u{1B}"))
        // 가 as two jamo (decomposed): composed first by the command line and the forms.
        let decomposed = "\u{1100}\u{1161}게"
        #expect(DataRules.checkName(decomposed, among: others) == .nameNotComposed)
        #expect(DataRules.checkName(DataRules.normalizedName(decomposed), among: others) == nil)
        #expect(DataRules.checkName("cu", among: others) == .nameTaken(existing: "CU"))
        // Look-alikes: spacing, full width, case folding together.
        #expect(DataRules.checkName("GS25강남역점", among: others) == .nameLooksLike(existing: "GS25 강남역점"))
        #expect(DataRules.checkName("ＣＵ", among: others) == .nameLooksLike(existing: "CU"))
        #expect(DataRules.checkName("gs25  강남역점", among: others) == .nameLooksLike(existing: "GS25 강남역점"))
        #expect(DataRules.checkName("GS25\u{3000}강남역점", among: others) == .nameLooksLike(existing: "GS25 강남역점"))
        // The quick way (ASCII, Hangul syllables, emoji) gives what the general way gives.
        for name in ["GS25 강남역점", "CU", "Cafe 🏪 2", "스타벅스 역삼점", "MiXeD  Case"] {
            let general = name.precomposedStringWithCompatibilityMapping.folding(
                options: [.caseInsensitive, .widthInsensitive], locale: nil
            ).unicodeScalars.filter { !$0.properties.isWhitespace && !DataRules.isControl($0) }
            #expect(DataRules.lookalikeKey(name).unicodeScalars.elementsEqual(general), "\(name)")
        }
        var file = DataFile(workplaces: [DataRulesTests.cu])
        var lookalike = DataRulesTests.cu
        lookalike.name = "Ｃ Ｕ"
        #expect(throws: RuleReasons([.nameLooksLike(existing: "CU")])) {
            try DataChange.addWorkplace(lookalike).apply(to: &file)
        }
        // Renaming a workplace to a look-alike of itself is fine.
        var edit = WorkplaceEdit()
        edit.name = "C U"
        #expect(throws: Never.self) { try DataChange.editWorkplace(name: "CU", edit).apply(to: &file) }
    }

    /// A raise from a date on a workplace made with a plain wage failed:
    /// `workplaces[0].wages[0].from: expected a string in double quotes, found null`.
    @Test func aWageFromADateOnAPlainWageIsWritten() throws {
        var file = DataFile(workplaces: [Self.cu])
        var edit = WorkplaceEdit()
        edit.wage = 10_500
        edit.wageFrom = date("2026-11-16")
        try DataChange.editWorkplace(name: "CU", edit).apply(to: &file)
        let reread = try DataFile.parse(DataFileWriter.bytes(file), file: "w.json")
        let wages = reread.workplaces[0].wages
        #expect(wages.hourly(on: date("2026-11-15")) == 10_320)
        #expect(wages.hourly(on: date("2026-11-16")) == 10_500)
        #expect(wages.hourly(on: date("1990-01-01")) == 10_320)
    }

    /// Without a date a raise rewrote October, already paid (₩587,000 -> ₩597,260).
    @Test func aWageWithoutADateStartsWithTheCurrentPeriod() throws {
        var place = Self.cu
        place.payday = PaydayRule(day: 10, ifHoliday: .keep)
        // October: 50 hours at 10,320 = 516,000 (no allowance: under 15 hours a week).
        place.weeklyHolidayAllowance = false
        place.shifts = (1...10).map { shift("2026-10-\($0 < 10 ? "0" : "")\($0)", "09:00", "14:00") }
        let today = date("2026-11-20")
        // The period paid on the next payday (December 10) is November: the new wage starts on its first day.
        #expect(place.startOfNewWage(today: today, holidays: noHolidays) == date("2026-11-01"))
        var raised = place
        raised.wages = place.wages.adding(hourly: 10_500, from: date("2026-11-01"))
        let october = PayPeriod(year: 2026, month: 10)
        func gross(_ workplace: Workplace) -> Int {
            Payslip(
                workplace: workplace, period: october, today: today, now: .endOfDay(today), holidays: noHolidays,
                rates: shippedRates
            ).pay.gross.won
        }
        #expect(gross(place) == 516_000)
        #expect(gross(raised) == 516_000)
        // A workplace with no shift before the period: the new wage simply replaces the old.
        #expect(Self.cu.startOfNewWage(today: today, holidays: noHolidays) == nil)
    }
}
