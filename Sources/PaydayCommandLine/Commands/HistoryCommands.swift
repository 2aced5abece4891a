import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// `payday undo`: undo the latest change (and say which).
struct UndoCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Undo the latest change, and say which (payday redo re-applies it).")

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        HistoryTravel.run("undo", common, environment, clock, timeZone) { store throws(StoreError) in
            try store.undo()
        }
    }
}

/// `payday redo`: re-apply what the latest undo undid.
struct RedoCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo", abstract: "Re-apply the change the latest undo undid.")

    @OptionGroup var common: CommonOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        HistoryTravel.run("redo", common, environment, clock, timeZone) { store throws(StoreError) in
            try store.redo()
        }
    }
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
                return session.language == .english
                    ? "No changes recorded yet for \(session.location.path)."
                    : "\(session.location.path)에 기록된 변경이 아직 없습니다."
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
                throw CommandFailure(
                    english:
                        "\(session.location.path) is a demo (it has \"datesRelativeTo\"), so payday never writes to it",
                    korean: "\(session.location.path)은(는) 데모(\"datesRelativeTo\"가 있음)라서 payday는 여기에 쓰지 않습니다")
            }
            let entry = try session.run(body)
            return TerminalText.line(session.words.event(entry.event)) + "."
        }
    }
}
