import Payroll

/// What a form's field holds, read from what was typed: every key the worker typed stays in the
/// field (none is dropped or rearranged), and what cannot be read is said under the field
/// (`AppStrings.message(_:)`). The data's ranges are `DataRules`' own, checked after this.
enum FieldText {
    /// A time: `9:30`, `09:30`, `930`, `0930` or `9` (on the hour), 24-hour.
    static func time(_ text: String) -> Result<TimeOfDay, AppStrings.FieldProblem> {
        let typed = text.trimmingCharacters(in: .whitespaces)
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
    static func date(_ text: String) -> Result<LocalDate, AppStrings.FieldProblem> {
        let typed = text.trimmingCharacters(in: .whitespaces)
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
    /// own (`10320.5` is not read as 103205); a number too long for the machine reads as the
    /// largest, for the field's range to refuse.
    static func number(_ text: String) -> Result<Int, AppStrings.FieldProblem> {
        // Digits alone, the usual case, read at once: the form checks every field at each key.
        if !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(text)
        {
            return .success(value)
        }
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return .failure(.required) }
        if typed.contains(".") { return .failure(.notWhole) }
        let digits = typed.filter { $0 != "," }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return .failure(.notANumber) }
        return .success(Int(digits) ?? Int.max)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
