import Payroll

/// The words of what a claim to the labour office needs: what is owed and not recorded as paid,
/// when it fell due, how long a claim to it lasts and the interest it earns.
public protocol ClaimWords: Sendable {
    /// A period whose payday passed with pay owed and no receipt recorded.
    func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String

    /// The section's heading.
    func claimTitle(asOf: LocalDate) -> String
    /// Nothing owed is recorded.
    var nothingOwed: String { get }
    func wagesNotReceived(period: String, amount: String) -> String
    /// `parts`: the parts of the pay the shortfall matches, in words, or nil.
    func wagesShort(period: String, received: String, owed: String, short: String, parts: String?) -> String
    func minimumWageShort(period: String, amount: String) -> String
    func severanceOwed(amount: String, forecast: Bool) -> String
    func unusedLeaveOwed(amount: String, forecast: Bool) -> String
    /// When it fell due and the last day a claim to it lasts.
    func dueAndLapses(due: LocalDate, lapses: LocalDate) -> String
    /// The name of a run of interest (`late-payment interest`), before its formula (`interest(_:rate:...)`).
    func interestBasis(_ basis: Claim.Interest.Basis) -> String
    /// The end of the job: everything is due by `due`, the days counted from the day after.
    func dueAfterLeaving(endDate: LocalDate, due: LocalDate, days: Int, rate: String, ahead: Bool) -> String
    func total(owed: String, interest: String, asOf: LocalDate) -> String
    func owedAtEnd(_ amount: String, endDate: LocalDate) -> String
    func lapsed(count: Int, amount: String, years: Int) -> String
    /// The commercial rate is used for wages due before the amendment; a non-business employer's is the civil one.
    func civilRateNote(commercial: String, civil: String, before: LocalDate) -> String
}

extension PayrollLanguage {
    /// The claim's words in this language.
    public var claimWords: any ClaimWords { words }
}

extension ClaimWords {
    /// One run of interest: `principal × rate × days / 365 = amount`, the same formula in every language.
    public func interest(_ interest: Claim.Interest, rate: String, principal: String, amount: String) -> String {
        "      \(interestBasis(interest.basis)) \(interest.from) – \(interest.through): "
            + "\(principal) × \(rate) × \(interest.days) / 365 = \(amount)"
    }
}

extension English: ClaimWords {
    public func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String {
        "\(name): payday \(payday) has passed with no receipt recorded; \(owed) owed "
            + "(record what arrived, 0 if nothing, with payday received)"
    }

    public func claimTitle(asOf: LocalDate) -> String { "Owed and not paid (as of \(asOf))" }
    public var nothingOwed: String { "  Nothing owed is recorded: every payday passed has its pay." }
    public func wagesNotReceived(period: String, amount: String) -> String {
        "  \(period) wages: \(amount), no receipt recorded"
    }
    public func wagesShort(period: String, received: String, owed: String, short: String, parts: String?) -> String {
        "  \(period) wages: \(received) arrived of \(owed), \(short) short" + (parts.map { " (\($0))" } ?? "")
    }
    public func minimumWageShort(period: String, amount: String) -> String {
        "  \(period) minimum wage: \(amount) short"
    }
    public func severanceOwed(amount: String, forecast: Bool) -> String {
        "  Severance: \(amount)" + (forecast ? " (a forecast for the end date)" : "")
    }
    public func unusedLeaveOwed(amount: String, forecast: Bool) -> String {
        "  Unused annual leave: \(amount)" + (forecast ? " (a forecast for the end date)" : "")
    }
    public func dueAndLapses(due: LocalDate, lapses: LocalDate) -> String {
        "      due \(due); a claim to it lasts through \(lapses)"
    }
    public func interestBasis(_ basis: Claim.Interest.Basis) -> String {
        switch basis {
        case .lateInterest: "late-payment interest"
        case .commercial: "commercial interest"
        }
    }
    public func dueAfterLeaving(endDate: LocalDate, due: LocalDate, days: Int, rate: String, ahead: Bool) -> String {
        (ahead ? "  The job ends \(endDate): " : "  The job ended \(endDate): ")
            + "wages, severance and unused leave are due within \(days) days, by \(due); "
            + "unpaid, they earn \(rate) a year from the next day"
    }
    public func total(owed: String, interest: String, asOf: LocalDate) -> String {
        "  Total owed \(owed); interest to \(asOf) \(interest)"
    }
    public func owedAtEnd(_ amount: String, endDate: LocalDate) -> String {
        "  Owed at the end date \(endDate) (a forecast): \(amount)"
    }
    public func lapsed(count: Int, amount: String, years: Int) -> String {
        "  \(count) older sum\(count == 1 ? "" : "s") (\(amount)) fell due more than \(years) years ago: the claim has lapsed"
    }
    public func civilRateNote(commercial: String, civil: String, before: LocalDate) -> String {
        "  Wages due before \(before) earn the commercial rate, \(commercial) a year, while the job lasts; "
            + "an employer not in business owes the civil rate, \(civil)"
    }
}

