import Payroll

/// The words of the law's finer cases (a part-timer's day plan, the table in force on the payday,
/// tax-free pay, severance and leave as the law counts them): one sentence each, English and Korean.
public protocol LawCaseWords: Sendable {
    /// A part-timer worked beyond the day's planned shift: the 50% premium (Fixed-term and
    /// Part-time Workers Act art. 6).
    func partTimeBeyondPlan(minutes: String, dates: String) -> String
    /// An earlier revision of the withholding table out of order.
    func revisionOutOfOrder(_ date: LocalDate) -> String
    /// The payday is before every shipped withholding table: the earliest is used.
    func paydayBeforeWithholdingTables(payday: LocalDate, earliest: LocalDate) -> String
    /// The withholding table's row (`formula`: above 10 million won, the table's formula) for
    /// the dependants: `table, 3 dependants: ` / `간이세액표 공제대상가족 3명: `.
    func tableLabel(dependants: Int, formula: Bool) -> String
    /// The children's amount: ` − 12,500 (1 aged 8-20)`.
    func childrenPart(children: Int, reduction: String) -> String
    /// After a children's amount larger than the tax: `; under zero, held at zero`.
    var heldAtZero: String { get }
}

extension LawCaseWords {
    /// The table's calculation with its brackets: `table, 3 dependants: (31,940 − 12,500 (1 aged
    /// 8-20)) × 120%`, and "held at zero" when the children's amount exceeds the tax.
    public func tableCalculation(pay: Int, dependants: Int, children: Int, rate: Int, tableTax: Int, reduction: Int)
        -> String
    {
        let formula = pay > WithholdingTable.formulaFromThousandWon * 1000
        var expression = Money(won: tableTax).grouped
        if children > 0 {
            expression += childrenPart(children: children, reduction: Money(won: reduction).grouped)
            if rate != 100 { expression = "(" + expression + ")" }
        }
        if rate != 100 { expression += " × \(rate)%" }
        if children > 0 && reduction > tableTax { expression += heldAtZero }
        return tableLabel(dependants: dependants, formula: formula) + expression
    }
}

extension PayrollLanguage {
    /// The law's finer cases in this language.
    public var lawCaseWords: any LawCaseWords { words }
}

extension PayslipWarning {
    /// The sentence of a warning worded by `LawCaseWords`.
    func lawCaseText(_ language: PayrollLanguage) -> String {
        let words = language.lawCaseWords
        switch self {
        case .partTimeBeyondPlan(let minutes, let dates):
            return words.partTimeBeyondPlan(
                minutes: WorkTimeFormat.string(minutes: minutes, language), dates: language.words.dateList(dates))
        case .paydayBeforeWithholdingTables(let payday, let earliest):
            return words.paydayBeforeWithholdingTables(payday: payday, earliest: earliest)
        default:
            return text(language)
        }
    }
}

extension English: LawCaseWords {
    public func partTimeBeyondPlan(minutes: String, dates: String) -> String {
        "\(minutes) beyond the day's planned shift (\(dates)): 50% premium in the overtime row "
            + "(Fixed-term and Part-time Workers Act art. 6)"
    }
    public func revisionOutOfOrder(_ date: LocalDate) -> String {
        "\(date) must come after the revision before it and before the table's own effectiveFrom"
    }
    public func paydayBeforeWithholdingTables(payday: LocalDate, earliest: LocalDate) -> String {
        "payday \(payday) is before the earliest withholding table shipped (in force from \(earliest)); that one is used"
    }
    public func tableLabel(dependants: Int, formula: Bool) -> String {
        (formula ? "formula above 10 million, " : "table, ") + English.count(dependants, "dependant", "dependants")
            + ": "
    }
    public func childrenPart(children: Int, reduction: String) -> String { " − \(reduction) (\(children) aged 8-20)" }
    public var heldAtZero: String { "; under zero, held at zero" }
}

extension Korean: LawCaseWords {
    public func partTimeBeyondPlan(minutes: String, dates: String) -> String {
        "그날 예정 근무를 넘긴 \(minutes) (\(dates)): 연장 가산 50% 포함 (기간제법 제6조)"
    }
    public func revisionOutOfOrder(_ date: LocalDate) -> String {
        "\(Korean.word(date, .topic)) 앞 개정보다 뒤, 세액표 자체의 effectiveFrom보다 앞이어야 합니다"
    }
    public func paydayBeforeWithholdingTables(payday: LocalDate, earliest: LocalDate) -> String {
        "지급일 \(Korean.word(payday, .topic)) 포함된 가장 이른 간이세액표(\(earliest) 시행)보다 앞입니다; 그 표를 적용했습니다"
    }
    public func tableLabel(dependants: Int, formula: Bool) -> String {
        (formula ? "1천만원 초과 계산식" : "간이세액표") + " 공제대상가족 \(dependants)명: "
    }
    public func childrenPart(children: Int, reduction: String) -> String { " − \(reduction) (8~20세 자녀 \(children)명)" }
    public var heldAtZero: String { "; 0 미만이라 0" }
}

/// Figures the law's finer cases write the same way in both languages.
public enum LawCaseFigures {
    /// An amount in hundredths of a won with two decimals: 5,158,242 -> `51,582.42`; a whole
    /// amount without them (4,000,000 -> `40,000`).
    public static func hundredths(_ value: Int) -> String {
        let fraction = value % 100
        guard fraction != 0 else { return Money(won: value / 100).grouped }
        return Money(won: value / 100).grouped + "." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
