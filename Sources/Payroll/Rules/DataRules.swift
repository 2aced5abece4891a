import FoundationEssentials

/// The limits of the data, in one table: the loader, the store, the command line and the forms
/// all read them from here (docs/data-file.md, "What is checked").
public enum Limits {
    /// Won an hour.
    public static let wage = 1...10_000_000
    public static let employees = 1...1_000_000
    public static let paydayDay = 1...31
    public static let periodStartDay = 1...28
    /// Weekly pay's weeks a period (`payday.every`): every week, or every other week.
    public static let paydayEvery = 1...2
    /// Daily pay's days from the day worked to payday (`payday.lagDays`).
    public static let paydayLagDays = 0...30
    public static let contractWeeklyHours = 0...168
    /// Unpaid minutes of a shift (it must also be shorter than the shift).
    public static let breakMinutes = 0...1440
    /// Every date in the file (shifts, wages, the demo's base): a year typed with a digit missing
    /// (1026) is a typo, and a calendar spanning a thousand years costs time to draw.
    public static let dates = LocalDate(year: 1990, month: 1, day: 1)!...LocalDate(year: 2100, month: 12, day: 31)!
    /// The days payday computes for ("today": `--today`, or the moment the store commands and
    /// `remind` are told): the dates a shift may have. Every date stepped from today (the next
    /// payday, at most three months on; the pay periods around it; the schedule's weeks ahead;
    /// the app's pages, each a month up to the next payday; `paydays --months`, at most 24) then
    /// stays within a few years of 2100, far inside the years `LocalDate` holds (1 to 9999). A
    /// today outside is refused with `todayProblem`, worded by the command line.
    public static var today: ClosedRange<LocalDate> { dates }

    /// Why `date` cannot be today, or nil: `.dateOutsideWindow(.today, ...)` for a today given
    /// (`--today`), `.clock` for the system clock's date when none is given (a machine without a
    /// real-time clock says 1970-01-01: payday does not compute for a day it cannot trust).
    public static func todayProblem(_ date: LocalDate, fromClock: Bool = false) -> RuleReason? {
        today.contains(date) ? nil : .dateOutsideWindow(fromClock ? .clock : .today, date, allowed: today)
    }

    /// A shift longer than this needs confirming (`--long`, a question in the form): most are
    /// typos (06:00-05:00); a 24-hour shift (격일제) stays possible.
    public static let unconfirmedShiftMinutes = 16 * 60
    /// The longest a shift can be (also how long a shift may stay open: `OpenShift.isOverdue`).
    public static let shiftMinutes = 1...1440
    /// A monthly meal allowance (`taxFree.meals`), in won: the non-taxable part is the law's limit
    /// (200,000 a month); above it the rest is taxed, and above a million is a typo.
    public static let mealAllowance = 0...1_000_000
    /// A probation's contract length in whole years (0: under a year).
    public static let contractYears = 0...99

    /// A year given (`--year`, the year of a period such as `received`'s): the years of `dates`.
    public static var years: ClosedRange<Int> { dates.lowerBound.year...dates.upperBound.year }
    /// What reached the worker for a period, in won (`Receipt.maximumAmount` at most).
    public static let receivedAmount = 0...Receipt.maximumAmount
    /// Dependants counted for the withholding table, the worker included.
    public static let dependants = 1...99
    /// Of the dependants, the children aged 8 to 20: the worker is not one of them.
    public static let children = 0...(dependants.upperBound - 1)
    /// The withholding percentages a worker may choose (Income Tax Act Enforcement Decree art.
    /// 194), lowest first.
    public static let withholdingRates = [80, 100, 120]
    /// The range the reader takes a withholding rate in (a value inside it that is not one of
    /// `withholdingRates` is `Worker.Problem.withholdingRateNotAllowed`).
    public static let withholdingRateRange = withholdingRates.first!...withholdingRates.last!
    /// A worker's birth date: a person working now (a year typed with a digit missing is out).
    public static let birthDates =
        LocalDate(year: 1900, month: 1, day: 1)!...LocalDate(year: 2100, month: 12, day: 31)!
    /// The years a date's four digits (`YYYY`) can write: what `LocalDate` and `PayPeriod` parse,
    /// and the holiday file's years.
    public static let fourDigitYears = 1...9999

