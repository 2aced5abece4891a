import Payroll

/// The words of the worker's answers for the estimates of money from the state: what the data
/// file and the options say when an answer is not one payday takes.
public protocol WorkerAnswerWords: Sendable {
    /// `businessCode` in the file that is not six digits.
    func answerNotABusinessCode(_ text: String) -> String
    /// An option's value outside its range: `--assets 5 must be 0 to 1,000,000,000,000 won`.
    func answerWonOutOfRange(option: String, _ text: String, allowed: ClosedRange<Int>) -> String
    func answerBusinessCodeOption(_ text: String) -> String
    func answerNotOneOf(option: String, _ text: String, allowed: [String]) -> String
    /// `--child-birth-years 20x2`: each must be a year in the range.
    func answerBirthYears(_ text: String, allowed: ClosedRange<Int>) -> String
    /// `--leaving` or `--last-day` without `--workplace`.
    func answerNeedsWorkplace(option: String) -> String
    func answerNotADate(option: String, _ text: String) -> String
    /// More birth years than the dependants (the worker included) leave room for.
    func answerMoreBirthYears(_ years: Int, dependants: Int) -> String
    /// An answer's field in the history (`household`, ...); nil for another field.
    func answerField(_ name: String) -> String?
    /// The phrases of `answerPhrases(_:)`, one an answer: the children's birth years (`years`:
    /// already listed, or `answerNoChildren`), the household, the spouse's income, the assets, the
    /// business code, a disability.
    func answerChildrenBorn(_ years: String) -> String
    var answerNoChildren: String { get }
    func answerHousehold(_ household: StateMoneyFigures.Household) -> String
    func answerSpouseIncome(_ income: Money) -> String
    func answerAssets(_ assets: Money) -> String
    func answerBusinessCode(_ code: String) -> String
    var answerDisabled: String { get }
}

extension WorkerAnswerWords {
    /// The answers given, each a short phrase for `payday worker show`, in the same order in
    /// every language.
    public func answerPhrases(_ worker: Worker) -> [String] {
        var parts: [String] = []
        if let years = worker.childBirthYears {
            parts.append(
                answerChildrenBorn(years.isEmpty ? answerNoChildren : years.map(String.init).joined(separator: ", ")))
        }
        if let household = worker.household { parts.append(answerHousehold(household)) }
        if let income = worker.spouseIncome { parts.append(answerSpouseIncome(Money(won: income))) }
        if let assets = worker.assets { parts.append(answerAssets(Money(won: assets))) }
        if let code = worker.businessCode { parts.append(answerBusinessCode(code)) }
        if worker.disabled { parts.append(answerDisabled) }
        return parts
    }
}

extension PayrollLanguage {
    public var workerAnswerWords: any WorkerAnswerWords { words }
}

extension RuleWords {
    /// The data file's reasons about the worker's answers.
    func answerReason(_ reason: DataProblem.Reason) -> String {
        guard case .notABusinessCode(let text) = reason else { preconditionFailure("answerReason takes these only") }
        return language.workerAnswerWords.answerNotABusinessCode(text)
    }
}

extension English: WorkerAnswerWords {
    public func answerChildrenBorn(_ years: String) -> String { "children born " + years }
    public var answerNoChildren: String { "(none)" }
    public func answerHousehold(_ household: StateMoneyFigures.Household) -> String {
        "household \(self.household(household))"
    }
    public func answerSpouseIncome(_ income: Money) -> String { "spouse's income \(income)" }
    public func answerAssets(_ assets: Money) -> String { "assets \(assets)" }
    public func answerBusinessCode(_ code: String) -> String { "business code \(code)" }
    public var answerDisabled: String { "disabled" }

    public func answerField(_ name: String) -> String? {
        switch name {
        case "childBirthYears": "children's birth years"
        case "household": "household"
        case "spouseIncome": "spouse's income"
        case "assets": "assets"
        case "businessCode": "business code"
        case "disabled": "disability"
        default: nil
        }
    }

