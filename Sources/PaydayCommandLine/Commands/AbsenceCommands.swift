import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday absence add|remove|list`: scheduled days not worked, and why.
struct AbsenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "absence",
        abstract: UsageWords.help.text(.absence),
        subcommands: [AbsenceAddCommand.self, AbsenceRemoveCommand.self, AbsenceListCommand.self]
    )

}

enum AbsenceText {
    /// `leave`, `sick`, `off`, `closed`, or their Korean words (연차, 병가, 휴무, 휴업).
    static func kind(_ text: String) throws(CommandFailure) -> Absence.Kind {
        let korean = AbsenceKindNames.korean.first { $0.key == text }?.value
        if let kind = Absence.Kind(rawValue: text.lowercased()) ?? korean { return kind }
        throw CommandFailure { $0.commandWords.notAKind(text) }
    }
}

/// The day `absence add` and `absence remove` work on: the workplace, then the day.
struct WorkplaceDay: ParsableArguments {
    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.absenceDay, "YYYY-MM-DD")) var date: String

    /// The workplace and the day, or a failure saying what is wrong with either.
    func find(in session: StoreSession) throws(CommandFailure) -> (Workplace, LocalDate) {
        let place = try workplace.find(in: session)
        return (place, try ArgumentText.date(date, "DATE"))
    }
}

/// `payday absence add WORKPLACE DATE KIND`.
struct AbsenceAddCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("add", .absenceAdd)
    static let name = "absence add"

    @OptionGroup var day: WorkplaceDay
    @Argument(
        help: .words(.absenceKind, "KIND"),
        completion: .list(AbsenceKindNames.all))
    var kind: String

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let (place, date) = try day.find(in: session)
        let absence = Absence(date: date, kind: try AbsenceText.kind(kind))
        // Marked so already: nothing is saved. Another kind on the date: the store's reason
        // (`absenceExists`).
        if place.absences.contains(absence) {
            let kind = RuleWords(language: session.language, place: .commandLine).kind(absence.kind)
            return session.language.outputWords.nothingChanged("\(ArgumentText.name(place)): \(absence.date) \(kind).")
        }
        _ = try session.apply(.addAbsence(workplace: place.name, absence))
        let scheduled = place.schedule.contains { $0.occurs(on: absence.date) }
        return PlanWords(session.language).marked(absence, at: ArgumentText.name(place), scheduled: scheduled)
    }
}

/// `payday absence remove WORKPLACE DATE`.
struct AbsenceRemoveCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("remove", .absenceRemove)
    static let name = "absence remove"

    @OptionGroup var day: WorkplaceDay

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let (place, day) = try self.day.find(in: session)
        guard let kind = place.absence(on: day) else {
            throw CommandFailure { $0.commandWords.noAbsence(ArgumentText.name(place), on: day) }
        }
        _ = try session.apply(.removeAbsence(workplace: place.name, Absence(date: day, kind: kind)))
        return PlanWords(session.language).removed(Absence(date: day, kind: kind), at: ArgumentText.name(place))
    }
}

/// `payday absence list [WORKPLACE] [--json]`.
struct AbsenceListCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("list", .absenceList)
    static let name = "absence list"

    @OptionGroup var workplaces: ListedWorkplaces
    @Flag(name: .long, help: .words(.json)) var json = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let places = try workplaces.find(in: session)
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
