import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// `payday absence add|remove|list`: scheduled days not worked, and why.
struct AbsenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "absence",
        abstract: "Record why a scheduled day was not worked (leave, sick, off, closed).",
        subcommands: [AbsenceAddCommand.self, AbsenceRemoveCommand.self, AbsenceListCommand.self]
    )

}

enum AbsenceText {
    /// `leave`, `sick`, `off`, `closed`, or their Korean words (연차, 병가, 휴무, 휴업).
    static func kind(_ text: String) throws(CommandFailure) -> Absence.Kind {
        let korean = English.koreanKinds.first { $0.key == text }?.value
        if let kind = Absence.Kind(rawValue: text.lowercased()) ?? korean { return kind }
        throw CommandFailure { $0.commandWords.notAKind(text) }
    }
}

/// `payday absence add WORKPLACE DATE KIND`.
struct AbsenceAddCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Mark a day as not worked, and why.")

    @Argument(help: "Any unique part of the workplace's name.", completion: WorkplaceCompletion.kind)
    var workplace: String
    @Argument(help: ArgumentHelp("The day.", valueName: "YYYY-MM-DD")) var date: String
    @Argument(
        help: ArgumentHelp(UsageWords.absenceHelp.absenceKindHelp, valueName: "KIND"),
        completion: .list(English.kinds))
    var kind: String

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        withSession("absence add", environment, clock, timeZone) { (session) throws(CommandFailure) -> String in
            let place = try session.workplace(workplace)
            let absence = Absence(date: try ArgumentText.date(date, "DATE"), kind: try AbsenceText.kind(kind))
            // A date that has an absence already: the store's reason (`absenceExists`).
            _ = try session.apply(.addAbsence(workplace: place.name, absence))
            let scheduled = place.schedule.contains { $0.occurs(on: absence.date) }
            return PlanWords(session.language).marked(absence, at: ArgumentText.name(place), scheduled: scheduled)
        }
    }
}

/// `payday absence remove WORKPLACE DATE`.
struct AbsenceRemoveCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove the absence on a day.")

    @Argument(help: "Any unique part of the workplace's name.", completion: WorkplaceCompletion.kind)
    var workplace: String
    @Argument(help: ArgumentHelp("The day.", valueName: "YYYY-MM-DD")) var date: String

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        withSession("absence remove", environment, clock, timeZone) { (session) throws(CommandFailure) -> String in
            let place = try session.workplace(workplace)
            let day = try ArgumentText.date(date, "DATE")
            guard let kind = place.absence(on: day) else {
                throw CommandFailure { $0.commandWords.noAbsence(ArgumentText.name(place), on: day) }
            }
            _ = try session.apply(.removeAbsence(workplace: place.name, Absence(date: day, kind: kind)))
            return PlanWords(session.language).removed(Absence(date: day, kind: kind), at: ArgumentText.name(place))
        }
    }
}

/// `payday absence list [WORKPLACE] [--json]`.
struct AbsenceListCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the absences, newest last.")

    @Argument(
        help: "Any unique part of a workplace's name (default: every workplace).", completion: WorkplaceCompletion.kind)
    var workplace: String?
    @Flag(name: .long, help: "Print JSON for scripts.") var json = false

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        withSession("absence list", environment, clock, timeZone) { (session) throws(CommandFailure) -> String in
            let places = try session.workplacesListed(workplace)
            if json {
                return "["
                    + places.map { place in
                        "{ \"workplace\": \(SummaryJSON.quoted(place.name)), \"absences\": ["
                            + place.absences.map { "{ \"date\": \"\($0.date)\", \"kind\": \"\($0.kind.rawValue)\" }" }
                            .joined(separator: ", ") + "] }"
                    }.joined(separator: ",\n ") + "]"
            }
            let words = PlanWords(session.language)
            var lines: [String] = []
            for place in places {
                lines.append(ArgumentText.name(place) + (place.absences.isEmpty ? words.noAbsences : ""))
                lines += place.absences.map(words.absence)
            }
            return lines.isEmpty ? words.noWorkplaces : lines.joined(separator: "\n")
        }
    }
}
