import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday undo`, `payday redo` and `payday restore N`: a step through the history, said in
/// the words of the entry it made. The demo's file is not written, so it has no history to step
/// through.
protocol HistoryStepCommand: SessionCommand {
    /// The step, on the store.
    func step(_ store: DataStore) throws(StoreError) -> HistoryEntry
}

extension HistoryStepCommand {
    static var name: String { configuration.commandName ?? "" }

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        if session.file.isDemo {
            throw CommandFailure { $0.commandWords.demoIsNotWritten(session.location.path) }
        }
        let entry = try session.run(step)
        return TerminalText.line(session.words.event(entry.event)) + "."
    }
}

/// `payday undo`: undo the latest change (and say which).
struct UndoCommand: HistoryStepCommand {
    static let configuration = CommandConfiguration.words("undo", .undo)

    @OptionGroup var common: CommonOptions

    func step(_ store: DataStore) throws(StoreError) -> HistoryEntry { try store.undo() }
}

/// `payday redo`: re-apply what the latest undo undid.
struct RedoCommand: HistoryStepCommand {
    static let configuration = CommandConfiguration.words("redo", .redo)

    @OptionGroup var common: CommonOptions

    func step(_ store: DataStore) throws(StoreError) -> HistoryEntry { try store.redo() }
}

/// `payday restore N`: the file as it was after history entry N (itself a change: undoable).
struct RestoreCommand: HistoryStepCommand {
    static let configuration = CommandConfiguration.words("restore", .restore)

    @Argument(help: .words(.historyNumber, "N"))
    var entry: Int

    @OptionGroup var common: CommonOptions

    func step(_ store: DataStore) throws(StoreError) -> HistoryEntry { try store.restore(entry) }
}

/// `payday history`: every change, newest first.
struct HistoryCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("history", .history)
    static let name = "history"

    @Option(name: .long, help: .words(.historyLast, "N"))
    var last: Int?

    @OptionGroup var common: CommonOptions

    mutating func validate() throws {
        if let last, last < 1 { throw UsageWords.error(common.lang) { $0.commandWords.lastTooSmall(last) } }
    }

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let history = try session.run { store throws(StoreError) in try store.history() }
        guard !history.entries.isEmpty else {
            return session.language.commandWords.noChangesYet(session.location.path)
        }
        // Only the lines shown are worded: `--last 1` of a long history words one.
        let lines = HistoryText.lines(
            history, words: session.words, timeZone: session.timeZone, newest: last)
        return lines.joined(separator: "\n")
    }
}
