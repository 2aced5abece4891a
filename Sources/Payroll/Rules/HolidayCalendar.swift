import FoundationEssentials

/// Korean public and substitute holidays, from `holidays.json`.
///
/// The file is a resource of this target (`Sources/Payroll/Resources/holidays.json`, with
/// `Data/holidays.json` a symlink to it), so the app finds it from any working directory and
/// whatever `--data` names. To add a year, see docs/payroll.md.
public struct HolidayCalendar: Sendable, Equatable {
    /// Holiday name by date.
    public let names: [LocalDate: String]
    /// The years the file lists completely. A date in another year is not known to be a holiday
    /// or not; the payslip warns when it relies on such a year.
    public let coveredYears: Set<Int>

    /// The holidays' day numbers as bits, from the earliest's (`firstDay`): `isHoliday` is asked
    /// for every shift of every payslip, and a bit is read without hashing the date.
    private let firstDay: Int
    private let days: [UInt64]

    public init(names: [LocalDate: String], coveredYears: Set<Int>) {
        self.names = names
        self.coveredYears = coveredYears
        let numbers = names.keys.map(\.dayNumber)
        let first = numbers.min() ?? 0
        var days = [UInt64](repeating: 0, count: numbers.max().map { ($0 - first) / 64 + 1 } ?? 0)
        for number in numbers { days[(number - first) / 64] |= 1 << UInt64((number - first) % 64) }
        (firstDay, self.days) = (first, days)
    }

    /// No holidays at all (tests of rules that do not involve them).
    public static let none = HolidayCalendar(names: [:], coveredYears: [])

    public func isHoliday(_ date: LocalDate) -> Bool {
        let offset = date.dayNumber - firstDay
        guard offset >= 0, offset / 64 < days.count else { return false }
        return days[offset / 64] & 1 << UInt64(offset % 64) != 0
    }

    public func name(of date: LocalDate) -> String? { names[date] }

    public func covers(year: Int) -> Bool { coveredYears.contains(year) }

    /// The holidays shipped with the app: the target's resource, or else `holidays.json` in
    /// `fallbackDirectory` (the data file's folder: `Data/holidays.json` beside
    /// `Data/workplaces.json`), for a binary copied away from its resource bundle.
    public static func bundled(fallbackDirectory: URL? = nil) throws(DataFileError) -> HolidayCalendar {
        let path = try ShippedResources.locate("holidays.json", fallbackDirectory: fallbackDirectory, what: .holidays)
        return try parse(JSONFile.read(path: path), file: path)
    }

    /// Reads a holiday file: `{"years": [2025, ...], "holidays": [{"date": "2025-01-01", "name": "..."}]}`.
    public static func load(url: URL) throws(DataFileError) -> HolidayCalendar {
        try parse(JSONFile.read(path: url.path), file: url.path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> HolidayCalendar {
        try parse(Data(bytes), file: file)
    }

    public static func parse(_ data: Data, file: String) throws(DataFileError) -> HolidayCalendar {
        let root = try JSONFile.parse(data, file: file)
        var problems: [DataProblem] = []
        var names: [LocalDate: String] = [:]
        var years: Set<Int> = []
        guard case .object(let members) = root else {
            throw DataFileError(file: file, .wrongType(expected: .holidayList, found: root.kind))
        }
        for member in members {
            switch (member.key, member.value) {
            case ("years", .array(let list)):
                for (index, value) in list.enumerated() {
                    if case .number(_, let year?) = value, Limits.fourDigitYears.contains(year) {
                        years.insert(year)
                    } else {
                        problems.append(DataProblem(path: "years[\(index)]", .notAYear))
                    }
                }
            case ("holidays", .array(let list)):
                for (index, value) in list.enumerated() {
                    guard case .object(let fields) = value,
                        case .string(let dateText)? = fields.first(where: { $0.key == "date" })?.value,
                        let date = LocalDate(iso: dateText),
                        case .string(let name)? = fields.first(where: { $0.key == "name" })?.value
                    else {
                        problems.append(DataProblem(path: "holidays[\(index)]", .notAHoliday))
                        continue
                    }
                    // Two holidays on one date (2025-05-05: Children's Day and Buddha's Birthday)
                    // are one day off; keep both names.
                    names[date] = names[date].map { $0 + ", " + name } ?? name
                }
            case ("source", _), ("howToAddAYear", _):
                continue
            default:
                let known = ["years", "holidays", "source", "howToAddAYear"]
                let suggestion = DidYouMean.suggestion(for: member.key, among: known)
                problems.append(
                    DataProblem(path: member.key, .unknownField(member.key, suggestion: suggestion, known: known)))
            }
        }
        for date in names.keys where !years.contains(date.year) {
            problems.append(DataProblem(path: "holidays", .yearNotListed(date)))
        }
        guard problems.isEmpty else { throw DataFileError(file: file, problems: problems) }
        return HolidayCalendar(names: names, coveredYears: years)
    }
}
