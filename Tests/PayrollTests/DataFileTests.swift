import Foundation
import Testing

@testable import Payroll

/// The validation of the data file (docs/data-file.md): each error with its message and path.
@Suite struct DataFileTests {
    /// One workplace around `fields` (a JSON fragment), with a valid wage, payday and shifts
    /// unless `fields` replaces them.
    private func workplace(_ fields: String, shifts: String = "[]") -> String {
        #"{"version": 1, "workplaces": [{"name": "카페", "payday": {"day": 10}, "shifts": \#(shifts), \#(fields)}]}"#
    }

    @Test func aValidFileLoads() throws {
        let file = try DataFile.parse(
            Array(
                workplace(
                    #""wage": 10320"#,
                    shifts: #"[{"date": "2026-11-03", "start": "22:00", "end": "06:00", "break": 60}]"#
                ).utf8), file: "w.json")
        #expect(file.workplaces.count == 1)
        #expect(file.workplaces[0].employees == 1)  // the defaults of section 1
        #expect(file.workplaces[0].payday == PaydayRule(day: 10, month: .next, ifHoliday: .before))
        #expect(file.workplaces[0].weeklyHolidayAllowance)
        #expect(file.workplaces[0].deductions == DeductionRules(incomeTax: .none, insurance: .none))
        #expect(file.workplaces[0].shifts == [shift("2026-11-03", "22:00", "06:00", break: 60)])
    }

    /// `datesRelativeTo` moves every date by whole weeks, so weekdays stay as written.
    @Test func relativeDatesMoveByWholeWeeks() throws {
        let text =
            #"{"version": 1, "datesRelativeTo": "2026-11-21", "workplaces": [{"name": "a", "wages": [{"from": "2026-11-01", "hourly": 10320}], "payday": {"day": 10}, "shifts": [{"date": "2026-11-16", "start": "09:00", "end": "12:00"}]}]}"#
        let file = try DataFile.parse(Array(text.utf8), file: "w.json")
        // 2027-03-15 is 114 days later: 16 whole weeks (112 days).
        let moved = file.workplaces(asOf: date("2027-03-15"))[0]
        #expect(moved.shifts[0].date == date("2027-03-08"))
        #expect(moved.shifts[0].date.weekday == .monday)
        #expect(moved.wages.entries[0].from == date("2027-02-21"))
        // Six days earlier than the base rounds toward the past: one week back.
        #expect(file.workplaces(asOf: date("2026-11-15"))[0].shifts[0].date == date("2026-11-09"))
        #expect(file.workplaces(asOf: date("2026-11-27"))[0].shifts[0].date == date("2026-11-16"))
    }

    /// The shipped example is valid and shows every feature on any date: checked on a date in
    /// each month of two years (2025 to 2026) and well past the holiday list.
    @Test func theShippedExampleStaysInteresting() throws {
        let file = try DataFile.load(path: packageRoot.appendingPathComponent("Data/workplaces.json").path)
        #expect((5...7).contains(file.workplaces.count))
        #expect(file.workplaces.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        let holidays = try HolidayCalendar.bundled()
        // A payday at month's end: a day past some months' length.
        #expect(file.workplaces.contains { $0.payday.day == 31 })
        var movedPaydays = 0
        for offset in stride(from: 0, through: 730, by: 29) {
            let today = date("2025-01-03").adding(days: offset)
            let slips = file.payslips(today: today, now: .endOfDay(today), holidays: holidays, rates: shippedRates)
            let bigNight = slips.contains {
                $0.premiumsApply && $0.pay.night > .zero && $0.pay.overtime > .zero && $0.pay.holiday > .zero
            }
            #expect(bigNight, "\(today): night, overtime and holiday pay at a 5+ workplace")
            #expect(
                slips.contains { !$0.premiumsApply && $0.minutes.paid > 0 }, "\(today): a workplace under 5 employees")
            #expect(slips.contains { $0.deductions.incomeTax > .zero }, "\(today): 3.3 %")
            #expect(slips.contains { $0.deductions.nationalPension > .zero }, "\(today): the four insurances")
            #expect(slips.contains { $0.pay.weeklyHolidayAllowance > .zero }, "\(today): a weekly holiday allowance")
            #expect(
                slips.contains { $0.warnings.contains { if case .belowMinimumWage = $0 { true } else { false } } },
                "\(today): a wage below the minimum")
            // Which payday is shown moves with the date; across the sampled dates some must have
            // been moved off a weekend or holiday (counted below).
            movedPaydays +=
                zip(file.workplaces, slips).filter { workplace, slip in
                    slip.payday != workplace.payday.nominalPayday(for: slip.period)
                }.count
        }
        // 26 dates x 6 workplaces; about 2 paydays in 7 fall on a weekend.
        #expect(movedPaydays >= 20, "\(movedPaydays) moved paydays")
    }
}

/// `24:00` as an end in the data file (a shift's, a schedule entry's), as the commands and the
/// forms take it: midnight at the end of the day, read as `00:00` (an end not after the start is
/// the next day's) and written back so; as a start, and any other hour 24, refused by name.
@Suite struct EndOfDayInTheFileTests {
    private func file(shifts: String, schedule: String = "[]") -> [UInt8] {
        Array(
            #"{"version": 1, "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, "schedule": \#(schedule), "shifts": \#(shifts)}]}"#
                .utf8)
    }

    @Test func anEndOf2400IsMidnightAtTheDaysEnd() throws {
        let bytes = file(
            shifts:
                #"[{"date": "2026-11-02", "start": "18:00", "end": "24:00"}, {"date": "2026-11-03", "start": "00:00", "end": "24:00", "break": 60}]"#,
            schedule: #"[{"days": ["fri"], "start": "19:00", "end": "24:00", "from": "2026-11-01"}]"#)
        let used = try DataFile.parse(bytes, file: "w.json")
        #expect(try DataFile.parseGenerally(bytes, file: "w.json").file == used)
        let place = used.workplaces[0]
        #expect(
            place.shifts == [shift("2026-11-02", "18:00", "00:00"), shift("2026-11-03", "00:00", "00:00", break: 60)])
        // Six hours to midnight; the second, midnight to midnight, a whole day.
        #expect(place.shifts.map(\.lengthMinutes) == [360, 1440])
        #expect(place.schedule.map(\.endTime) == [time("00:00")])
        let written = String(decoding: DataFileWriter.bytes(used), as: UTF8.self)
        #expect(written.contains(#""start": "18:00", "end": "00:00""#), "\(written)")
        #expect(!written.contains("24:00"))
        #expect(try DataFile.parse(Array(written.utf8), file: "w.json") == used)
    }

    @Test func hour24IsNamedWhereItIsNoEnd() throws {
        for (shifts, path, reason) in [
            (
                #"[{"date": "2026-11-02", "start": "24:00", "end": "06:00"}]"#, "start",
                DataProblem.Reason.notATime("24:00")
            ),
            (#"[{"date": "2026-11-02", "start": "18:00", "end": "24:30"}]"#, "end", .notAnEndTime("24:30")),
            (#"[{"date": "2026-11-02", "start": "18:00", "end": "25:00"}]"#, "end", .notAnEndTime("25:00")),
        ] {
            do {
                _ = try DataFile.parse(file(shifts: shifts), file: "w.json")
                Issue.record("taken: \(shifts)")
            } catch {
                #expect(error.problems.map(\.reason) == [reason], "\(shifts)")
                #expect(error.problems.map(\.place) == [.value("workplaces[0].shifts[0].\(path)")], "\(error.problems)")
            }
        }
    }
}
