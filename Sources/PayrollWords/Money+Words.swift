import Payroll

extension Money {
    /// `₩1,234,560` (English) or `1,234,560원` (Korean).
    public func formatted(_ language: PayrollLanguage) -> String {
        switch language {
        case .english: description
        case .korean: grouped + "원"
        }
    }
}
