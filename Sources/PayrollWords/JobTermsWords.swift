import Payroll

/// The words of the job's dates and terms: contracted hours with decimals, the first and last
/// day, how a sick day counts. One protocol, an English and a Korean wording, so that a missing
/// sentence does not build.
public protocol JobTermsWords: Sendable {
    /// The hours a contract may name, as the range of a message.
    var contractHoursRange: String { get }
    /// `written` (in the file or after `option`) is not contracted hours.
    func notContractHours(_ written: String, option: String?) -> String
    /// `written` after `option` is not a date.
    func notADate(_ written: String, option: String) -> String
    /// `date` after `option` is outside the dates payday takes.
    func dateOutside(_ date: LocalDate, option: String, allowed: ClosedRange<LocalDate>) -> String
    /// The last day `end` comes before the first day `start`.
    func endBeforeStart(end: LocalDate, start: LocalDate, endOption: String, startOption: String) -> String
    /// `written` after `option` is none of the sick-leave rules.
    func notSickLeave(_ written: String, option: String) -> String
    /// A sick-leave rule, as the workplace's terms show it.
    func sickLeave(_ rule: SickLeave) -> String
    /// The employment's bounds, as the workplace's terms show them (`from 2026-03-02`).
    func employment(start: LocalDate?, end: LocalDate?) -> String?
}

extension English: JobTermsWords {
    public var contractHoursRange: String {
        "hours from 0 to \(Limits.contractWeeklyHours.upperBound) with up to two decimals, in steps of 0.05 (3 minutes), such as 16.5"
    }

    public func notContractHours(_ written: String, option: String?) -> String {
        "\(option.map { "\($0) " } ?? "")\(written) is not contracted hours; expected \(contractHoursRange)"
            + (option == nil ? "" : " (or none)")
    }

    public func notADate(_ written: String, option: String) -> String {
        "\(option) \(written) is not a date; write YYYY-MM-DD, such as 2026-03-02"
            + (option == "--start-date" ? "" : ", or none")
    }

    public func dateOutside(_ date: LocalDate, option: String, allowed: ClosedRange<LocalDate>) -> String {
        "\(option) \(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound)"
    }

    public func endBeforeStart(end: LocalDate, start: LocalDate, endOption: String, startOption: String) -> String {
        "\(endOption) \(end) comes before the job's first day, \(start) (\(startOption)); the last day is on or after the first"
    }

    public func notSickLeave(_ written: String, option: String) -> String {
        "\(option) \(written) is not a rule for sick days; write excused (unpaid, not an absence), absence (unpaid, the week's allowance lost) or paid (paid at the planned shift)"
    }

    public func sickLeave(_ rule: SickLeave) -> String {
        switch rule {
        case .excused: "sick days excused"
        case .absence: "sick days count as absences"
        case .paid: "sick days paid"
        }
    }

    public func employment(start: LocalDate?, end: LocalDate?) -> String? {
        switch (start, end) {
        case (let start?, let end?): "employed \(start) to \(end)"
        case (let start?, nil): "employed from \(start)"
        case (nil, let end?): "employed until \(end)"
        case (nil, nil): nil
        }
    }
}

extension Korean: JobTermsWords {
    public var contractHoursRange: String {
        "0~\(Limits.contractWeeklyHours.upperBound)시간, 소수 둘째 자리까지 0.05(3분) 단위(예: 16.5)"
    }

    public func notContractHours(_ written: String, option: String?) -> String {
        "\(option.map { "\($0) " } ?? "")\(Korean.word(written, .topic)) 계약 시간이 아닙니다; \(contractHoursRange)"
            + (option == nil ? "로 쓰세요" : "나 none으로 쓰세요")
    }

    public func notADate(_ written: String, option: String) -> String {
        "\(option) \(Korean.word(written, .topic)) 날짜가 아닙니다; 2026-03-02처럼 YYYY-MM-DD로 쓰세요"
            + (option == "--start-date" ? "" : " (없애려면 none)")
    }

    public func dateOutside(_ date: LocalDate, option: String, allowed: ClosedRange<LocalDate>) -> String {
        "\(option) \(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다"
    }

    public func endBeforeStart(end: LocalDate, start: LocalDate, endOption: String, startOption: String) -> String {
        "\(endOption) \(Korean.word(end, .topic)) 근무 첫날 \(start)(\(startOption))보다 앞섭니다; 마지막 날은 첫날과 같거나 뒤여야 합니다"
    }

    public func notSickLeave(_ written: String, option: String) -> String {
        "\(option) \(Korean.word(written, .topic)) 병가 규칙이 아닙니다; excused(무급, 결근 아님), absence(무급, 주휴수당 없음), paid(예정 근무만큼 유급) 중 하나를 쓰세요"
    }

    public func sickLeave(_ rule: SickLeave) -> String {
        switch rule {
        case .excused: "병가는 결근 아님"
        case .absence: "병가는 결근"
        case .paid: "병가 유급"
        }
    }

    public func employment(start: LocalDate?, end: LocalDate?) -> String? {
        switch (start, end) {
        case (let start?, let end?): "근무 \(start) ~ \(end)"
        case (let start?, nil): "\(start)부터 근무"
        case (nil, let end?): "\(end)까지 근무"
        case (nil, nil): nil
        }
    }
}

extension PayrollLanguage {
    /// The job's dates and terms in this language.
    public var jobTermsWords: any JobTermsWords { words }
}
