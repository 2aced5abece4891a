import ArgumentParser
import Foundation
import Payroll

/// `--data FILE` and `--today YYYY-MM-DD`, shared by every command that reads workplaces.
public struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The workplaces data file.", valueName: "FILE"))
    public var data: String = "Data/workplaces.json"

    @Option(name: .long, help: ArgumentHelp("The date to compute for, instead of the clock's.", valueName: "YYYY-MM-DD"))
    public var today: String?

    @Option(name: .long, help: ArgumentHelp("A rates file (minimum wage, insurance rates) to use instead of the shipped one.", valueName: "FILE"))
    public var rates: String?

    public init() {}

    public mutating func validate() throws {
        if let today, LocalDate(iso: today) == nil {
            throw ValidationError("--today \(today) is not a date; write YYYY-MM-DD, such as 2026-11-21")
        }
    }

    /// Today and the moment by which a shift must have ended to count: with `--today`, the end of
    /// that day; otherwise the clock's date and time in `timeZone`.
    public func resolveToday(clock: Date, timeZone: TimeZone) -> (today: LocalDate, now: LocalMoment) {
        if let text = today, let date = LocalDate(iso: text) {
            return (date, LocalMoment.endOfDay(date))
        }
        return (LocalDate.today(now: clock, timeZone: timeZone), LocalMoment.now(clock, timeZone: timeZone))
    }

    /// The data file, the shipped holidays and the rates (`--rates`, else shipped), or the error to print.
    public func load() throws(DataFileError) -> (file: DataFile, holidays: HolidayCalendar, rates: RateTable) {
        let file = try DataFile.load(path: data)
        let folder = URL(fileURLWithPath: data).deletingLastPathComponent()
        let holidays = try HolidayCalendar.bundled(fallbackDirectory: folder)
        let table: RateTable
        if let rates { table = try RateTable.load(path: rates) } else { table = try RateTable.bundled(fallbackDirectory: folder) }
        return (file, holidays, table)
    }
}

enum FileOutput {
    static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