    public func answerNotABusinessCode(_ text: String) -> String {
        "\"\(TerminalText.line(text))\" is not a business code; write its six digits, such as \"940909\""
    }
    public func answerWonOutOfRange(option: String, _ text: String, allowed: ClosedRange<Int>) -> String {
        "\(option) \(TerminalText.line(text)) must be a whole number of won, \(Money(won: allowed.lowerBound)) to "
            + "\(Money(won: allowed.upperBound)), or none"
    }
    public func answerBusinessCodeOption(_ text: String) -> String {
        "--business-code \(TerminalText.line(text)) is not a business code; give its six digits (940909), or none"
    }
    public func answerNotOneOf(option: String, _ text: String, allowed: [String]) -> String {
        "\(option) \(TerminalText.line(text)) must be one of " + allowed.joined(separator: ", ")
    }
    public func answerBirthYears(_ text: String, allowed: ClosedRange<Int>) -> String {
        "--child-birth-years \(TerminalText.line(text)) must be years \(allowed.lowerBound) to \(allowed.upperBound) "
            + "separated by commas (2012,2016), or none"
    }
    public func answerNeedsWorkplace(option: String) -> String {
        "\(option) is about one job: give it with --workplace NAME"
    }
    public func answerNotADate(option: String, _ text: String) -> String {
        "\(option) \(TerminalText.line(text)) is not a date; write YYYY-MM-DD, or none"
    }
    public func answerMoreBirthYears(_ years: Int, dependants: Int) -> String {
        "--child-birth-years gives \(English.count(years, "child", "children")) but "
            + "\(English.count(dependants, "dependant", "dependants")) counting the worker leave room for "
            + "\(max(dependants - 1, 0)); raise --dependants"
    }
}

extension Korean: WorkerAnswerWords {
    public func answerChildrenBorn(_ years: String) -> String { "자녀 출생연도 " + years }
    public var answerNoChildren: String { "(없음)" }
    public func answerHousehold(_ household: StateMoneyFigures.Household) -> String { self.household(household) }
    public func answerSpouseIncome(_ income: Money) -> String { "배우자 소득 \(income.formatted(.korean))" }
    public func answerAssets(_ assets: Money) -> String { "재산 \(assets.formatted(.korean))" }
    public func answerBusinessCode(_ code: String) -> String { "업종코드 \(code)" }
    public var answerDisabled: String { "장애인" }

    public func answerField(_ name: String) -> String? {
        switch name {
        case "childBirthYears": "자녀 출생연도"
        case "household": "가구 유형"
        case "spouseIncome": "배우자 소득"
        case "assets": "재산"
        case "businessCode": "업종코드"
        case "disabled": "장애인 여부"
        default: nil
        }
    }

    public func answerNotABusinessCode(_ text: String) -> String {
        let shown = "\"\(TerminalText.line(text))\""
        return "\(shown)\(Korean.particle(.topic, after: shown)) 업종코드가 아닙니다; \"940909\"처럼 숫자 여섯 자리로 쓰세요"
    }
    public func answerWonOutOfRange(option: String, _ text: String, allowed: ClosedRange<Int>) -> String {
        "\(option) \(TerminalText.line(text)): \(Money(won: allowed.lowerBound).formatted(.korean))~"
            + "\(Money(won: allowed.upperBound).formatted(.korean))의 정수 원 단위나 none이어야 합니다"
    }
    public func answerBusinessCodeOption(_ text: String) -> String {
        "--business-code \(TerminalText.line(text)): 업종코드가 아닙니다; 숫자 여섯 자리(940909)나 none을 주세요"
    }
    public func answerNotOneOf(option: String, _ text: String, allowed: [String]) -> String {
        "\(option) \(TerminalText.line(text)): " + allowed.joined(separator: ", ") + " 중 하나여야 합니다"
    }
    public func answerBirthYears(_ text: String, allowed: ClosedRange<Int>) -> String {
        "--child-birth-years \(TerminalText.line(text)): \(allowed.lowerBound)~\(allowed.upperBound)년의 연도를 쉼표로 "
            + "나눠(2012,2016) 주거나 none을 주세요"
    }
    public func answerNeedsWorkplace(option: String) -> String {
        "\(Korean.word(option, .topic)) 한 일터에 대한 것입니다; --workplace NAME과 함께 주세요"
    }
    public func answerNotADate(option: String, _ text: String) -> String {
        "\(option) \(TerminalText.line(text)): 날짜가 아닙니다; YYYY-MM-DD나 none으로 쓰세요"
    }
    public func answerMoreBirthYears(_ years: Int, dependants: Int) -> String {
        "--child-birth-years의 자녀 \(years)명은 본인 포함 부양가족 \(dependants)명으로는 많습니다 (최대 "
            + "\(max(dependants - 1, 0))명); --dependants를 늘리세요"
    }
}
