import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday worker set|show`: the worker's own fields (name, birth date, dependants, children aged
/// 8 to 20, withholding rate), which the payslip, the withholding table and the minors' limits use.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: UsageWords.help.text(.worker),
        subcommands: [WorkerSetCommand.self, WorkerShowCommand.self]
    )
}

/// `payday worker set [--name N|none] [--birth-date D|none] [--dependants N] [--children N] [--withholding-rate 80|100|120]`.
struct WorkerSetCommand: StoreCommand {
    static let configuration = CommandConfiguration.words("set", .workerSet)

    @Option(name: .long, help: .words(.workerName, "NAME|none"))
    var name: String?
    @Option(name: .long, help: .words(.birthDate, "YYYY-MM-DD|none"))
    var birthDate: String?
    @Option(name: .long, help: .words(.dependants, "N"))
    var dependants: Int?
    @Option(name: .long, help: .words(.children, "N")) var children: Int?
    @Option(name: .long, help: .words(.withholdingRate, "80|100|120"))
    var withholdingRate: Int?
    @OptionGroup var answers: WorkerAnswerOptions
    @OptionGroup var common: CommonOptions

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        CommandResult.catching("worker set", common.language(environment)) { () throws(CommandFailure) -> String in
            guard
                name != nil || birthDate != nil || dependants != nil || children != nil || withholdingRate != nil
                    || !answers.isEmpty
            else {
                throw CommandFailure { $0.commandWords.workerNothingToChange }
            }
            let leavingEdit = try answers.workplaceEdit()
            let session = try openSession(environment, clock, timeZone)
            var worker = session.file.worker ?? Worker()
            if let name {
                if name == "none" {
                    worker.name = nil
                } else {
                    let name = DataRules.normalizedName(name)
                    try StoreSession.refuse(DataRules.checkName(name, among: []))
                    worker.name = name
                }
            }
            if let birthDate {
                if birthDate == "none" {
                    worker.birthDate = nil
                } else {
                    guard let date = LocalDate(iso: birthDate) else {
                        let text = TerminalText.line(birthDate)
                        throw CommandFailure { $0.commandWords.notABirthDate(text) }
                    }
                    worker.birthDate = date
                }
            }
            if let dependants {
                try StoreSession.refuse(DataRules.check(dependants, .dependants))
                worker.dependants = dependants
            }
            if let children {
                worker.children = children
                worker.childBirthYears = nil
            }
            if let withholdingRate { worker.withholdingRate = withholdingRate }
            try answers.apply(to: &worker)
            let reasons = DataRules.checkWorker(worker)
            if !reasons.isEmpty { throw CommandFailure(session.words.reasons(reasons)) }
            // The workplace is found before anything is saved: a wrong name leaves the file as it was.
            var place: Workplace?
            if leavingEdit != nil { place = try session.workplace(answers.workplace) }
            let kept: Worker? = worker == Worker() ? nil : worker
            // The details as they are, and no reason to leave: nothing is saved (no history entry).
            if kept == session.file.worker && leavingEdit == nil {
                let words = session.language.outputWords
                return words.nothingChanged(words.workerShown(kept))
            }
            if kept != session.file.worker { _ = try session.apply(.setWorker(kept)) }
            if let leavingEdit, let place { _ = try session.apply(.editWorkplace(name: place.name, leavingEdit)) }
            return session.said(.workerSaved(kept))
        }
    }
}

/// `payday worker show`.
struct WorkerShowCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("show", .workerShow)
    static let name = "worker show"

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        session.language.outputWords.workerShown(session.file.worker)
    }
}
