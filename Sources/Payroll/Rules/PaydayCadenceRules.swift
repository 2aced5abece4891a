/// The rules of weekly and daily pay in the data (`payday.weekday`, `every`, `anchor`, `daily`,
/// `lagDays`): what the reader and the store check beyond each number's range.
extension PaydayRule {
    /// Why a payday's fields do not go together: typed, worded by PayrollWords.
    public enum Problem: Sendable, Equatable {
        /// Two of `day`, `weekday` and `daily` given: a workplace is paid by the month, the week
        /// or the day.
        case conflicting(String, String)
        /// `field` applies only with `needs` (`every` and `anchor` with `weekday`, `lagDays`
        /// with `daily`, `month` with `day`).
        case onlyWith(field: String, needs: String)
        /// Every other week without the Monday its periods are counted from.
        case anchorNeeded
        /// The anchor starts a period: it must be a Monday.
        case anchorNotMonday(LocalDate)
    }

    /// The weekday names of the file (`"mon"`...`"sun"`).
    public static func weekday(named text: String) -> Weekday? {
        Weekday.allCases.first { $0.shortName == text }
    }

    /// The cadence's own problems: the ranges of `every` and `lagDays` and the anchor.
    public var cadenceProblems: [RuleReason] {
        switch cadence {
        case .monthly:
            return []
        case .weekly(_, let every, let anchor):
            var reasons: [RuleReason] = []
            if let reason = DataRules.check(every, .paydayEvery) { reasons.append(reason) }
            if every > 1 && anchor == nil { reasons.append(.payday(.anchorNeeded)) }
            if let anchor, anchor.weekday != .monday { reasons.append(.payday(.anchorNotMonday(anchor))) }
            return reasons
        case .daily(let lagDays):
            return DataRules.check(lagDays, .paydayLagDays).map { [$0] } ?? []
        }
    }
}

extension DataFile {
    /// `payday`: `{"day", "month", "ifHoliday"}` for monthly pay, `{"weekday", "every", "anchor",
    /// "ifHoliday"}` for weekly, `{"daily": true, "lagDays", "ifHoliday"}` for daily.
    static func decodePaydayCadence(
        _ object: ObjectReader, ifHoliday: PaydayRule.IfHoliday, problems: inout [DataProblem]
    ) -> PaydayRule?? {
        let daily = object.bool("daily", problems: &problems) == true
        let weekdayText = object.has("weekday") ? object.string("weekday", problems: &problems) : nil
        guard daily || object.has("weekday") else {
            for field in ["every", "anchor"] where object.has(field) {
                problems.append(
                    DataProblem(path: object.path(field), .payday(.onlyWith(field: field, needs: "weekday"))))
            }
            if object.has("lagDays") {
                problems.append(
                    DataProblem(path: object.path("lagDays"), .payday(.onlyWith(field: "lagDays", needs: "daily"))))
            }
            return .none
        }
        let before = problems.count
        let given = ["day", "weekday", "daily"].filter { $0 != "daily" ? object.has($0) : daily }
        if given.count > 1 {
            problems.append(DataProblem(path: object.path(given[1]), .payday(.conflicting(given[0], given[1]))))
        }
        if object.has("month") {
            problems.append(DataProblem(path: object.path("month"), .payday(.onlyWith(field: "month", needs: "day"))))
        }
        if daily {
            for field in ["every", "anchor"] where object.has(field) {
                problems.append(
                    DataProblem(path: object.path(field), .payday(.onlyWith(field: field, needs: "weekday"))))
            }
            let lag = object.integer("lagDays", in: Limits.paydayLagDays, problems: &problems) ?? 0
            return problems.count == before ? .some(.daily(lagDays: lag, ifHoliday: ifHoliday)) : .some(nil)
        }
        if object.has("lagDays") {
            problems.append(
                DataProblem(path: object.path("lagDays"), .payday(.onlyWith(field: "lagDays", needs: "daily"))))
        }
        var weekday: Weekday?
        if let weekdayText {
            weekday = PaydayRule.weekday(named: weekdayText)
            if weekday == nil {
                let names = Weekday.allCases.map(\.shortName)
                let suggestion = DidYouMean.suggestion(for: weekdayText.lowercased(), among: names)
                problems.append(
                    DataProblem(path: object.path("weekday"), .notADay(weekdayText, suggestion: suggestion)))
            }
        }
        let every = object.integer("every", in: Limits.paydayEvery, problems: &problems) ?? 1
        let anchor = object.date("anchor", problems: &problems)
        if let anchor, anchor.weekday != .monday {
            problems.append(DataProblem(path: object.path("anchor"), .payday(.anchorNotMonday(anchor))))
        }
        if every > 1 && anchor == nil && !object.has("anchor") {
            problems.append(DataProblem(path: object.path("every"), .payday(.anchorNeeded)))
        }
        guard problems.count == before, let weekday else { return .some(nil) }
        return .some(.weekly(weekday, every: every, anchor: every > 1 ? anchor : nil, ifHoliday: ifHoliday))
    }
}

