import Payroll

/// What a form's field or a command's argument holds, read from what was typed: the one reader of
/// times, dates and amounts for the app and the command line. In a form every key the worker
/// typed stays in the field (none is dropped or rearranged), and what cannot be read is said
/// under the field, on the command line after the option's name, in the same words
/// (`AppStrings.message(_:)`). The data's ranges are `DataRules`' own, checked after this.
public enum FieldText {
    /// A time that may end a shift: `24:00` is midnight at the end of the day.
    public struct EndTime: Equatable, Sendable {
        /// The time of day (`00:00` for `24:00`).
        public var time: TimeOfDay
        /// `24:00`: the end of the day, the next day's `00:00`.
        public var isEndOfDay: Bool
    }

    /// A time that ends something (a shift, a schedule's entry, a clock-out): as `time(_:)`, and
    /// `24:00` (`2400`, `24`) too, as the end of the day.
    public static func endTime(_ text: String) -> Result<EndTime, AppStrings.FieldProblem> {
        let typed = text.trimming()
        if ["24:00", "2400", "24"].contains(typed) {
            return .success(EndTime(time: TimeOfDay(hour: 0, minute: 0)!, isEndOfDay: true))
        }
        return time(typed).map { EndTime(time: $0, isEndOfDay: false) }
    }

    /// A time: `9:30`, `09:30`, `930`, `0930` or `9` (on the hour), 24-hour.
    public static func time(_ text: String) -> Result<TimeOfDay, AppStrings.FieldProblem> {
        let typed = text.trimming()
        guard !typed.isEmpty else { return .failure(.required) }
        let hourText: Substring, minuteText: Substring
        if let colon = typed.firstIndex(of: ":") {
            (hourText, minuteText) = (typed[..<colon], typed[typed.index(after: colon)...])
            guard (1...2).contains(hourText.count), minuteText.count == 2 else { return .failure(.notATime) }
        } else {
            switch typed.count {
            case 1, 2: (hourText, minuteText) = (typed[...], "00")
            case 3, 4: (hourText, minuteText) = (typed.dropLast(2), typed.suffix(2))
            default: return .failure(.notATime)
            }
        }
        guard hourText.allSatisfy(\.isASCIIDigit), minuteText.allSatisfy(\.isASCIIDigit),
            let hour = Int(hourText), let minute = Int(minuteText)
        else { return .failure(.notATime) }
        guard hour < 24 else { return .failure(.noSuchHour(hour)) }
        guard let time = TimeOfDay(hour: hour, minute: minute) else { return .failure(.noSuchMinute(minute)) }
        return .success(time)
    }

    /// A date: `2026-11-16` (month and day may have one digit) or `20261116`.
    public static func date(_ text: String) -> Result<LocalDate, AppStrings.FieldProblem> {
        let typed = text.trimming()
        guard !typed.isEmpty else { return .failure(.required) }
        var parts = typed.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1, typed.count == 8 {
            parts = [String(typed.prefix(4)), String(typed.dropFirst(4).prefix(2)), String(typed.suffix(2))]
        }
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return .failure(.notADate) }
        guard (1...12).contains(month) else { return .failure(.noSuchMonth(month)) }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            return .failure(.noSuchDay(day, month: month))
        }
        return .success(date)
    }

    /// A whole number: digits, `10,320` grouped with commas. A decimal point is a problem of its
    /// own (`10320.5` is not read as 103205), and so is a number too long for the machine (its
    /// digits counted: no range of ours reaches it, and the largest `Int` is not what was typed).
    public static func number(_ text: String) -> Result<Int, AppStrings.FieldProblem> {
        // Digits alone, the usual case, read at once: the form checks every field at each key.
        if !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(text)
        {
            return .success(value)
        }
        let typed = text.trimming()
        guard !typed.isEmpty else { return .failure(.required) }
        if typed.contains(".") { return .failure(.notWhole) }
        // A minus sign is read, for the field's range to refuse (`-9000` is out of range, not unreadable).
        let negative = typed.hasPrefix("-")
        let digits = typed.dropFirst(negative ? 1 : 0).filter { $0 != "," }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return .failure(.notANumber) }
        guard let value = Int(negative ? "-" + digits : String(digits)) else {
            return .failure(.tooManyDigits(digits.count))
        }
        return .success(value)
    }
}

extension FieldText {
    /// An amount of won: a whole number as `number(_:)` (`177,882`), with a `₩` before it or
    /// `원` after it if the worker writes one.
    public static func money(_ text: String) -> Result<Int, AppStrings.FieldProblem> {
        var typed = Substring(text.trimming())
        if typed.hasPrefix(MoneyFieldWords.wonBefore) { typed = typed.dropFirst(MoneyFieldWords.wonBefore.count) }
        if typed.hasSuffix(MoneyFieldWords.wonAfter) { typed = typed.dropLast(MoneyFieldWords.wonAfter.count) }
        return number(String(typed))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