    // The history (`backups/NAME.history`) is a file like any other: an entry whose numbers are
    // outside these is not one payday wrote, and is skipped as a line that does not read.

    /// A history entry's number (and the number an undo, redo or restore names).
    public static let historyNumbers = 1...1_000_000_000
    /// A history entry's time, in seconds since 1970 (UTC), up to the end of `dates` (from 1970:
    /// a machine without a real-time clock says it is 1970).
    public static let historyTimes: ClosedRange<Double> =
        0...Double((dates.upperBound.dayNumber + 1 - LocalDate(year: 1970, month: 1, day: 1)!.dayNumber) * 86_400 - 1)
    /// The workplaces or shifts a history entry counts.
    public static let historyCounts = 0...100_000_000

    /// The range of an integer field.
    public static func range(of field: DataField) -> ClosedRange<Int> {
        switch field {
        case .wage: wage
        case .employees: employees
        case .paydayDay: paydayDay
        case .periodStartDay: periodStartDay
        case .paydayEvery: paydayEvery
        case .paydayLagDays: paydayLagDays
        case .contractWeeklyHours: contractWeeklyHours
        case .breakMinutes: breakMinutes
        case .contractYears: contractYears
        case .year, .periodYear: years
        case .receivedAmount: receivedAmount
        case .dependants: dependants
        }
    }
}

/// The integer fields of the data that have a range.
public enum DataField: String, Sendable, Equatable, CaseIterable {
    case wage, employees, paydayDay, periodStartDay, contractWeeklyHours, breakMinutes, contractYears
    /// A year given to a command (`--year`, a period).
    case year
    /// The year of a period given to a command (`--period`, `received`'s PERIOD).
    case periodYear
    /// A received amount (`received`'s AMOUNT).
    case receivedAmount
    case dependants
    /// Weekly pay's weeks a period, and daily pay's days to payday.
    case paydayEvery, paydayLagDays
}

/// The fields that hold a date.
public enum DateField: String, Sendable, Equatable {
    /// `today`: the day computed for (`Limits.today`), as given; `clock`: the system clock's date,
    /// when no today is given.
    case shiftDate, wageFrom, clockDate, probationUntil, today, clock
    /// Every other week's first Monday (`payday.anchor`).
    case paydayAnchor
}

/// Why the data, or a change to it, breaks a rule: a typed reason that the command line, the
/// app and the forms word themselves, in English and Korean. Never a sentence.
public enum RuleReason: Error, Sendable, Equatable {
    case outOfRange(DataField, value: Int, allowed: ClosedRange<Int>)
    case dateOutsideWindow(DateField, LocalDate, allowed: ClosedRange<LocalDate>)
    case nameEmpty
    /// A payday's fields that do not go together (weekly and daily pay).
    case payday(PaydayRule.Problem)
    /// A control or invisible formatting character (a newline, a bidi override, a zero-width space).
    case nameHasControlCharacter(Unicode.Scalar)
    case nameHasOuterSpace
    /// Not in Unicode's composed form (NFC); the command line and the forms compose names first.
    case nameNotComposed
    /// Another workplace has this name (ignoring case).
    case nameTaken(existing: String)
    /// Another workplace's name differs from this one only by spacing, width, invisible
    /// characters or case (`DataRules.lookalikeKey`).
    case nameLooksLike(existing: String)
    case noSuchWorkplace(String)
    case noSuchShift(workplace: String, Shift)
    case breakNotShorter(breakMinutes: Int, shiftMinutes: Int)
    /// Overlaps another shift of the same workplace.
    case overlaps(workplace: String, Shift)
    /// Overlaps a shift at another workplace: one person is at one place at a time.
    case overlapsElsewhere(workplace: String, Shift)
    /// Holds the start of the workplace's open shift (`workplace` may be another one).
    case holdsOpenShift(workplace: String, OpenShift)
    /// Longer than `Limits.unconfirmedShiftMinutes` and not confirmed.
    case longShift(Shift)
    case alreadyClockedIn(workplace: String, OpenShift)
    /// Clocking in at a moment inside a shift already recorded.
    case clockInInsideShift(LocalMoment, workplace: String, Shift)
    /// Clocking in before a shift already recorded that began since (`checkClockInBefore`).
    case clockInBeforeShift(LocalMoment, workplace: String, Shift)
    case nothingOpen(workplace: String)
    /// The open shift to change is not the workplace's open shift (any more): clocked out, or
    /// changed elsewhere.
    case noSuchOpenShift(workplace: String, OpenShift)
    case endNotAfterStart(LocalMoment, workplace: String, OpenShift)
    /// A clock-out more than 24 hours after the clock-in.
    case openLongerThanADay(workplace: String, OpenShift)
    /// A wage history with two wages from one date.
    case wageDateRepeated(LocalDate)
    /// A change to the plans (schedule, absences) that leaves them wrong: `PlanRules`' problem
    /// and where it is.
    case planProblem(workplace: String, PlanRules.Problem)
    /// An absence on a date that already has one (`Absence` is the one there).
    case absenceExists(workplace: String, Absence)
    /// The absence to remove is not in the file (any more).
    case noSuchAbsence(workplace: String, Absence)
    /// A receipt to remove that the workplace has not recorded for that period.
    case noSuchReceipt(workplace: String, period: PayPeriod)
    /// The schedule entry to change or remove is not in the file (any more).
    case noSuchScheduleEntry(workplace: String, ScheduleEntry)
    /// A receipt the workplace's receipts cannot hold (`ReceiptRules`).
    case receiptRefused(workplace: String, ReceiptRules.Reason)
    /// The worker's own fields do not hold together (`Worker.problems`).
    case workerRefused(Worker.Problem)
}

