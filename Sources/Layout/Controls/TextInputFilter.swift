/// What a text field accepts. `.any` takes everything printable; `.digits` keeps ASCII digits;
/// `.time` (`HH:mm`) and `.date` (`YYYY-MM-DD`) keep digits and place the separators
/// themselves, refusing an edit that would make an impossible time or date (hour 24, minute
/// 60, month 13, day 32) or more digits than the pattern holds. Pasted text goes through the
/// same filter (a paste too long for a pattern keeps the digits that fit).
public enum TextInputFilter: Hashable, Sendable {
    /// Everything but control characters.
    case any
    /// ASCII digits only.
    case digits
    /// `HH:mm`, hours 00-23 and minutes 00-59.
    case time
    /// `YYYY-MM-DD`, months 01-12 and days 01-31.
    case date

    /// The part of typed or pasted `text` the field may insert: line breaks, tabs and other
    /// controls never; for the digit filters, digits only.
    func admissible(_ text: String) -> String {
        switch self {
        case .any:
            return String(
                text.filter { character in
                    !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
                })
        case .digits, .time, .date:
            return String(text.filter(\.isASCIIDigit))
        }
    }

    /// Digit groups and their separator, for the pattern filters.
    private var pattern: (groups: [Int], separator: Character)? {
        switch self {
        case .any, .digits: nil
        case .time: ([2, 2], ":")
        case .date: ([4, 2, 2], "-")
        }
    }

    var isPattern: Bool { pattern != nil }

    func isSeparator(_ character: Character) -> Bool { pattern?.separator == character }

    /// The text an edit gives, put in the pattern's shape: `characters` with the cursor at
    /// `cursor` becomes the digits regrouped with separators between full groups, the cursor
    /// after the same number of digits. Nil when the result is not the beginning of a valid
    /// time or date, or (unless `truncating`) has more digits than the pattern holds.
    func conform(_ characters: [Character], cursor: Int, truncating: Bool) -> (text: [Character], cursor: Int)? {
        guard let pattern else { return (characters, cursor) }
        var digits = characters.filter(\.isASCIIDigit)
        var digitsBeforeCursor = characters[..<min(cursor, characters.count)].filter(\.isASCIIDigit).count
        let capacity = pattern.groups.reduce(0, +)
        if digits.count > capacity {
            guard truncating else { return nil }
            digits = Array(digits.prefix(capacity))
            digitsBeforeCursor = min(digitsBeforeCursor, capacity)
        }
        guard isValidPrefix(digits) else { return nil }
        var text: [Character] = []
        var newCursor = 0
        var index = 0
        for (groupIndex, length) in pattern.groups.enumerated() where index < digits.count {
            if groupIndex > 0 { text.append(pattern.separator) }
            for _ in 0..<length where index < digits.count {
                text.append(digits[index])
                index += 1
                if index == digitsBeforeCursor { newCursor = text.count }
            }
        }
        return (text, digitsBeforeCursor == 0 ? 0 : newCursor)
    }

    /// Whether `digits` can begin a valid value: each group, as far as it is typed, stays in
    /// range.
    private func isValidPrefix(_ digits: [Character]) -> Bool {
        func group(_ start: Int, _ length: Int) -> [Int] {
            guard start < digits.count else { return [] }
            return digits[start..<min(start + length, digits.count)].map { Int(String($0))! }
        }
        func within(_ values: [Int], first maximumFirst: Int, range: ClosedRange<Int>) -> Bool {
            guard let first = values.first else { return true }
            if first > maximumFirst { return false }
            return values.count < 2 || range.contains(first * 10 + values[1])
        }
        switch self {
        case .any, .digits: return true
        case .time: return within(group(0, 2), first: 2, range: 0...23) && within(group(2, 2), first: 5, range: 0...59)
        case .date: return within(group(4, 2), first: 1, range: 1...12) && within(group(6, 2), first: 3, range: 1...31)
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
