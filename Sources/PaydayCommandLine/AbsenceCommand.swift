import ArgumentParser
import Foundation
import Payroll

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
        let korean: [String: Absence.Kind] = ["연차": .leave, "병가": .sick, "휴무": .off, "휴업": .closed]
        if let kind = Absence.Kind(rawValue: text.lowercased()) ?? korean[text] { return kind }
        throw CommandFailure(
            "KIND \(text) is not one of leave (연차), sick (병가), off (휴무, agreed with the employer), closed (휴업, the employer cancelled the work)"
        )
    }
}

/// `payday absence add WORKPLACE DATE KIND`.
struct AbsenceAddCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Mark a day as not worked, and why.")

    @Argument(help: "Any unique part of the workplace's name.") var workplace: String
    @Argument(help: ArgumentHelp("The day.", valueName: "YYYY-MM-DD")) var date: String
    @Argument(help: ArgumentHelp("leave, sick, off or closed.", valueName: "KIND")) var kind: String

    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("absence add") { () throws(CommandFailure) -> String in
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            let place = try session.workplace(workplace)
            let absence = Absence(date: try ArgumentText.date(date, "DATE"), kind: try AbsenceText.kind(kind))
            // A date that has an absence already: the store's reason (`absenceExists`).
            _ = try session.apply(.addAbsence(workplace: place.name, absence))
            let scheduled = place.schedule.contains { $0.occurs(on: absence.date) }
            return "Marked \(absence.date) at \(ArgumentText.name(place)) as \(absence.kind.rawValue)."
                + (scheduled ? "" : " (No shift is scheduled that day.)")
        }
    }
}

/// `payday absence remove WORKPLACE DATE`.
struct AbsenceRemoveCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove the absence on a day.")

    @Argument(help: "Any unique part of the workplace's name.") var workplace: String
    @Argument(help: ArgumentHelp("The day.", valueName: "YYYY-MM-DD")) var date: String

    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("absence remove") { () throws(CommandFailure) -> String in
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            let place = try session.workplace(workplace)
            let day = try ArgumentText.date(date, "DATE")
            guard let kind = place.absence(on: day) else {
                throw CommandFailure("\(ArgumentText.name(place)) has no absence on \(day) (payday absence list)")
            }
            _ = try session.apply(.removeAbsence(workplace: place.name, Absence(date: day, kind: kind)))
            return
                "Removed the absence on \(day) at \(ArgumentText.name(place)) (\(kind.rawValue)); payday undo brings it back."
        }
    }
}

/// `payday absence list [WORKPLACE] [--json]`.
struct AbsenceListCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the absences, newest last.")

    @Argument(help: "Any unique part of a workplace's name (default: every workplace).") var workplace: String?
    @Flag(name: .long, help: "Print JSON for scripts.") var json = false

    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("absence list") { () throws(CommandFailure) -> String in
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            let chosen = try workplace.map { (query) throws(CommandFailure) -> Workplace in try session.workplace(query)
            }
            let places = session.file.workplaces(asOf: session.now.date).filter {
                chosen == nil || $0.name == chosen?.name
            }
            if json {
                return "["
                    + places.map { place in
                        "{ \"workplace\": \(SummaryJSON.quoted(place.name)), \"absences\": ["
                            + place.absences.map { "{ \"date\": \"\($0.date)\", \"kind\": \"\($0.kind.rawValue)\" }" }
                            .joined(separator: ", ") + "] }"
                    }.joined(separator: ",\n ") + "]"
            }
            var lines: [String] = []
            for place in places {
                lines.append("\(ArgumentText.name(place))" + (place.absences.isEmpty ? ": no absences" : ""))
                for absence in place.absences {
                    lines.append("  \(absence.date) \(absence.date.weekday.shortName)  \(absence.kind.rawValue)")
                }
            }
            return lines.isEmpty ? "No workplaces yet." : lines.joined(separator: "\n")
        }
    }
}