/// The checks on the data: each rule is one function here, returning typed reasons. The store
/// applies them to every change, and the command line and the forms call the same functions as
/// a value is typed.
public enum DataRules {
    // MARK: Numbers and dates

    /// The value is within its field's limits.
    public static func check(_ value: Int, _ field: DataField) -> RuleReason? {
        let allowed = Limits.range(of: field)
        return allowed.contains(value) ? nil : .outOfRange(field, value: value, allowed: allowed)
    }

    /// The date is within `Limits.dates`.
    public static func check(_ date: LocalDate, _ field: DateField) -> RuleReason? {
        Limits.dates.contains(date) ? nil : .dateOutsideWindow(field, date, allowed: Limits.dates)
    }

    /// Every term of a workplace (not its name, not its shifts): the ranges and the wage dates.
    public static func checkTerms(_ workplace: Workplace) -> [RuleReason] {
        var reasons: [RuleReason] = []
        for entry in workplace.wages.entries {
            if let reason = check(entry.hourly, .wage) { reasons.append(reason) }
            if let from = entry.from, let reason = check(from, .wageFrom) { reasons.append(reason) }
        }
        let dates = workplace.wages.entries.compactMap(\.from)
        if let repeated = dates.first(where: { date in dates.filter { $0 == date }.count > 1 }) {
            reasons.append(.wageDateRepeated(repeated))
        }
        let fields: [(Int, DataField)] = [
            (workplace.employees, .employees), (workplace.payday.day, .paydayDay),
            (workplace.periodStartDay, .periodStartDay),
        ]
        for (value, field) in fields { if let reason = check(value, field) { reasons.append(reason) } }
        reasons += workplace.payday.cadenceProblems
        // Hours with decimals: the hours rounded up, so that 168.5 is out of range.
        if let hours = workplace.contractWeeklyHours,
            let reason = check((hours.hundredths + 99) / 100, .contractWeeklyHours)
        {
            reasons.append(reason)
        }
        return reasons
    }

    /// The worker's own fields (dependants, children, withholding rate) together: `Worker.problems`.
    public static func checkWorker(_ worker: Worker) -> [RuleReason] {
        worker.problems.map(RuleReason.workerRefused)
    }

    // MARK: Names

    /// A name as the command line and the forms take it: composed (NFC). Spaces at either end
    /// are left for `checkName` to refuse, so that the worker sees what was typed.
    public static func normalizedName(_ name: String) -> String {
        name.canonicallyComposed
    }

    /// A new or changed workplace name among the others (`others` leaves out the workplace's own
    /// name when it is renamed): not empty, no control or invisible formatting character, no
    /// space at either end, composed, and neither equal to nor a look-alike of another name.
    public static func checkName(_ name: String, among others: [String]) -> RuleReason? {
        checkName(name, in: NameIndex(others))
    }

