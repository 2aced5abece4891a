import FoundationEssentials

/// The date picker's words: the month's title and the weekdays' short names, in English and
/// Korean (a word missing in one language does not compile). They are the words ICU gives for
/// `en_US` and `ko_KR` (the `yMMMM` template and the short stand-alone weekday symbols), typed
/// here so that Layout needs no more of Foundation than FoundationEssentials, which has no
/// locale data.
protocol DatePickerWords: Sendable {
    /// `November 2026` / `2026년 11월`.
    func monthTitle(year: Int, month: Int) -> String
    /// The weekdays' short names, Sunday first (the order of `Calendar.weekdaySymbols`).
    var shortWeekdays: [String] { get }
}

/// The words for `locale`: Korean for a Korean locale (`ko`, `ko_KR`), English for any other.
func datePickerWords(for locale: Locale) -> any DatePickerWords {
    datePickerWords(for: Locale.LanguageCode(String(locale.identifier.prefix { $0 != "_" && $0 != "-" })))
}

/// The words for `language`: Korean for `ko`, English for any other.
func datePickerWords(for language: Locale.LanguageCode) -> any DatePickerWords {
    language.identifier == "ko" ? KoreanDatePickerWords() : EnglishDatePickerWords()
}

struct EnglishDatePickerWords: DatePickerWords {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// A month the Gregorian calendar does not have (a calendar of 13 months) is its number.
    func monthTitle(year: Int, month: Int) -> String {
        "\(Self.months.indices.contains(month - 1) ? Self.months[month - 1] : "\(month)") \(year)"
    }
    var shortWeekdays: [String] { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] }
}

struct KoreanDatePickerWords: DatePickerWords {
    func monthTitle(year: Int, month: Int) -> String { "\(year)년 \(month)월" }
    var shortWeekdays: [String] { ["일", "월", "화", "수", "목", "금", "토"] }
}
