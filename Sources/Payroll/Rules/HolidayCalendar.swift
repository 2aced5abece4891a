import FoundationEssentials

/// Korean public and substitute holidays, from `holidays.json`.
///
/// The file is a resource of this target (`Sources/Payroll/Resources/holidays.json`, with
/// `Data/holidays.json` a symlink to it), so the app finds it from any working directory and
/// whatever `--data` names. To add a year, see docs/payroll.md.
public struct HolidayCalendar: Sendable, Equatable {
    /// Holiday name by date.
    public var names: [LocalDate: String] { Dictionary(uniqueKeysWithValues: zip(dates, dayNames)) }
    /// The years the file lists completely. A date in another year is not known to be a holiday
    /// or not; the payslip warns when it relies on such a year.
    public var coveredYears: Set<Int> { Set(years) }

    /// The holidays' dates ascending, each once, their names (`names` as two lists), and the
    /// covered years ascending, each once: lists, not a dictionary or a set, read by a binary
    /// search and a look along a few years. No dictionary or set is made for a calendar unless
    /// `names` or `coveredYears` is asked for: the first such type built by its mangled name in
    /// a process (a calendar's copy builds its fields' types so) has the runtime scan its
    /// conformance records for the key's `Hashable`, about 0.3 M instructions.
    private let dates: [LocalDate]
    private let dayNames: [String]
    private let years: [Int]

    /// The holidays' day numbers as bits, from the earliest's (`firstDay`): `isHoliday` is asked
    /// for every shift of every payslip, and a bit is read without hashing the date.
    private let firstDay: Int
    private let days: [UInt64]

    public init(names: [LocalDate: String], coveredYears: Set<Int>) {
        let sorted = names.sorted { $0.key < $1.key }
        self.init(dates: sorted.map(\.key), names: sorted.map(\.value), years: coveredYears.sorted())
    }

    /// `dates` and `years` ascending, each once, `names` the dates'.
    private init(dates: [LocalDate], names: [String], years: [Int]) {
        self.dates = dates
        dayNames = names
        self.years = years
        let first = dates.first?.dayNumber ?? 0
        var days = [UInt64](repeating: 0, count: dates.last.map { ($0.dayNumber - first) / 64 + 1 } ?? 0)
        for date in dates {
            let number = date.dayNumber - first
            days[number / 64] |= 1 << UInt64(number % 64)
        }
        (firstDay, self.days) = (first, days)
    }

    /// No holidays at all (tests of rules that do not involve them).
    public static let none = HolidayCalendar(dates: [], names: [], years: [])

    public func isHoliday(_ date: LocalDate) -> Bool {
        let offset = date.dayNumber - firstDay
        guard offset >= 0, offset / 64 < days.count else { return false }
        return days[offset / 64] & 1 << UInt64(offset % 64) != 0
    }

    public func name(of date: LocalDate) -> String? {
        guard isHoliday(date) else { return nil }
        var low = 0
        var high = dates.count - 1
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] < date { low = middle + 1 } else { high = middle }
        }
        return dayNames[low]
    }

    public func covers(year: Int) -> Bool { years.contains(year) }

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
        // Each holiday with its place in the file, sorted by date then place below.
        var holidays: [(date: LocalDate, place: Int, name: String)] = []
        var years: [Int] = []
        guard case .object(let members) = root else {
            throw DataFileError(file: file, .wrongType(expected: .holidayList, found: root.kind))
        }
        for member in members {
            switch (member.key, member.value) {
            case ("years", .array(let list)):
                for (index, value) in list.enumerated() {
                    if case .number(_, let year?) = value, Limits.fourDigitYears.contains(year) {
                        years.append(year)
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
                    holidays.append((date, holidays.count, name))
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
        holidays.sort { ($0.date, $0.place) < ($1.date, $1.place) }
        var dates: [LocalDate] = []
        var names: [String] = []
        for holiday in holidays {
            if dates.last == holiday.date {
                // Two holidays on one date (2025-05-05: Children's Day and Buddha's Birthday)
                // are one day off; keep both names, in the file's order.
                names[names.count - 1] += ", " + holiday.name
            } else {
                dates.append(holiday.date)
                names.append(holiday.name)
            }
        }
        for date in dates where !years.contains(date.year) {
            problems.append(DataProblem(path: "holidays", .yearNotListed(date)))
        }
        guard problems.isEmpty else { throw DataFileError(file: file, problems: problems) }
        return HolidayCalendar(dates: dates, names: names, years: sortedWithoutRepeats(years))
    }
}