    /// The same check against names indexed once (a form checks at every key, among thousands).
    public static func checkName(_ name: String, in others: NameIndex) -> RuleReason? {
        if name.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { return .nameEmpty }
        if let control = name.unicodeScalars.first(where: isControl) { return .nameHasControlCharacter(control) }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true { return .nameHasOuterSpace }
        // By scalars: `String`'s own == holds canonically equivalent texts equal.
        if !name.unicodeScalars.elementsEqual(name.canonicallyComposed.unicodeScalars) {
            return .nameNotComposed
        }
        if let same = others.keys[WorkplaceName.key(name)] { return .nameTaken(existing: same) }
        if let similar = others.lookalikes[lookalikeKey(name)] { return .nameLooksLike(existing: similar) }
        return nil
    }

    /// Names by their compared key and their look-alike key.
    public struct NameIndex: Sendable {
        var keys: [String: String] = [:]
        var lookalikes: [String: String] = [:]

        public init(_ names: [String]) {
            for name in names {
                keys[WorkplaceName.key(name)] = keys[WorkplaceName.key(name)] ?? name
                lookalikes[lookalikeKey(name)] = lookalikes[lookalikeKey(name)] ?? name
            }
        }
    }

    /// Control characters (C0, DEL, C1) and the invisible formatting characters (Unicode's
    /// format category: zero-width spaces and joiners, bidi controls, the byte-order mark).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: true
        default: false
        }
    }

    /// What two names are the same by to a reader: compatibility-composed (NFKC: a full-width
    /// `ＧＳ２５` is `GS25`, a half-width katakana its full form), case-folded, with every space
    /// (of any width) and every invisible formatting character taken out. `GS25 강남` and
    /// `gs25강남`, or `CU` and `ＣＵ`, are look-alikes; `CU 1` and `CU 2` are not.
    public static func lookalikeKey(_ name: String) -> String {
        // ASCII, Hangul syllables and emoji have no compatibility form and no width variant
        // (`WorkplaceName.isComposedWithoutCase`): lower-casing is all the folding they need,
        // and a form indexes every other workplace's name when it opens.
        let folded =
            WorkplaceName.isComposedWithoutCase(name)
            ? name.lowercased() : CompatibilityFolding.lookalikeFold(name)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.utf8.count)
        for scalar in folded.unicodeScalars {
            // ASCII's spaces and controls are those below U+0021 and U+007F (asked directly:
            // the properties are a table look-up each).
            if scalar.value < 0x80 {
                if (0x21...0x7E).contains(scalar.value) { bytes.append(UInt8(scalar.value)) }
            } else if !scalar.properties.isWhitespace && !isControl(scalar) {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Shifts

    /// A shift at the workplace `index` of `workplaces`, leaving out its own shift at `ignoring`
    /// (an edit): a break shorter than it, a date in the window, no overlap with another shift
    /// of any workplace, nothing holding an open shift's start, and at most 16 hours unless
    /// `confirmedLong`.
    public static func checkShift(
        _ shift: Shift, at index: Int, in workplaces: [Workplace], ignoring ignored: Int? = nil,
        confirmedLong: Bool = false
    ) -> [RuleReason] {
        var reasons: [RuleReason] = []
        if let reason = check(shift.date, .shiftDate) { reasons.append(reason) }
        if let reason = check(shift.breakMinutes, .breakMinutes) { reasons.append(reason) }
        if shift.breakMinutes >= shift.lengthMinutes {
            reasons.append(.breakNotShorter(breakMinutes: shift.breakMinutes, shiftMinutes: shift.lengthMinutes))
        }
        if shift.lengthMinutes > Limits.unconfirmedShiftMinutes && !confirmedLong { reasons.append(.longShift(shift)) }
        for (place, workplace) in workplaces.enumerated() {
            for (position, other) in workplace.shifts.enumerated()
            where !(place == index && position == ignored) && other.overlaps(shift) {
                reasons.append(
                    place == index
                        ? .overlaps(workplace: workplace.name, other)
                        : .overlapsElsewhere(workplace: workplace.name, other))
                break
            }
            if let open = workplace.openShift, shift.start <= open.start, open.start < shift.end {
                reasons.append(.holdsOpenShift(workplace: workplace.name, open))
            }
        }
        return reasons
    }

    /// Clocking in at workplace `index` at `open.start`: nothing open anywhere, and the moment is
    /// not inside a shift already recorded (at any workplace). A shift later than the moment (a
    /// planned one, tomorrow's) is no reason: it is checked when the open shift is closed.
    public static func checkClockIn(_ open: OpenShift, at index: Int, in workplaces: [Workplace]) -> RuleReason? {
        if let busy = workplaces.first(where: { $0.openShift != nil }), let since = busy.openShift {
            return .alreadyClockedIn(workplace: busy.name, since)
        }
        if let reason = check(open.date, .clockDate) { return reason }
        for workplace in workplaces {
            if let holding = workplace.shifts.first(where: { $0.start <= open.start && open.start < $0.end }) {
                return .clockInInsideShift(open.start, workplace: workplace.name, holding)
            }
        }
        return nil
    }

    /// Changing the start (or memo) of workplace `index`'s open shift to `replacement`: the
    /// workplace has that open shift (`original`), and the new start is one a clock-in could
    /// have (`checkClockIn` with the open shift set aside: a date in the window, not inside a
    /// shift already recorded).
    public static func checkOpenShiftEdit(
        from original: OpenShift, to replacement: OpenShift, at index: Int, in workplaces: [Workplace]
    ) -> RuleReason? {
        let workplace = workplaces[index]
        guard let open = workplace.openShift else { return .nothingOpen(workplace: workplace.name) }
        guard open == original else { return .noSuchOpenShift(workplace: workplace.name, original) }
        var others = workplaces
        others[index].openShift = nil
        return checkClockIn(replacement, at: index, in: others)
    }

    /// Closing the open shift of workplace `index` at `end` with a break: the shift it makes, or
    /// why not (the end not after the start, more than 24 hours, then `checkShift`'s reasons;
    /// a closed shift is what was worked, so a long one needs no confirming).
    public static func checkClockOut(
        at index: Int, in workplaces: [Workplace], end: LocalMoment, breakMinutes: Int
    ) -> Result<Shift, RuleReasons> {
        let workplace = workplaces[index]
        guard let open = workplace.openShift else {
            return .failure(RuleReasons([.nothingOpen(workplace: workplace.name)]))
        }
        guard end > open.start else {
            return .failure(RuleReasons([.endNotAfterStart(end, workplace: workplace.name, open)]))
        }
        guard let shift = open.closed(at: end, breakMinutes: breakMinutes) else {
            return .failure(RuleReasons([.openLongerThanADay(workplace: workplace.name, open)]))
        }
        var others = workplaces
        others[index].openShift = nil
        let reasons = checkShift(shift, at: index, in: others, confirmedLong: true)
        return reasons.isEmpty ? .success(shift) : .failure(RuleReasons(reasons))
    }
}

/// One or more reasons, as an error.
public struct RuleReasons: Error, Sendable, Equatable {
    public var reasons: [RuleReason]
    public init(_ reasons: [RuleReason]) { self.reasons = reasons }
}

extension WageHistory {
    /// The history with `hourly` in force from `from` on (replacing a wage of that same date).
    /// A wage for all time (no date) in the history becomes a wage from the first date of the
    /// window (`Limits.dates`), which is the same for every shift the file can hold and can be
    /// written as a dated entry.
    public func adding(hourly: Int, from: LocalDate) -> WageHistory {
        let kept = entries.filter { $0.from != from }.map {
            Entry(from: $0.from ?? Limits.dates.lowerBound, hourly: $0.hourly)
        }
        let dated = kept.filter { $0.from != from }
        return WageHistory(entries: dated + [Entry(from: from, hourly: hourly)])
    }
}

extension Workplace {
    /// The date a new wage given without one starts: the first day of the period paid on the
    /// next payday (the current one), so that no period already paid is changed; nil when the
    /// workplace has no shift before that day (the new wage can then simply replace the old).
    public func startOfNewWage(today: LocalDate, holidays: HolidayCalendar) -> LocalDate? {
        let (period, _) = payday.currentPeriod(today: today, startDay: periodStartDay, holidays: holidays)
        return shifts.contains(where: { $0.date < period.start }) ? period.start : nil
    }
}
