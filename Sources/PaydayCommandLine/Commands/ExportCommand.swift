import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollExports
import PayrollWords

/// `payday export --format csv|ics [--lang en|ko]`: every shift in another program's format, on
/// standard output: CSV for a spreadsheet (one shift a row, with its period, minutes by kind and
/// pay), iCalendar for a calendar (the shifts and the paydays, with UIDs that stay the same from
/// one export to the next).
struct ExportCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every shift as CSV (a spreadsheet) or iCalendar (a calendar, with the paydays)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, ics
    }

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: ArgumentHelp("Output format.", valueName: "csv|ics"))
    var format: Format

    func result(input: LoadedRecords) -> CommandResult {
        switch format {
        case .csv:
            do {
                return .document(try ShiftsCSV.document(file: input.file, basis: input.basis, language: input.language))
            } catch {
                let failure = CommandFailure(
                    english: "could not write CSV: \(error)", korean: "CSV를 쓸 수 없습니다: \(error)")
                return .failure("export", failure, input.language)
            }
        case .ics:
            return .document(
                ShiftsCalendar.document(
                    file: input.file, basis: input.basis, stamp: input.clock, language: input.language))
        }
    }
}
