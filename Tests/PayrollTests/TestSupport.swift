import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// A date from a literal the test wrote; a typo in a test is a test bug, so it traps.
func date(_ text: String) -> LocalDate {
    guard let date = LocalDate(iso: text) else { preconditionFailure("bad date literal \(text)") }
    return date
}

func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text: text) else { preconditionFailure("bad time literal \(text)") }
    return time
}

func shift(_ day: String, _ start: String, _ end: String, break minutes: Int = 0) -> Shift {
    Shift(date: date(day), start: time(start), end: time(end), breakMinutes: minutes)
}

/// Holidays 2025-2027 as shipped, or a calendar that knows those years have none.
let noHolidays = HolidayCalendar(names: [:], coveredYears: [2024, 2025, 2026, 2027, 2028])

func shippedHolidays() throws -> HolidayCalendar {
    try HolidayCalendar.bundled()
}

/// The shipped rates file. Without it no payslip can be computed, so a missing or broken one
/// stops the run at once with the loader's message.
let shippedRates: RateTable = {
    do { return try RateTable.bundled() } catch { preconditionFailure("the shipped rates file: \(error)") }
}()

/// A payslip with `--today` semantics: shifts ended by the end of `today` count.
func payslip(
    _ workplace: Workplace, today: String, holidays: HolidayCalendar = noHolidays,
    rates: RateTable = shippedRates
) -> Payslip {
    Payslip(workplace: workplace, today: date(today), now: .endOfDay(date(today)), holidays: holidays, rates: rates)
}

func workplace(
    employees: Int = 1, wage: Int = 10_000, payday: PaydayRule = PaydayRule(day: 10, ifHoliday: .keep),
    contractWeeklyHours: ContractHours? = nil, weeklyHolidayAllowance: Bool = true, weeklyHoliday: Weekday? = nil,
    deductions: DeductionRules = DeductionRules(), shifts: [Shift]
) -> Workplace {
    Workplace(
        name: "test", employees: employees, wages: WageHistory(hourly: wage), payday: payday,
        contractWeeklyHours: contractWeeklyHours, weeklyHolidayAllowance: weeklyHolidayAllowance,
        weeklyHoliday: weeklyHoliday, deductions: deductions, shifts: shifts)
}

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A random data file, valid by construction: up to three workplaces of up to 19 shifts (some
/// with memos, some crossing midnight), an open shift now and then.
func randomDataFile(_ random: inout SplitMix64, round: Int) -> DataFile {
    var places: [Workplace] = []
    for index in 0..<Int(random.next() % 4) {
        var shifts: [Shift] = []
        var day = date("2026-01-01").adding(days: Int(random.next() % 30))
        for _ in 0..<Int(random.next() % 20) {
            let startMinute = Int(random.next() % 1440), length = 1 + Int(random.next() % 1439)
            let endMinute = (startMinute + length) % 1440
            let candidate = Shift(
                date: day, start: TimeOfDay(hour: startMinute / 60, minute: startMinute % 60)!,
                end: TimeOfDay(hour: endMinute / 60, minute: endMinute % 60)!,
                breakMinutes: Int(random.next() % UInt64(length)),
                memo: random.next() % 3 == 0 ? "memo \(round) \"q\" 한글" : nil)
            shifts.append(candidate)
            day = day.adding(days: 2)
        }
        var place = Workplace(
            name: "일터 \(round)-\(index)", employees: 1 + Int(random.next() % 20),
            wages: WageHistory(hourly: 1 + Int(random.next() % 20_000)),
            payday: PaydayRule(day: 1 + Int(random.next() % 31)),
            // Hours with decimals too, 0 to 168 in steps of 0.05.
            contractWeeklyHours: random.next() % 2 == 0
                ? nil : ContractHours(hundredths: Int(random.next() % 3361) * 5),
            shifts: shifts, periodStartDay: 1 + Int(random.next() % 28),
            openShift: random.next() % 2 == 0 ? nil : OpenShift(date: day, start: time("08:00")))
        if random.next() % 2 == 0 { randomPlans(&random, into: &place) }
        places.append(place)
    }
    return DataFile(worker: random.next() % 2 == 0 ? nil : Worker(name: "worker \(round)"), workplaces: places)
}

/// `place` with round `round`'s deductions: each income tax rule and both insurances in turn,
/// and every third round tax-free pay (a meal allowance, with or without tax-free premiums).
func withDeductions(of round: Int, _ place: Workplace) -> Workplace {
    var place = place
    place.deductions = DeductionRules(
        incomeTax: DeductionRules.IncomeTax.allCases[round % 4],
        insurance: DeductionRules.Insurance.allCases[round / 4 % 2])
    place.taxFree = round % 3 == 0 ? TaxFree(overtimePremiums: round % 2 == 0, meals: 200_000) : nil
    return place
}

/// A schedule of one entry (some days, a break shorter than it, maybe an end), a few absences on
/// distinct dates, and sometimes the employment's bounds: valid by construction.
func randomPlans(_ random: inout SplitMix64, into place: inout Workplace) {
    let days = Weekday.allCases.filter { _ in random.next() % 2 == 0 }
    let start = Int(random.next() % 1440), length = 1 + Int(random.next() % 1439)
    let from = date("2026-01-05").adding(days: Int(random.next() % 60))
    place.schedule = [
        ScheduleEntry(
            days: days.isEmpty ? [.monday] : days, start: TimeOfDay(hour: start / 60, minute: start % 60)!,
            end: TimeOfDay(hour: (start + length) % 1440 / 60, minute: (start + length) % 60)!,
            breakMinutes: Int(random.next() % UInt64(length)), from: from,
            until: random.next() % 2 == 0 ? nil : from.adding(days: Int(random.next() % 200)))
    ]
    var absenceDay = from
    place.absences = (0..<Int(random.next() % 4)).map { _ in
        absenceDay = absenceDay.adding(days: 1 + Int(random.next() % 9))
        return Absence(date: absenceDay, kind: Absence.Kind.allCases[Int(random.next() % 4)])
    }
    place.received = (0..<Int(random.next() % 3)).map { index in
        Receipt(
            period: PayPeriod(
                year: 2026, month: 1 + index * 3 + Int(random.next() % 3), startDay: place.periodStartDay),
            amount: Money(won: Int(random.next() % 3_000_000)),
            date: random.next() % 2 == 0 ? nil : date("2026-01-10").adding(days: Int(random.next() % 300)))
    }
    if random.next() % 2 == 0 {
        place.startDate = from
        place.endDate = random.next() % 2 == 0 ? nil : from.adding(days: Int(random.next() % 400))
    }
}

/// The shipped rates file, as text or with an edit applied (Foundation's JSON, only to write test
/// input).
enum RatesFile {
    static let url = packageRoot.appendingPathComponent("Sources/Payroll/Resources/rates.json")

    static func text() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The file, with `edit` applied to its parsed JSON (Foundation's, only to write test input).
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var root = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        edit(&root)
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// The file with one figure's series edited (`values` is the list of its values).
    static func edited(figures edits: [String: (inout [String: Any], inout [[String: Any]]) -> Void]) throws -> Data {
        try edited { root in
            var figures = root["figures"] as! [String: Any]
            for (name, edit) in edits {
                var series = figures[name] as! [String: Any]
                var values = series["values"] as! [[String: Any]]
                edit(&series, &values)
                series["values"] = values
                figures[name] = series
            }
            root["figures"] = figures
        }
    }
}
