import FoundationEssentials
import Payroll

/// The words for the payroll layer's typed reasons, problems and store errors, for one language
/// and one place: the command line and the app (alerts, forms) word them here, each adding its
/// own advice. The sentences themselves are the `English` and `Korean` conformances of
/// `ReasonWords`, `DataProblemWords` and `StoreErrorWords`; this type picks the language and says
/// where the words are shown.
public struct RuleWords: Sendable {
    /// Where the words are shown: the command line may name options, the app never does.
    public enum Place: Sendable { case commandLine, app }

    public let language: PayrollLanguage
    public let place: Place

    public init(language: PayrollLanguage, place: Place) {
        self.language = language
        self.place = place
    }

    var english: Bool { language == .english }

    /// The sentences of this language.
    var words: any PayrollWording { language.words }

    // MARK: Reasons

    /// How a field is named: the option on the command line, the field's name in the app.
    public func field(_ field: DataField) -> String { words.field(field, place: place) }

    public func number(_ value: Int) -> String { Money(won: value).grouped }

    /// One reason, as a sentence without a full stop. In the app, the reasons a form shows under
    /// a field are short (the field says what it is about).
    public func reason(_ reason: RuleReason) -> String {
        if place == .app, let short = words.shortReason(reason) { return short }
        return words.reason(reason, place: place)
    }

    /// The worker's own fields: the command line names its options, the app its fields.
    public func worker(_ problem: Worker.Problem) -> String { words.worker(problem, place: place) }

    /// An absence's kind: `closed`, `휴업`.
    public func kind(_ kind: Absence.Kind) -> String { words.kind(kind) }

    /// A problem of the plans, with where it is.
    public func plan(_ problem: PlanRules.Problem) -> String { words.plan(problem) }

    /// The withholding rates a worker may choose (`Worker.withholdingRates`): `80, 100 or 120`,
    /// `80, 100, 120`.
    public var withholdingRates: String { words.withholdingRates }

    /// Several reasons, joined.
    public func reasons(_ reasons: [RuleReason]) -> String {
        reasons.map(reason).joined(separator: words.andAlso)
    }
}

/// The words of the rules' reasons (`RuleReason`): a value out of its range, a name, a shift, a
/// clock-in, an absence, the worker's fields, the plans' problems. The command line may name
/// options and commands; the app never does.
public protocol ReasonWords: Sendable {
    /// How the app names a field: `the wage` / `시급`.
    func fieldName(_ field: DataField) -> String
    /// The unit after a field's number: ` won an hour` / `원`.
    func unit(_ field: DataField) -> String
    /// `1 to 31` / `1~31`.
    func span(_ low: String, _ high: String) -> String
    /// One reason, as a sentence without a full stop.
    func reason(_ reason: RuleReason, place: RuleWords.Place) -> String
    /// The short words a form shows under a field, for the reasons a form shows; nil for the rest.
    func shortReason(_ reason: RuleReason) -> String?
    func worker(_ problem: Worker.Problem, place: RuleWords.Place) -> String
    func kind(_ kind: Absence.Kind) -> String
    /// Where a plan's problem is: `schedule entry 2`, `absence 1` (numbered from 1, as the
    /// command line lists them).
    func planPlace(_ place: PlanRules.Place) -> String
    /// A problem of the plans, with where it is.
    func plan(_ problem: PlanRules.Problem) -> String
    /// `80, 100 or 120` / `80, 100, 120`.
    var withholdingRates: String { get }
    /// Between two reasons: `; and ` / `; 또한 `.
    var andAlso: String { get }
}

extension ReasonWords {
    /// How a field is named: its option on the command line (`--wage`), else its name.
    func field(_ field: DataField, place: RuleWords.Place) -> String {
        guard place == .commandLine else { return fieldName(field) }
        switch field {
        case .wage: return "--wage"
        case .employees: return "--employees"
        case .paydayDay: return "--payday-day"
        case .periodStartDay: return "--period-start-day"
        case .contractWeeklyHours: return "--contract-weekly-hours"
        case .breakMinutes: return "--break"
        case .contractYears: return "--contract-years"
        case .year: return "--year"
        case .periodYear: return fieldName(field)
        case .receivedAmount: return "AMOUNT"
        case .dependants: return "--dependants"
        case .paydayEvery: return "--every"
        case .paydayLagDays: return "--lag-days"
        }
    }

    /// A number grouped by thousands: `10,320`.
    func number(_ value: Int) -> String { Money(won: value).grouped }

    func span(_ low: some CustomStringConvertible, _ high: some CustomStringConvertible) -> String {
        span(low.description, high.description)
    }

    /// A field's number as written: a year as a year (2026, not 2,026), the rest grouped.
    func figure(_ value: Int, of field: DataField) -> String {
        [.year, .periodYear].contains(field) ? String(value) : Money(won: value).grouped
    }

    /// Whether a number out of its range is below a range that starts at 0: then its reason says
    /// what the number must be, after what is wrong with it.
    func isBelowZero(_ value: Int, _ allowed: ClosedRange<Int>) -> Bool { value < 0 && allowed.lowerBound == 0 }

    /// A field's allowed range as a form shows it under the field: `1 to 10,000,000 won an
    /// hour` for the wage (its unit), `1 to 31` for the rest, every number grouped.
    func shortRange(_ allowed: ClosedRange<Int>, of field: DataField) -> String {
        let range = span(Money(won: allowed.lowerBound).grouped, Money(won: allowed.upperBound).grouped)
        return field == .wage ? range + unit(field) : range
    }

    /// A field's allowed range with its unit: `0 to 1,440 minutes` / `0~1,440분`.
    func allowed(_ allowed: ClosedRange<Int>, of field: DataField) -> String {
        span(figure(allowed.lowerBound, of: field), figure(allowed.upperBound, of: field)) + unit(field)
    }

    /// `1 to 11` / `1~11`: the dependants a worker may count.
    var dependantsSpan: String {
        span(String(Worker.dependantsRange.lowerBound), String(Worker.dependantsRange.upperBound))
    }

    /// The most children `dependants` allow (the worker is one of them).
    func mostChildren(_ dependants: Int) -> Int { max(dependants - 1, 0) }

    /// `0 to 10,000,000 won` / `0~10,000,000원`, the amounts a receipt may have.
    var receiptAmounts: String { span("0", Money(won: Receipt.maximumAmount).grouped) + unit(.receivedAmount) }
}
