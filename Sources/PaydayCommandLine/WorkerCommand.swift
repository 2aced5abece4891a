import ArgumentParser
import Foundation
import Payroll

/// `payday worker set|show`: the worker's own fields (name, birth date, dependants, children aged
/// 8 to 20, withholding rate), which the payslip, the withholding table and the minors' limits use.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Set or show the worker's own details (name, birth date, dependants, withholding rate).",
        subcommands: [WorkerSetCommand.self, WorkerShowCommand.self]
    )
}

/// `payday worker set [--name N|none] [--birth-date D|none] [--dependants N] [--children N] [--withholding-rate 80|100|120]`.
struct WorkerSetCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change the worker's own details; the others stay as they are.")

    @Option(name: .long, help: ArgumentHelp("The worker's name on the payslip, or none.", valueName: "NAME|none"))
    var name: String?
    @Option(
        name: .long,
        help: ArgumentHelp("Birth date, for the limits on minors' hours, or none.", valueName: "YYYY-MM-DD|none"))
    var birthDate: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Dependants counted for the withholding table, the worker included (1 or more).", valueName: "N"))
    var dependants: Int?
    @Option(name: .long, help: ArgumentHelp("Of them, children aged 8 to 20.", valueName: "N")) var children: Int?
    @Option(
        name: .long, help: ArgumentHelp("Share of the table's tax to withhold, in percent.", valueName: "80|100|120"))
    var withholdingRate: Int?
    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("worker set") { () throws(CommandFailure) -> String in
            guard name != nil || birthDate != nil || dependants != nil || children != nil || withholdingRate != nil
            else {
                throw CommandFailure(
                    "nothing to change; give --name, --birth-date, --dependants, --children or --withholding-rate")
            }
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            var worker = session.file.worker ?? Worker()
            if let name {
                if name == "none" {
                    worker.name = nil
                } else {
                    let name = DataRules.normalizedName(name)
                    try StoreSession.refuse(DataRules.checkName(name, among: []), session.language)
                    worker.name = name
                }
            }
            if let birthDate {
                if birthDate == "none" {
                    worker.birthDate = nil
                } else {
                    guard let date = LocalDate(iso: birthDate) else {
                        throw CommandFailure(
                            "--birth-date \(TerminalText.line(birthDate)) is not a date; write YYYY-MM-DD, or none")
                    }
                    worker.birthDate = date
                }
            }
            if let dependants {
                try StoreSession.refuse(DataRules.check(dependants, .dependants), session.language)
                worker.dependants = dependants
            }
            if let children { worker.children = children }
            if let withholdingRate { worker.withholdingRate = withholdingRate }
            let reasons = DataRules.checkWorker(worker)
            if !reasons.isEmpty { throw CommandFailure(session.words.reasons(reasons)) }
            let kept: Worker? = worker == Worker() ? nil : worker
            _ = try session.apply(.setWorker(kept))
            return session.said("Worker: \(WorkerShowCommand.describe(kept)).")
        }
    }
}

/// `payday worker show`.
struct WorkerShowCommand: StoreCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the worker's details.")

    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("worker show") { () throws(CommandFailure) -> String in
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            return "Worker: \(Self.describe(session.file.worker))."
        }
    }

    /// `김민지, born 2008-05-01, 3 dependants (1 aged 8-20), withholding 100%`.
    static func describe(_ worker: Worker?) -> String {
        let worker = worker ?? Worker()
        var parts = [worker.name.map(TerminalText.line) ?? "no name"]
        if let birthDate = worker.birthDate { parts.append("born \(birthDate)") }
        var dependants = worker.dependants == 1 ? "1 dependant (the worker)" : "\(worker.dependants) dependants"
        if worker.children > 0 { dependants += " (\(worker.children) aged 8-20)" }
        parts.append(dependants)
        parts.append("withholding \(worker.withholdingRate)%")
        return parts.joined(separator: ", ")
    }
}
