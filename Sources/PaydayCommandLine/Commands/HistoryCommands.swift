import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// `payday undo` and `payday redo`: one step back or forward through the history, said in the
/// words of the entry it made.
protocol HistoryStepCommand: StoreCommand {
    /// The step, on the store.
    static func step(_ store: DataStore) throws(StoreError) -> HistoryEntry
}

extension HistoryStepCommand {
    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        HistoryTravel.run(Self.configuration.commandName ?? "", common, environment, clock, timeZone, Self.step)
    }
}

/// `payday undo`: undo the latest change (and say which).
struct UndoCommand: HistoryStepCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Undo the latest change, and say which (payday redo re-applies it).")

    @OptionGroup var common: CommonOptions

    init() {}

    static func step(_ store: DataStore) throws(StoreError) -> HistoryEntry { try store.undo() }
}

/// `payday redo`: re-apply what the latest undo undid.
struct RedoCommand: HistoryStepCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo", abstract: "Re-apply the change the latest undo undid.")

    @OptionGroup var common: CommonOptions

    init() {}

    static func step(_ store: DataStore) throws(StoreError) -> HistoryEntry { try store.redo() }
}

/// `payday restore N`: the file as it was after history entry N (itself a change: undoable).
struct RestoreCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring the data file back to how it was after history entry N (payday undo takes it back).")

    @Argument(help: ArgumentHelp("The entry's number, as payday history shows it.", valueName: "N"))
    var entry: Int

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        HistoryTravel.run("restore", common, environment, clock, timeZone) { store throws(StoreError) in
            try store.restore(entry)
        }
    }
}

/// `payday history`: every change, newest first.
struct HistoryCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "List the changes to the data file, newest first.")

    @Option(name: .long, help: ArgumentHelp("Show only the newest N entries.", valueName: "N"))
    var last: Int?

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        withSession("history", environment, clock, timeZone) { (session) throws(CommandFailure) -> String in
            let history = try session.run { store throws(StoreError) in try store.history() }
            guard !history.entries.isEmpty else {
                return session.language.commandWords.noChangesYet(session.location.path)
            }
            // Only the lines shown are worded: `--last 1` of a long history words one.
            let lines = HistoryText.lines(
                history, words: session.words, timeZone: timeZone, newest: last.map { max(0, $0) })
            return lines.joined(separator: "\n")
        }
    }
}

/// What undo, redo and restore share: the store call, and its entry in words.
enum HistoryTravel {
    static func run(
        _ command: String, _ common: CommonOptions, _ environment: [String: String],
        _ clock: Date, _ timeZone: TimeZone, _ body: (DataStore) throws(StoreError) -> HistoryEntry
    ) -> CommandResult {
        CommandResult.catching(command, common.language(environment)) { () throws(CommandFailure) -> String in
            let session = try StoreSession(
                options: common, environment: environment, clock: clock, timeZone: timeZone)
            if session.file.isDemo {
                throw CommandFailure { $0.commandWords.demoIsNotWritten(session.location.path) }
            }
            let entry = try session.run(body)
            return TerminalText.line(session.words.event(entry.event)) + "."
        }
    }
}
