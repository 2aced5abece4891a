import PayrollWords

/// The statistics screen's words for months whose periods are over and wait for their paydays
/// (never "so far"). `months` comes formatted (`StatisticsWords.months`).
protocol EndedMonthsWords: Sendable {
    func endedUnpaid(months: String) -> String
}

extension English: EndedMonthsWords {
    func endedUnpaid(months: String) -> String { "\(months) ended, unpaid" }
}

extension Korean: EndedMonthsWords {
    func endedUnpaid(months: String) -> String { "\(months) 종료, 지급 전" }
}
