import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday status [--format FORMAT]`: one short line for a status bar or a prompt while
/// clocked in (`CU 2h 13m · ₩22,850`); nothing when nothing is open.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parsedAlone(
        "status", abstract: UsageWords.help.text(.status), discussion: UsageWords.help.text(.statusDiscussion))

    static let defaultFormat = "%w %t · %p"

    @Option(name: .long, help: .words(.statusFormat, "FORMAT"))
    var format: String = StatusCommand.defaultFormat

    @OptionGroup var common: CommonOptions

    func run() throws {
        try result(environment: ProcessEnvironment.variables, clock: Date(), timeZone: nil).finish()
    }

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        let language = common.language(environment)
        do {
            let input = try LoadedRecords.load(common, environment: environment, clock: clock, timeZone: timeZone)
            var lines = ""
            for place in input.workplaces {
                guard let open = place.openShift else { continue }
                lines += try line(place: place, open: open, input: input, language: language) + "\n"
            }
            return CommandResult(standardOutput: lines)
        } catch {
            return .failure("status", error, language)
        }
    }

    func line(place: Workplace, open: OpenShift, input: LoadedRecords, language: PayrollLanguage = .english)
        throws(CommandFailure) -> String
    {
        let minutes = open.minutesOpen(at: input.basis.now)
        // As the clock-out sheet would save it now: the legal least break off the time so far.
        let paid = max(0, minutes - open.legalBreak(endingAt: input.basis.now))
        let pay = WageRules.basePay(paidWonMinutes: paid * place.wages.hourly(on: open.date))
        var out = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            switch characters.next() {
            case "w": out += NotificationChannel.oscSafe(place.name, separator: false)
            case "t": out += ClockMoment.duration(minutes, language)
            case "p": out += pay.formatted(language)
            case "s": out += open.startTime.description
            case "e":
                out += input.basis.forecastOfCurrentPeriod(of: place).net.formatted(language)
            case "%": out += "%"
            case let other:
                let code = "%" + (other.map(String.init) ?? "")
                throw CommandFailure { $0.commandWords.unknownFormatCode(format, code: code) }
            }
        }
        return out
    }
}
