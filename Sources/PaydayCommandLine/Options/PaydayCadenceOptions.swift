import ArgumentParser
import Payroll
import PayrollWords

/// Weekly and daily pay on the command line: `--payday-weekday fri [--every 2 --anchor DATE]`,
/// `--payday-daily [--lag-days N]`. `--payday-day` (the terms' own option) goes back to monthly pay.
struct PaydayCadenceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: .words(.paydayWeekday, "mon|tue|...|sun"))
    var paydayWeekday: String?
    @Option(
        name: .long, parsing: .unconditional,
        help: .words(.every, "N"))
    var every: Int?
    @Option(name: .long, help: .words(.anchor, "YYYY-MM-DD"))
    var anchor: String?
    @Flag(name: .long, help: .words(.paydayDaily))
    var paydayDaily = false
    @Option(name: .long, parsing: .unconditional, help: .words(.lagDays, "N"))
    var lagDays: Int?

    var given: Bool { paydayWeekday != nil || every != nil || anchor != nil || paydayDaily || lagDays != nil }

    /// The cadence the options ask for, nil when none is given; `monthly` when `--payday-day`
    /// is given alone. Each number is checked by the data's rule and named with its range.
    func cadence(paydayDay: Int?, paydayMonth: PaydayRule.Month?) throws(CommandFailure) -> PaydayRule.Cadence? {
        func refuse(_ problem: PaydayRule.Problem) -> CommandFailure {
            CommandFailure { $0.cadenceWords.ruleProblem(problem, commandLine: true) }
        }
        let chosen = [
            paydayDay.map { _ in "--payday-day" }, paydayWeekday.map { _ in "--payday-weekday" },
            paydayDaily ? "--payday-daily" : nil,
        ].compactMap { $0 }
        if chosen.count > 1 { throw refuse(.conflicting(chosen[0], chosen[1])) }
        if paydayMonth != nil && chosen.first != nil && chosen.first != "--payday-day" {
            throw refuse(.onlyWith(field: "--payday-month", needs: "--payday-day"))
        }
        if paydayWeekday == nil {
            if every != nil { throw refuse(.onlyWith(field: "--every", needs: "--payday-weekday")) }
            if anchor != nil { throw refuse(.onlyWith(field: "--anchor", needs: "--payday-weekday")) }
        }
        if !paydayDaily && lagDays != nil { throw refuse(.onlyWith(field: "--lag-days", needs: "--payday-daily")) }
        let request: CadenceRequest
        if let text = paydayWeekday {
            guard let weekday = Weekday(name: text) else {
                throw CommandFailure { $0.commandWords.notAWeekday(text) }
            }
            var start: LocalDate?
            if let anchor { start = try ArgumentText.date(anchor, "--anchor", .paydayAnchor) }
            request = .weekly(weekday, every: every, anchor: start)
        } else if paydayDaily {
            request = .daily(lagDays: lagDays)
        } else {
            return paydayDay != nil ? .monthly : nil
        }
        // The same rule the workplace form checks its rows by.
        switch DataRules.cadence(request) {
        case .success(let cadence): return cadence
        case .failure(let refusal):
            try StoreSession.refuse(refusal.reason)
            return nil
        }
    }
}
