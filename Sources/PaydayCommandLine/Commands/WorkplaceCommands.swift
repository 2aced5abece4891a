import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

extension PaydayRule.Month: ExpressibleByArgument {}
extension PaydayRule.IfHoliday: ExpressibleByArgument {}
extension DeductionRules.IncomeTax: ExpressibleByArgument {}
extension DeductionRules.Insurance: ExpressibleByArgument {}

/// `payday workplace add|edit|remove|list`.
struct WorkplaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workplace",
        abstract: UsageWords.help.text(.workplaceCommand),
        subcommands: [
            WorkplaceAddCommand.self, WorkplaceEditCommand.self, WorkplaceRemoveCommand.self, WorkplaceListCommand.self,
        ]
    )

}

/// The terms of a workplace as options, one for each field of the data file, and when its pay
/// comes (`PaydayCadenceOptions`): what `workplace add` and `workplace edit` share.
struct WorkplaceTermsOptions: ParsableArguments {
    // Numbers are taken whatever they start with, so that `--wage -9000` is a wage out of range
    // rather than a missing value.
    @Option(name: .long, parsing: .unconditional, help: .words(.employees, "N"))
    var employees: Int?
    @Option(name: .long, parsing: .unconditional, help: .words(.wage, "WON"))
    var wage: WonArgument?
    @Option(name: .long, help: .words(.wageFrom, "YYYY-MM-DD"))
    var from: String?
    @Option(name: .long, parsing: .unconditional, help: .words(.paydayDay, "DAY"))
    var paydayDay: Int?
    @Option(name: .long, help: .words(.paydayMonth, "next|same"))
    var paydayMonth: PaydayRule.Month?
    @Option(name: .long, help: .words(.ifHoliday, "before|after|keep"))
    var ifHoliday: PaydayRule.IfHoliday?
    @Option(name: .long, parsing: .unconditional, help: .words(.periodStartDay, "DAY"))
    var periodStartDay: Int?
    @Option(
        name: [.customLong("contract-hours"), .customLong("contract-weekly-hours")], parsing: .unconditional,
        help: .words(.contractHours, "HOURS|none"))
    var contractWeeklyHours: String?
    @Option(name: .long, help: .words(.weeklyHolidayAllowance, "true|false"))
    var weeklyHolidayAllowance: Bool?
    @Option(name: .long, help: .words(.weeklyHoliday, "sun|...|sat|none"))
    var weeklyHoliday: String?
    @Option(name: .long, help: .words(.incomeTax, "none|3.3%|table|daily")) var incomeTax: DeductionRules.IncomeTax?
    @Option(name: .long, help: .words(.insurance, "none|four")) var insurance: DeductionRules.Insurance?

    @Option(name: .long, help: .words(.probationUntil, "YYYY-MM-DD|none")) var probationUntil: String?
    @Option(name: .long, help: .words(.contractYears, "YEARS"))
    var contractYears: Int?
    @Option(name: .long, help: .words(.simpleLabour, "true|false")) var simpleLabour: Bool?

    @Option(name: .long, help: .words(.startDate, "YYYY-MM-DD"))
    var startDate: String?
    @Option(name: .long, help: .words(.endDate, "YYYY-MM-DD|none"))
    var endDate: String?
    @Option(name: .long, help: .words(.sickLeave, "excused|absence|paid"))
    var sickLeave: String?

    @OptionGroup var cadence: PaydayCadenceOptions

    /// The options as an edit, each number checked by the data's own rule (the store checks
    /// again), the cadence by the one the workplace form checks.
    func edit() throws(CommandFailure) -> WorkplaceEdit {
        func check(_ value: Int?, _ field: DataField) throws(CommandFailure) -> Int? {
            if let value { try StoreSession.refuse(DataRules.check(value, field)) }
            return value
        }
        var edit = WorkplaceEdit()
        edit.employees = try check(employees, .employees)
        edit.wage = try check(wage?.won("--wage"), .wage)
        if let from {
            guard wage != nil else {
                throw CommandFailure { $0.commandWords.fromNeedsWage(from) }
            }
            let date = try ArgumentText.date(from, "--from")
            try StoreSession.refuse(DataRules.check(date, .wageFrom))
            edit.wageFrom = date
        }
        edit.paydayDay = try check(paydayDay, .paydayDay)
        edit.paydayMonth = paydayMonth
        edit.ifHoliday = ifHoliday
        edit.periodStartDay = try check(periodStartDay, .periodStartDay)
        if let text = contractWeeklyHours {
            edit.contractWeeklyHours = try JobTermsOptions.contractHours(text)
        }
        try JobTermsOptions(startDate: startDate, endDate: endDate, sickLeave: sickLeave).add(to: &edit)
        edit.weeklyHolidayAllowance = weeklyHolidayAllowance
        if let text = weeklyHoliday {
            if text == "none" {
                edit.weeklyHoliday = .some(nil)
            } else {
                guard let day = Weekday(name: text) else {
                    throw CommandFailure { $0.commandWords.notAWeeklyHoliday(text) }
                }
                edit.weeklyHoliday = .some(day)
            }
        }
        edit.incomeTax = incomeTax
        edit.insurance = insurance
        if let text = probationUntil {
            if text == "none" {
                edit.probation = .some(nil)
            } else {
                let until = try ArgumentText.date(text, "--probation-until", .probationUntil)
                guard let years = try check(contractYears, .contractYears), let simpleLabour else {
                    throw CommandFailure { $0.commandWords.probationNeedsTerms }
                }
                edit.probation = .some(Probation(until: until, contractYears: years, simpleLabour: simpleLabour))
            }
        } else if contractYears != nil || simpleLabour != nil {
            throw CommandFailure { $0.commandWords.termsNeedProbation }
        }
        edit.paydayCadence = try cadence.cadence(paydayDay: edit.paydayDay, paydayMonth: edit.paydayMonth)
        return edit
    }

