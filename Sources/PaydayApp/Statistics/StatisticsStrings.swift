import Payroll
import PayrollWords

/// The statistics screen's words, English and Korean.
extension AppStrings {
    struct StatisticsKeyTitles {
        var previousYear, nextYear, nextWorkplace, nextMeasure: String
    }

    var statisticsKeyTitles: StatisticsKeyTitles {
        switch language {
        case .english:
            StatisticsKeyTitles(
                previousYear: "previous year", nextYear: "next year", nextWorkplace: "next workplace (or all)",
                nextMeasure: "hours, gross or net")
        case .korean:
            StatisticsKeyTitles(
                previousYear: "이전 해", nextYear: "다음 해", nextWorkplace: "다음 일터 (또는 전체)", nextMeasure: "시간, 지급액, 실지급액")
        }
    }

    /// The hint line's words for the keys (their `?` titles are `statisticsKeyTitles`).
    struct StatisticsHintWords {
        var year, workplace, measure: String
    }

    var statisticsHintWords: StatisticsHintWords {
        switch language {
        case .english: StatisticsHintWords(year: "year", workplace: "workplace", measure: "measure")
        case .korean: StatisticsHintWords(year: "연도", workplace: "일터", measure: "항목")
        }
    }

    /// The segmented control's titles, in `Measure`'s order.
    var statisticsMeasures: [String] {
        language == .english ? ["Hours", "Gross", "Net"] : ["시간", "지급액", "실지급액"]
    }

    func statisticsTitle(year: Int) -> String {
        language == .english ? "Statistics · \(year)" : "통계 · \(year)년"
    }

    var allWorkplaces: String { language == .english ? "All workplaces" : "전체 일터" }

    var statisticsWeeklyHours: String { language == .english ? "Hours a week" : "주별 시간" }

    /// The year's totals, the effective hourly wage against the base, and the months not paid yet.
    func statisticsSummary(_ series: YearStatistics.Series) -> String {
        let english = language == .english
        let figures = series.total
        let time = WorkTimeFormat.string(minutes: figures.paidMinutes, language)
        var lines = [
            english
                ? "Total \(time) · gross \(figures.gross.formatted(language)) · net \(figures.net.formatted(language))"
                : "합계 \(time) · 지급액 \(figures.gross.formatted(language)) · 실지급액 \(figures.net.formatted(language))"
        ]
        if let effective = figures.effectiveHourlyWage, let base = figures.baseHourlyWage {
            lines.append(
                english
                    ? "Per hour \(effective.formatted(language)) with allowance and premiums (base \(base.formatted(language)))"
                    : "시간당 \(effective.formatted(language)) 주휴·가산수당 포함 (기본 \(base.formatted(language)))")
        }
        // Months not paid whose plans add to them: what they are expected to pay, apart.
        let expected = series.months.compactMap { month in month.expected.map { (month.month, $0.net) } }
        if !expected.isEmpty {
            let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            let list = expected.map { (english ? names[$0.0 - 1] : "\($0.0)월") + " " + $0.1.formatted(language) }
            lines.append((english ? "Expected with the plans: " : "일정대로라면: ") + list.joined(separator: " · "))
        }
        let open = series.months.filter { $0.status != .paid && $0.figures.paidMinutes > 0 }.map(\.month)
        let later = series.months.filter { $0.status == .upcoming }.map(\.month)
        if !open.isEmpty || !later.isEmpty {
            let current = series.months.filter { $0.status == .current }.map(\.month)
            var parts: [String] = []
            if !current.isEmpty {
                parts.append(english ? "\(Self.months(current)) so far" : "\(Self.months(current, korean: true)) 진행 중")
            }
            if !later.isEmpty {
                parts.append(english ? "\(Self.months(later)) to come" : "\(Self.months(later, korean: true)) 예정")
            }
            lines.append(parts.joined(separator: " · "))
        }
        return lines.joined(separator: "\n")
    }

    /// `month 11`, `months 10, 11` (`10, 11월`).
    static func months(_ list: [Int], korean: Bool = false) -> String {
        let text = list.map(String.init).joined(separator: ", ")
        return korean ? text + "월" : (list.count == 1 ? "month \(text)" : "months \(text)")
    }
}
