import Payroll
import PayrollWords

/// The statistics screen's words, in English and Korean (a sentence missing in one language does
/// not compile). `String` arguments come formatted.
protocol StatisticsWords: Sendable {
    var statisticsKeyTitles: AppStrings.StatisticsKeyTitles { get }
    var statisticsHintWords: AppStrings.StatisticsHintWords { get }
    /// The segmented control's titles, in `Measure`'s order.
    var statisticsMeasures: [String] { get }
    func statisticsTitle(year: Int) -> String
    var allWorkplaces: String { get }
    var statisticsWeeklyHours: String { get }
    func yearTotal(time: String, gross: String, net: String) -> String
    func perHour(_ effective: String, base: String) -> String
    /// `Nov` / `11월`.
    func shortMonth(_ month: Int) -> String
    var expectedLead: String { get }
    /// `Nov`, `Oct, Nov` / `11월`, `10, 11월` (the months' names, as the expected line has them).
    func months(_ list: [Int]) -> String
    func soFar(months: String) -> String
    func toCome(months: String) -> String
}

extension English: StatisticsWords {
    var statisticsKeyTitles: AppStrings.StatisticsKeyTitles {
        AppStrings.StatisticsKeyTitles(
            previousYear: "previous year", nextYear: "next year", nextWorkplace: "next workplace (or all)",
            nextMeasure: "hours, gross or net")
    }
    var statisticsHintWords: AppStrings.StatisticsHintWords {
        AppStrings.StatisticsHintWords(year: "year", workplace: "workplace", measure: "measure")
    }
    var statisticsMeasures: [String] { ["Hours", "Gross", "Net"] }
    func statisticsTitle(year: Int) -> String { "Statistics · \(year)" }
    var allWorkplaces: String { "All workplaces" }
    var statisticsWeeklyHours: String { "Hours a week" }
    func yearTotal(time: String, gross: String, net: String) -> String { "Total \(time) · gross \(gross) · net \(net)" }
    func perHour(_ effective: String, base: String) -> String {
        "Per hour \(effective) with allowance and premiums (base \(base))"
    }
    func shortMonth(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }
    var expectedLead: String { "Expected with the plans: " }
    func months(_ list: [Int]) -> String { list.map(shortMonth).joined(separator: ", ") }
    func soFar(months: String) -> String { "\(months) so far" }
    func toCome(months: String) -> String { "\(months) to come" }
}

extension Korean: StatisticsWords {
    var statisticsKeyTitles: AppStrings.StatisticsKeyTitles {
        AppStrings.StatisticsKeyTitles(
            previousYear: "이전 해", nextYear: "다음 해", nextWorkplace: "다음 일터 (또는 전체)", nextMeasure: "시간, 지급액, 실지급액")
    }
    var statisticsHintWords: AppStrings.StatisticsHintWords {
        AppStrings.StatisticsHintWords(year: "연도", workplace: "일터", measure: "항목")
    }
    var statisticsMeasures: [String] { ["시간", "지급액", "실지급액"] }
    func statisticsTitle(year: Int) -> String { "통계 · \(year)년" }
    var allWorkplaces: String { "전체 일터" }
    var statisticsWeeklyHours: String { "주별 시간" }
    func yearTotal(time: String, gross: String, net: String) -> String { "합계 \(time) · 지급액 \(gross) · 실지급액 \(net)" }
    func perHour(_ effective: String, base: String) -> String { "시간당 \(effective) 주휴·가산수당 포함 (기본 \(base))" }
    func shortMonth(_ month: Int) -> String { "\(month)월" }
    var expectedLead: String { "일정대로라면: " }
    func months(_ list: [Int]) -> String { list.map(String.init).joined(separator: ", ") + "월" }
    func soFar(months: String) -> String { "\(months) 진행 중" }
    func toCome(months: String) -> String { "\(months) 예정" }
}

/// The statistics screen's words as the screen asks for them.
extension AppStrings {
    struct StatisticsKeyTitles {
        var previousYear, nextYear, nextWorkplace, nextMeasure: String
    }

    /// The hint line's words for the keys (their `?` titles are `statisticsKeyTitles`).
    struct StatisticsHintWords {
        var year, workplace, measure: String
    }

    var statisticsKeyTitles: StatisticsKeyTitles { appWords.statisticsKeyTitles }
    var statisticsHintWords: StatisticsHintWords { appWords.statisticsHintWords }
    var statisticsMeasures: [String] { appWords.statisticsMeasures }
    func statisticsTitle(year: Int) -> String { appWords.statisticsTitle(year: year) }
    var allWorkplaces: String { appWords.allWorkplaces }
    var statisticsWeeklyHours: String { appWords.statisticsWeeklyHours }

    /// The year's totals, the effective hourly wage against the base, and the months not paid yet.
    func statisticsSummary(_ series: YearStatistics.Series) -> String {
        let words = appWords
        let figures = series.total
        var lines = [
            words.yearTotal(
                time: WorkTimeFormat.string(minutes: figures.paidMinutes, language),
                gross: figures.gross.formatted(language), net: figures.net.formatted(language))
        ]
        if let effective = figures.effectiveHourlyWage, let base = figures.baseHourlyWage {
            lines.append(words.perHour(effective.formatted(language), base: base.formatted(language)))
        }
        // Months not paid whose plans add to them: what they are expected to pay, apart.
        let expected = series.months.compactMap { month in month.expected.map { (month.month, $0.net) } }
        if !expected.isEmpty {
            let list = expected.map { words.shortMonth($0.0) + " " + $0.1.formatted(language) }
            lines.append(words.expectedLead + list.joined(separator: " · "))
        }
        let open = series.months.filter { $0.status != .paid && $0.figures.paidMinutes > 0 }.map(\.month)
        let later = series.months.filter { $0.status == .upcoming }.map(\.month)
        if !open.isEmpty || !later.isEmpty {
            // An ended month waiting for its payday is final: never "so far".
            let current = series.months.filter { $0.status == .current && !$0.hasEnded }.map(\.month)
            let ended = series.months.filter { $0.status == .current && $0.hasEnded }.map(\.month)
            var parts: [String] = []
            if !ended.isEmpty { parts.append(appWords.endedUnpaid(months: words.months(ended))) }
            if !current.isEmpty { parts.append(words.soFar(months: words.months(current))) }
            if !later.isEmpty { parts.append(words.toCome(months: words.months(later))) }
            lines.append(parts.joined(separator: " · "))
        }
        return lines.joined(separator: "\n")
    }
}
