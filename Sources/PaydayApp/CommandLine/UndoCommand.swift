import ArgumentParser
import Foundation
import Payroll

/// `payday undo`: back to the version before the last change payday made.
struct UndoCommand: StoreCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Undo the last change (the version it replaced is kept in backups/).")

    @OptionGroup var data: DataLocationOptions

    init() {}

    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        CommandResult.catching("undo") { () throws(CommandFailure) -> String in
            let session = try StoreSession(options: data, environment: environment, clock: clock, timeZone: timeZone)
            if session.file.isDemo {
                throw CommandFailure(
                    "\(session.location.path) is a demo (it has \"datesRelativeTo\"), so payday never writes to it")
            }
            let before = session.file
            let undone: DataStore.UndoResult
            do throws(StoreError) { undone = try session.store.undo() } catch { throw CommandFailure(error.message) }
            return "Undone: \(session.location.path) is back to the version before the last change "
                + "(\(before.workplaces.count) -> \(undone.file.workplaces.count) workplaces, \(before.shiftCount) -> \(undone.file.shiftCount) shifts)."
        }
    }
}