    /// What `add` and `edit` print: the workplace and its terms (in Korean, the history's words
    /// of the change), then the minimum-wage warnings when the wage was given.
    static func said(_ change: SavedChange, _ workplace: Workplace, wageChanged: Bool, session: StoreSession) -> String
    {
        let warnings =
            wageChanged
            ? minimumWageWarnings(
                workplace, today: session.now.date, rates: session.rules?.rates, language: session.language) : []
        return session.said(change) + warnings.map { "\n" + $0 }.joined()
    }

    /// The minimum-wage warning for `workplace`'s wages from today on (the rates file's minimum
    /// wage of each wage's year), as lines to print; none when the rates cannot be read.
    static func minimumWageWarnings(
        _ workplace: Workplace, today: LocalDate, rates: RateTable?, language: PayrollLanguage
    ) -> [String] {
        guard let rates else { return [] }
        return workplace.wages.entries.compactMap { entry -> String? in
            let day = max(entry.from ?? today, today)
            let minimum = rates.rates(for: PayPeriod(containing: day)).minimumWage
            guard entry.hourly < minimum else { return nil }
            return "! "
                + PayslipWarning.belowMinimumWage(hourly: entry.hourly, minimum: minimum, year: day.year).text(language)
        }
    }
}

/// `payday workplace add NAME --wage WON --payday-day DAY [terms]`.
struct WorkplaceAddCommand: StoreCommand {
    static let configuration = CommandConfiguration.words("add", .workplaceAdd)

    @Argument(help: .words(.workplaceName)) var name: String
    @OptionGroup var terms: WorkplaceTermsOptions
    @OptionGroup var common: CommonOptions

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        CommandResult.catching("workplace add", common.language(environment)) { () throws(CommandFailure) -> String in
            let name = DataRules.normalizedName(name)
            let edit = try terms.edit()
            guard edit.wage != nil else {
                throw CommandFailure { $0.commandWords.giveWage }
            }
            guard edit.paydayCadence != nil else {
                throw CommandFailure { $0.commandWords.givePayday }
            }
            let session = try openSession(environment, clock, timeZone)
            var workplace = Workplace(name: name, wages: WageHistory(hourly: 1), payday: PaydayRule(day: 1), shifts: [])
            edit.apply(to: &workplace)
            try JobTermsOptions.checkBounds(workplace, edit)
            _ = try session.apply(.addWorkplace(workplace))
            return WorkplaceTermsOptions.said(
                .workplaceAdded(workplace), workplace, wageChanged: true, session: session)
        }
    }
}

/// `payday workplace edit WORKPLACE [--name NEW] [terms]`.
struct WorkplaceEditCommand: StoreCommand {
    static let configuration = CommandConfiguration.words("edit", .workplaceEdit)

    @OptionGroup var workplace: NamedWorkplace
    @Option(name: .long, help: .words(.newName)) var name: String?
    @OptionGroup var terms: WorkplaceTermsOptions
    @OptionGroup var common: CommonOptions

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        CommandResult.catching("workplace edit", common.language(environment)) { () throws(CommandFailure) -> String in
            var edit = try terms.edit()
            if let name { edit.name = DataRules.normalizedName(name) }
            guard !edit.isEmpty else {
                throw CommandFailure { $0.commandWords.workplaceNothingToChange }
            }
            let session = try openSession(environment, clock, timeZone)
            let place = try workplace.find(in: session)
            if edit.wage != nil && edit.wageFrom == nil {
                // A wage without a date: from the current period on, never in one already paid.
                edit.wageFrom = session.rules.flatMap {
                    place.startOfNewWage(today: session.now.date, holidays: $0.holidays)
                }
            }
            var changed = place
            edit.apply(to: &changed)
            try JobTermsOptions.checkBounds(changed, edit)
            // The terms it has already: nothing is saved (no history entry, nothing to undo).
            if changed == place {
                let terms = ArgumentText.name(place) + ": " + ListWords(language: session.language).terms(place) + "."
                return session.language.outputWords.nothingChanged(terms)
            }
            _ = try session.apply(.editWorkplace(name: place.name, edit))
            return WorkplaceTermsOptions.said(
                .workplaceChanged(changed), changed, wageChanged: edit.wage != nil, session: session)
        }
    }
}

/// `payday workplace remove WORKPLACE`.
struct WorkplaceRemoveCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("remove", .workplaceRemove)
    static let name = "workplace remove"

    @OptionGroup var workplace: NamedWorkplace
    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try workplace.find(in: session)
        _ = try session.apply(.removeWorkplace(name: place.name))
        let count = place.shifts.count + (place.openShift == nil ? 0 : 1)
        return session.said(.workplaceRemoved(place, shifts: count))
    }
}

/// `payday workplace list`.
struct WorkplaceListCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("list", .workplaceList)
    static let name = "workplace list"
    static let onlyReads = true

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let words = ListWords(language: session.language)
        guard !session.file.workplaces.isEmpty else { return words.noWorkplaces(in: session.location.path) }
        return session.file.workplaces.map(words.workplace).joined(separator: "\n")
    }
}
