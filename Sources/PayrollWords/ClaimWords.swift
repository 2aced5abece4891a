import Payroll

/// The words of what a claim to the labour office needs: what is owed and not recorded as paid.
public protocol ClaimWords: Sendable {
    /// A period whose payday passed with pay owed and no receipt recorded.
    func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String
}

extension PayrollLanguage {
    /// The claim's words in this language.
    public var claimWords: any ClaimWords {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension English: ClaimWords {
    public func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String {
        "\(name): payday \(payday) has passed with no receipt recorded; \(owed) owed "
            + "(record what arrived, 0 if nothing, with payday received)"
    }
}

extension Korean: ClaimWords {
    public func noReceiptRecorded(_ name: String, payday: LocalDate, owed: String) -> String {
        "\(name): 급여일 \(payday)이 지났는데 받은 기록이 없습니다; 받을 금액 \(owed) "
            + "(받은 금액을, 못 받았으면 0을 payday received로 기록하세요)"
    }
}
