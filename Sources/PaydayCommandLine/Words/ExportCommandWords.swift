import Payroll
import PayrollWords

/// The words of `payday export`'s refusals: a date option outside the days payday computes for
/// (one that is no date at all is refused as every command's is, `ArgumentWords.notADate`), a
/// range that ends before it starts, an option of the other format. A protocol, so a sentence
/// missing in one language does not compile.
protocol ExportCommandWords: Sendable {
    func dateOutside(option: String, date: LocalDate, allowed: ClosedRange<LocalDate>) -> String
    func rangeBackwards(from: LocalDate, to: LocalDate) -> String
    /// An option that only one format reads, given with the other.
    func onlyFor(option: String, format: String) -> String
    func notADuration(option: String, text: String) -> String
    func durationOutside(option: String, minutes: Int, allowed: ClosedRange<Int>) -> String
}

extension CommandFailure {
    /// The failure worded by `words` in both languages.
    init(export words: (any ExportCommandWords) -> String) {
        self.init(english: words(English()), korean: words(Korean()))
    }
}

extension English: ExportCommandWords {
    func dateOutside(option: String, date: LocalDate, allowed: ClosedRange<LocalDate>) -> String {
        "\(option) \(date) is outside the days payday computes for, \(allowed.lowerBound) to \(allowed.upperBound)"
    }
    func rangeBackwards(from: LocalDate, to: LocalDate) -> String {
        "--to \(to) is before --from \(from); give the first day with --from and the last with --to"
    }
    func onlyFor(option: String, format: String) -> String { "\(option) is for --format \(format) only" }
    func notADuration(option: String, text: String) -> String {
        "\(option) \(TerminalText.line(text)) is not a length of time; write minutes or hours, such as 30m, 1h or 1h30m"
    }
    func durationOutside(option: String, minutes: Int, allowed: ClosedRange<Int>) -> String {
        "\(option) is \(minutes) minutes; give \(allowed.lowerBound) to \(allowed.upperBound) minutes (at most a day)"
    }
}

extension Korean: ExportCommandWords {
    func dateOutside(option: String, date: LocalDate, allowed: ClosedRange<LocalDate>) -> String {
        "\(option) \(Korean.word(date, .topic)) payday가 계산하는 날짜(\(allowed.lowerBound)부터 \(allowed.upperBound)까지) 밖입니다"
    }
    func rangeBackwards(from: LocalDate, to: LocalDate) -> String {
        "--to \(Korean.word(to, .subject)) --from \(from)보다 앞섭니다; 첫날은 --from으로, 마지막 날은 --to로 주세요"
    }
    func onlyFor(option: String, format: String) -> String {
        "\(Korean.word(option, .topic)) --format \(format)에만 쓰입니다"
    }
    func notADuration(option: String, text: String) -> String {
        "\(option) \(Korean.word(TerminalText.line(text), .topic)) 시간의 길이가 아닙니다; 30m, 1h, 1h30m처럼 분이나 시간으로 쓰세요"
    }
    func durationOutside(option: String, minutes: Int, allowed: ClosedRange<Int>) -> String {
        "\(Korean.word(option, .subject)) \(minutes)분입니다; \(allowed.lowerBound)분부터 \(allowed.upperBound)분(하루)까지로 주세요"
    }
}