extension DataFileWriter {
    /// The payday object's fields after `{ `, by cadence.
    static func paydayFields(_ payday: PaydayRule) -> String {
        let ifHoliday = "\"ifHoliday\": \"\(payday.ifHoliday.rawValue)\""
        switch payday.cadence {
        case .monthly:
            return "\"day\": \(payday.day), \"month\": \"\(payday.month.rawValue)\", " + ifHoliday
        case .weekly(let weekday, let every, let anchor):
            var text = "\"weekday\": \"\(weekday.shortName)\""
            if every != 1 { text += ", \"every\": \(every)" }
            if let anchor { text += ", \"anchor\": \"\(anchor)\"" }
            return text + ", " + ifHoliday
        case .daily(let lagDays):
            return "\"daily\": true" + (lagDays != 0 ? ", \"lagDays\": \(lagDays)" : "") + ", " + ifHoliday
        }
    }
}

extension Workplace {
    /// The workplace's periods of `year`, in order: its twelve months, or for weekly pay the
    /// weeks that end in the year, or for daily pay the days of the year with a shift.
    public func periods(inYear year: Int) -> [PayPeriod] {
        switch payday.cadence {
        case .monthly:
            return (1...12).map { PayPeriod(year: year, month: $0, startDay: periodStartDay) }
        case .weekly:
            guard let first = LocalDate(year: year, month: 1, day: 1) else { return [] }
            var periods: [PayPeriod] = []
            var period = self.period(containing: first)
            if period.end.year < year { period = period.advanced(by: 1) }
            while period.end.year == year {
                periods.append(period)
                period = period.advanced(by: 1)
            }
            return periods
        case .daily:
            guard let first = LocalDate(year: year, month: 1, day: 1),
                let last = LocalDate(year: year, month: 12, day: 31)
            else { return [] }
            var days: [LocalDate] = []
            for shift in shifts(startingFrom: first, through: last) where days.last != shift.date {
                days.append(shift.date)
            }
            return days.map(PayPeriod.init(day:))
        }
    }

    /// The periods whose payday may fall in `year`, in order: for monthly pay the months from
    /// October of the year before to January of the year after (a month is paid in the month
    /// after at the latest, and January's "same" payday on the 1st moves before into December);
    /// for weekly and daily pay those ending from October of the year before through the year
    /// (paid within weeks, never before they end). The statement of tax withheld and the May
    /// return's 3.3% receipts keep those whose payday is in `year`: a weekly or daily job's
    /// payments one by one.
    public func periods(payableIn year: Int) -> [PayPeriod] {
        switch payday.cadence {
        case .monthly:
            return (0..<16).map { PayPeriod(year: year - 1, month: 10 + $0, startDay: periodStartDay) }
        case .weekly, .daily:
            guard let from = LocalDate(year: year - 1, month: 10, day: 1) else { return [] }
            return (periods(inYear: year - 1) + periods(inYear: year)).filter { $0.end >= from }
        }
    }
}

/// Weekly or daily pay as asked for, part by part (the command line's `--payday-weekday`,
/// `--every`, `--anchor`, `--lag-days`; the workplace form's rows), before it is checked.
public enum CadenceRequest: Sendable, Equatable {
    case monthly
    /// `every` nil: every week; `anchor`: the Monday a two-week period starts on.
    case weekly(Weekday, every: Int?, anchor: LocalDate?)
    /// `lagDays` nil: paid on the day worked.
    case daily(lagDays: Int?)
}

/// A cadence refused: the part to point at and the typed reason.
public struct CadenceRefusal: Error, Sendable, Equatable {
    public enum Part: Sendable, Equatable { case every, anchor, lagDays }
    public var part: Part
    public var reason: RuleReason

    public init(part: Part, reason: RuleReason) {
        self.part = part
        self.reason = reason
    }
}

extension DataRules {
    /// The cadence `request` asks for, or why not: weeks a period within `Limits.paydayEvery`, two
    /// weeks with an anchor, an anchor a Monday within `Limits.dates` (kept only for two weeks),
    /// days to payday within `Limits.paydayLagDays`. The command line and the workplace form
    /// both check here, and word the reason each in its own place.
    public static func cadence(_ request: CadenceRequest) -> Result<PaydayRule.Cadence, CadenceRefusal> {
        switch request {
        case .monthly:
            return .success(.monthly)
        case .weekly(let weekday, let given, let anchor):
            let every = given ?? 1
            if let reason = check(every, .paydayEvery) { return .failure(CadenceRefusal(part: .every, reason: reason)) }
            if let anchor {
                if let reason = check(anchor, .paydayAnchor) {
                    return .failure(CadenceRefusal(part: .anchor, reason: reason))
                }
                if anchor.weekday != .monday {
                    return .failure(CadenceRefusal(part: .anchor, reason: .payday(.anchorNotMonday(anchor))))
                }
            } else if every > 1 {
                return .failure(CadenceRefusal(part: .anchor, reason: .payday(.anchorNeeded)))
            }
            return .success(.weekly(weekday, every: every, anchor: every > 1 ? anchor : nil))
        case .daily(let given):
            let lag = given ?? 0
            if let reason = check(lag, .paydayLagDays) {
                return .failure(CadenceRefusal(part: .lagDays, reason: reason))
            }
            return .success(.daily(lagDays: lag))
        }
    }
}
