import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday entitlements [WORKPLACE] [--json] [--lang en|ko]`: what each job owes beyond the month's
/// pay: severance (if the worker left today, or owed on `endDate`) and annual leave, each with
/// its formula written out.
struct EntitlementsCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration.words("entitlements", .entitlements)

    @OptionGroup var options: DataOptions

    @Argument(help: .words(.everyWorkplace, "WORKPLACE"), completion: WorkplaceCompletion.kind)
    var workplace: String?

    @Flag(name: .long, help: .words(.entitlementsJSON))
    var json = false

    func result(input: LoadedRecords) -> CommandResult {
        let lang = input.language
        var chosen = input.workplaces
        if workplace != nil {
            switch WorkplaceArgument.resolve(workplace, among: chosen.map(\.name), lang) {
            case .success(let index): chosen = [chosen[index]]
            case .failure(let problem):
                return failure(problem)
            }
        }
        let documents = chosen.map {
            EntitlementsDocument(workplace: $0, basis: input.basis, language: lang)
        }
        if json {
            return CommandResult(
                standardOutput: "[" + documents.map { "\n" + $0.json }.joined(separator: ",") + "\n]\n")
        }
        if documents.isEmpty {
            return CommandResult(standardOutput: lang.outputWords.noWorkplacesListed + "\n")
        }
        return CommandResult(standardOutput: documents.map(\.text).joined(separator: "\n"))
    }
}

/// `payday differences [--year YYYY] [--json] [--lang en|ko]`: each receipt of the year against
/// the net pay owed for its period, and which part of the pay a shortfall matches.
struct DifferencesCommand: YearCommand {
    static let configuration = CommandConfiguration.words("differences", .differences)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.year, "YYYY"))
    var year: Int?

    @Flag(name: .long, help: .words(.jsonOnly))
    var json = false

    func result(input: LoadedRecords) -> CommandResult {
        let lang = input.language
        let differences = PayDifferences(file: input.file, year: year ?? input.basis.today.year, basis: input.basis)
        return CommandResult(standardOutput: json ? differences.json : differences.text(lang))
    }
}

/// `payday received WORKPLACE PERIOD AMOUNT [--date YYYY-MM-DD]`: records what reached the
/// worker's account for a period (again for the same period: replaces it). Through the store.
struct ReceivedCommand: StoreCommand {
    static let configuration = CommandConfiguration.words("received", .received)

    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.periodMonthOrDay, "YYYY-MM|YYYY-MM-DD"), completion: PeriodCompletion.kind)
    var period: String
    /// Text, and every word the parser does not know: a negative amount (`-5000`) looks like an
    /// option to it, and is refused here by the amounts' rule instead.
    @Argument(parsing: .allUnrecognized, help: .words(.receivedAmount, "AMOUNT"))
    var amountText: [String] = []

    @Option(name: .long, help: .words(.receivedDate, "YYYY-MM-DD")) var date: String?
    @Flag(name: .long, help: .words(.receivedRemove)) var remove = false

    @OptionGroup var common: CommonOptions

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        let language = common.language(environment)
        return CommandResult.catching("received", language) { () throws(CommandFailure) -> String in
            guard let named = PeriodArgument.named(period) else {
                throw CommandFailure { $0.commandWords.notAPayPeriod(TerminalText.line(period)) }
            }
            try StoreSession.refuse(DataRules.check(named.year, .periodYear))
            if remove {
                guard amountText.isEmpty, date == nil else {
                    throw CommandFailure { $0.commandWords.removeTakesNoAmount }
                }
                let session = try openSession(environment, clock, timeZone)
                let place = try workplace.find(in: session)
                let resolved = try Self.period(named, of: place, now: session.now.date)
                _ = try session.apply(.removeReceipt(workplace: place.name, period: resolved))
                return session.said(.receiptRemoved(place, period: resolved))
            }
            guard amountText.count == 1, let amount = try? FieldText.money(amountText[0]).get() else {
                let given = amountText.map(TerminalText.line).joined(separator: " ")
                throw amountText.isEmpty
                    ? CommandFailure { $0.commandWords.giveAmountReceived }
                    : CommandFailure { $0.commandWords.notAnAmount(given) }
            }
            try StoreSession.refuse(DataRules.check(amount, .receivedAmount))
            let day = try date.map { text throws(CommandFailure) in try ArgumentText.date(text, "--date") }
            let session = try openSession(environment, clock, timeZone)
            let place = try workplace.find(in: session)
            let resolved = try Self.period(named, of: place, now: session.now.date)
            let receipt = Receipt(period: resolved, amount: Money(won: amount), date: day)
            // Recorded so already: nothing is saved.
            if place.received.contains(receipt) {
                let words = session.language.outputWords
                return words.nothingChanged(words.receiptStands(receipt, at: ArgumentText.name(place)))
            }
            _ = try session.apply(.recordReceipt(workplace: place.name, receipt))
            return session.said(.receiptRecorded(place, amount: Money(won: amount), period: resolved, on: day))
        }
    }

    /// The workplace's period `named` names. A month names a weekly or daily workplace's period
    /// only by guessing which of its periods was meant: refused, with the period holding `today`
    /// as the example.
    static func period(_ named: PayPeriod, of place: Workplace, now today: LocalDate) throws(CommandFailure)
        -> PayPeriod
    {
        if named.isMonthly, place.payday.cadence != .monthly {
            let example = place.period(containing: today)
            var daily = false
            if case .daily = place.payday.cadence { daily = true }
            throw CommandFailure { $0.commandWords.periodNamesAMonth(place.name, example: example, daily: daily) }
        }
        return place.period(named: named)
    }
}