extension Korean: ClaimWords {
    public func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String {
        "\(name): 급여일 \(Korean.word(payday, .subject)) 지났는데 받은 기록이 없습니다; 받을 금액 \(owed) "
            + "(받은 금액을, 못 받았으면 0을 payday received로 기록하세요)"
    }

    public func claimTitle(asOf: LocalDate) -> String { "받지 못한 돈 (\(asOf) 기준)" }
    public var nothingOwed: String { "  받지 못한 돈이 없습니다: 지난 급여일마다 받은 기록이 있습니다." }
    public func wagesNotReceived(period: String, amount: String) -> String {
        "  \(period) 임금: \(amount), 받은 기록 없음"
    }
    public func wagesShort(period: String, received: String, owed: String, short: String, parts: String?) -> String {
        "  \(period) 임금: \(owed) 중 \(received) 받음, \(short) 부족" + (parts.map { " (\($0))" } ?? "")
    }
    public func minimumWageShort(period: String, amount: String) -> String {
        "  \(period) 최저임금 미달액: \(amount)"
    }
    public func severanceOwed(amount: String, forecast: Bool) -> String {
        "  퇴직금: \(amount)" + (forecast ? " (종료일 기준 예상)" : "")
    }
    public func unusedLeaveOwed(amount: String, forecast: Bool) -> String {
        "  미사용 연차수당: \(amount)" + (forecast ? " (종료일 기준 예상)" : "")
    }
    public func dueAndLapses(due: LocalDate, lapses: LocalDate) -> String {
        "      지급기일 \(due); 소멸시효 \(lapses)까지"
    }
    public func interestBasis(_ basis: Claim.Interest.Basis) -> String {
        switch basis {
        case .lateInterest: "지연이자"
        case .commercial: "상사 법정이자"
        }
    }
    public func dueAfterLeaving(endDate: LocalDate, due: LocalDate, days: Int, rate: String, ahead: Bool) -> String {
        "  \(endDate) \(ahead ? "퇴직 예정" : "퇴직"): 임금·퇴직금·미사용 연차수당은 \(days)일 이내, \(due)까지 지급; "
            + "못 받으면 다음 날부터 연 \(rate) 지연이자"
    }
    public func total(owed: String, interest: String, asOf: LocalDate) -> String {
        "  합계 \(owed); \(asOf)까지 이자 \(interest)"
    }
    public func owedAtEnd(_ amount: String, endDate: LocalDate) -> String {
        "  종료일 \(endDate)에 받을 돈 (예상): \(amount)"
    }
    public func lapsed(count: Int, amount: String, years: Int) -> String {
        "  지급기일이 \(years)년 넘게 지난 \(count)건 (\(amount)): 소멸시효가 지났습니다"
    }
    public func civilRateNote(commercial: String, civil: String, before: LocalDate) -> String {
        "  \(before) 전 급여일의 임금은 재직 중 상사 법정이율 연 \(commercial); "
            + "영업을 하지 않는 사용자는 민사 법정이율 연 \(civil)"
    }
}
