import FoundationEssentials

/// Reading `state-money.json`. The file ships with payday and is checked whole by the tests;
/// a broken one is refused with the figure it breaks at, never half used.
extension StateMoneyFigures {
    public enum LoadProblem: Error, Sendable, Equatable {
        case missing
        case unreadable(String)
        /// A figure is absent, out of its range or inconsistent; the path names it.
        case badFigure(String)
    }

    /// The shipped file.
    public static func bundled() throws(LoadProblem) -> StateMoneyFigures {
        try parse(bundledData())
    }

    /// The shipped file's bytes (its money figures here, its claims section in `ClaimLaw`).
    static func bundledData() throws(LoadProblem) -> Data {
        guard let url = ShippedResources.url(named: fileName) else { throw .missing }
        guard let data = try? Data(contentsOf: url) else { throw .unreadable(url.path) }
        return data
    }

    public static func parse(_ data: Data) throws(LoadProblem) -> StateMoneyFigures {
        let file: FileShape
        do {
            file = try JSONDecoder().decode(FileShape.self, from: data)
        } catch {
            throw .unreadable(String(describing: error))
        }
        return try file.figures()
    }
}

// The file's shape, as written. Amounts in whole won; rates as exact decimal strings ("6%").
private struct FileShape: Decodable {
    struct Years: Decodable {
        var from: Int
        var through: Int
    }
    struct Bracket: Decodable {
        var upTo: Int?
        var rate: String
        var quickDeduction: Int
    }
    struct Rates: Decodable {
        var fromYear: Int
        var brackets: [Bracket]
    }
    struct Band: Decodable {
        var over: Int
        var base: Int
        var rate: String
    }
    struct Deduction: Decodable {
        var fromYear: Int
        var cap: Int
        var bands: [Band]
    }
    struct Cap: Decodable {
        var totalPayOver: Int
        var base: Int
        var rate: String
        var floor: Int
    }
    struct Credit: Decodable {
        var fromYear: Int
        var bands: [Band]
        var caps: [Cap]
    }
    struct YearValue: Decodable {
        var fromYear: Int
        var value: Int
    }
    struct ChildCredit: Decodable {
        var fromYear: Int
        var minAge: Int
        var maxAge: Int
        var first: Int
        var second: Int
        var eachFurther: Int
        var excludedBirthYears: [Int]
    }
    struct StandardCredit: Decodable {
        var employee: Int
        var otherwise: Int
    }
    struct RateValue: Decodable {
        var value: String
    }
    struct IncomeTax: Decodable {
        var rates: [Rates]
        var employmentIncomeDeduction: [Deduction]
        var employmentIncomeTaxCredit: [Credit]
        var basicDeductionPerPerson: [YearValue]
        var childCredit: [ChildCredit]
        var standardCredit: StandardCredit
        var localIncomeTaxRate: RateValue
    }
    struct Withholding: Decodable {
        var incomeTax: String
        var local: String
    }
    struct ExpenseRate: Decodable {
        var code: String
        var incomeYear: Int
        var rate: String
        var rateAbove40Million: String?
        var verified: Bool
    }
    struct Thresholds: Decodable {
        var lastYearUnder: Int
        var thisYearUnder: Int
    }
    struct Business: Decodable {
        var withholding: Withholding
        var defaultBusinessCode: String
        var simpleExpenseRates: [ExpenseRate]
        var rateAboveFrom: Int
        var simpleRateThresholds: Thresholds
    }
    struct Zone: Decodable {
        var phaseInEnd: Int
        var plateauEnd: Int
        var maximum: Int
        var incomeLimit: Int
    }
    struct Zones: Decodable {
        var single: Zone
        var oneEarner: Zone
        var twoEarner: Zone
    }
    struct Adjustment: Decodable {
        var rate: String
    }
    struct EITC: Decodable {
        var fromIncomeYear: Int
        var household: Zones
        var twoEarnerSpouseIncomeFrom: Int
        var assetLimit: Int
        var assetHalfFrom: Int
        var businessIncomeAdjustment: [Adjustment]
        var leastPaid: Int
        var phaseInMinimum: Int
        var phaseOutMinimum: Int
        var roundedTo: Int
    }
    struct DailyCap: Decodable {
        var from: String
        var value: Int
    }
    struct Qualifying: Decodable {
        var insuredDays: Int
        var windowMonths: Int
    }
    struct Days: Decodable {
        var yearBounds: [Int]
        var under50: [Int]
        var fiftyOrOlderOrDisabled: [Int]
        var olderFromAge: Int
    }
    struct Unemployment: Decodable {
        var replacementRate: String
        var floorRate: String
        var floorMaxHours: Int
        var dailyCap: [DailyCap]
        var qualifying: Qualifying
        var days: Days
    }

    var knownYears: Years
    var incomeTax: IncomeTax
    var businessIncome: Business
    var eitc: [EITC]
    var unemployment: Unemployment

    /// The largest won figure accepted: far above any real one, far below overflow.
    static let maximumWon = 100_000_000_000

    func figures() throws(StateMoneyFigures.LoadProblem) -> StateMoneyFigures {
        guard (2000...2100).contains(knownYears.from), knownYears.from <= knownYears.through, knownYears.through <= 2100
        else { throw .badFigure("knownYears") }
        var years: [StateMoneyFigures.IncomeTax] = []
        for year in knownYears.from...knownYears.through {
            years.append(try incomeTaxFigures(year: year))
        }
        let rates = try Self.each(businessIncome.simpleExpenseRates, "businessIncome.simpleExpenseRates") {
            (entry, path) throws(StateMoneyFigures.LoadProblem) -> StateMoneyFigures.ExpenseRate in
            .init(
                code: entry.code, year: entry.incomeYear, rate: try Self.rate(entry.rate, path + ".rate"),
                rateAbove: try entry.rateAbove40Million.map { text throws(StateMoneyFigures.LoadProblem) in
                    try Self.rate(text, path + ".rateAbove40Million")
                }, above: try Self.won(businessIncome.rateAboveFrom, "businessIncome.rateAboveFrom"),
                verified: entry.verified)
        }
        var credits: [StateMoneyFigures.EarnedIncomeTaxCredit] = []
        for year in knownYears.from...knownYears.through {
            guard let entry = try Self.entry(in: year, of: eitc, "eitc", from: \.fromIncomeYear) else { continue }
            let path = "eitc[\(year)]"
            guard let adjustment = entry.businessIncomeAdjustment.first else {
                throw .badFigure(path + ".businessIncomeAdjustment")
            }
            var zones: [StateMoneyFigures.Household: StateMoneyFigures.Zone] = [:]
            for (household, zone) in [
                (StateMoneyFigures.Household.single, entry.household.single), (.oneEarner, entry.household.oneEarner),
                (.twoEarner, entry.household.twoEarner),
            ] {
                guard zone.phaseInEnd > 0, zone.phaseInEnd <= zone.plateauEnd, zone.plateauEnd < zone.incomeLimit,
                    zone.maximum > 0, zone.incomeLimit <= Self.maximumWon
                else { throw .badFigure(path + ".household." + household.rawValue) }
                zones[household] = .init(
                    phaseInEnd: zone.phaseInEnd, plateauEnd: zone.plateauEnd, maximum: zone.maximum,
                    incomeLimit: zone.incomeLimit)
            }
            guard entry.assetHalfFrom < entry.assetLimit, entry.roundedTo > 0 else { throw .badFigure(path) }
            credits.append(
                .init(
                    year: year, zones: zones,
                    twoEarnerSpouseIncomeFrom: try Self.won(entry.twoEarnerSpouseIncomeFrom, path),
                    assetLimit: try Self.won(entry.assetLimit, path),
                    assetHalfFrom: try Self.won(entry.assetHalfFrom, path),
                    businessIncomeAdjustment: try Self.rate(adjustment.rate, path + ".businessIncomeAdjustment"),
                    leastPaid: try Self.won(entry.leastPaid, path + ".leastPaid"),
                    phaseInMinimum: try Self.won(entry.phaseInMinimum, path + ".phaseInMinimum"),
                    phaseOutMinimum: try Self.won(entry.phaseOutMinimum, path + ".phaseOutMinimum"),
                    roundedTo: entry.roundedTo))
        }
        let caps = try Self.each(unemployment.dailyCap, "unemployment.dailyCap") {
            (cap, path) throws(StateMoneyFigures.LoadProblem) -> (from: LocalDate, won: Int) in
            guard let day = LocalDate(iso: cap.from) else { throw .badFigure(path + ".from") }
            return (day, try Self.won(cap.value, path + ".value"))
        }
        let days = unemployment.days
        guard !days.yearBounds.isEmpty, days.under50.count == days.yearBounds.count + 1,
            days.fiftyOrOlderOrDisabled.count == days.yearBounds.count + 1,
            zip(days.yearBounds, days.yearBounds.dropFirst()).allSatisfy({ $0 < $1 })
        else { throw .badFigure("unemployment.days") }
        return StateMoneyFigures(
            incomeTaxYears: years, expenseRates: rates, defaultBusinessCode: businessIncome.defaultBusinessCode,
            simpleRateThresholds: .init(
                lastYearUnder: try Self.won(businessIncome.simpleRateThresholds.lastYearUnder, "simpleRateThresholds"),
                thisYearUnder: try Self.won(businessIncome.simpleRateThresholds.thisYearUnder, "simpleRateThresholds")),
            businessWithholding: try Self.rate(
                businessIncome.withholding.incomeTax, "businessIncome.withholding.incomeTax"),
            businessLocalWithholding: try Self.rate(
                businessIncome.withholding.local, "businessIncome.withholding.local"),
            eitcYears: credits,
            unemployment: .init(
                replacementRate: try Self.rate(unemployment.replacementRate, "unemployment.replacementRate"),
                floorRate: try Self.rate(unemployment.floorRate, "unemployment.floorRate"),
                floorMaxHours: unemployment.floorMaxHours, dailyCaps: caps.sorted { $0.from < $1.from },
                insuredDays: unemployment.qualifying.insuredDays, windowMonths: unemployment.qualifying.windowMonths,
                yearBounds: days.yearBounds, daysUnder50: days.under50,
                daysFiftyOrDisabled: days.fiftyOrOlderOrDisabled,
                olderFromAge: days.olderFromAge))
    }

    private func incomeTaxFigures(year: Int) throws(StateMoneyFigures.LoadProblem) -> StateMoneyFigures.IncomeTax {
        func latest<T>(_ entries: [T], _ name: String, _ from: (T) -> Int) throws(StateMoneyFigures.LoadProblem) -> T {
            guard let entry = try Self.entry(in: year, of: entries, "incomeTax." + name, from: from) else {
                throw .badFigure("incomeTax.\(name)[\(year)]")
            }
            return entry
        }
        let rates = try latest(incomeTax.rates, "rates", \.fromYear)
        let brackets = try Self.each(rates.brackets, "incomeTax.rates.brackets") {
            (bracket, path) throws(StateMoneyFigures.LoadProblem) -> TaxBracket in
            .init(upTo: bracket.upTo, rate: try Self.rate(bracket.rate, path), quickDeduction: bracket.quickDeduction)
        }
        guard let rateSchedule = TaxBracket.schedule(brackets) else { throw .badFigure("incomeTax.rates (\(year))") }
        let deduction = try latest(incomeTax.employmentIncomeDeduction, "employmentIncomeDeduction", \.fromYear)
        let credit = try latest(incomeTax.employmentIncomeTaxCredit, "employmentIncomeTaxCredit", \.fromYear)
        let basic = try latest(incomeTax.basicDeductionPerPerson, "basicDeductionPerPerson", \.fromYear)
        let child = try latest(incomeTax.childCredit, "childCredit", \.fromYear)
        guard child.minAge <= child.maxAge else { throw .badFigure("incomeTax.childCredit (\(year))") }
        let caps = try Self.each(credit.caps, "incomeTax.employmentIncomeTaxCredit.caps") {
            (cap, path) throws(StateMoneyFigures.LoadProblem) -> StateMoneyFigures.CreditCap in
            .init(totalPayOver: cap.totalPayOver, base: cap.base, rate: try Self.rate(cap.rate, path), floor: cap.floor)
        }
        return .init(
            year: year, rates: rateSchedule,
            employmentIncomeDeduction: try Self.schedule(
                deduction.bands, "incomeTax.employmentIncomeDeduction (\(year))"),
            employmentIncomeDeductionCap: try Self.won(deduction.cap, "incomeTax.employmentIncomeDeduction.cap"),
            employmentIncomeTaxCredit: try Self.schedule(credit.bands, "incomeTax.employmentIncomeTaxCredit (\(year))"),
            employmentIncomeTaxCreditCaps: caps,
            basicDeductionPerPerson: try Self.won(basic.value, "incomeTax.basicDeductionPerPerson"),
            childCredit: .init(
                ages: child.minAge...child.maxAge, first: child.first, second: child.second,
                eachFurther: child.eachFurther,
                excludedBirthYears: child.excludedBirthYears),
            standardCreditEmployee: try Self.won(incomeTax.standardCredit.employee, "incomeTax.standardCredit"),
            standardCreditOtherwise: try Self.won(incomeTax.standardCredit.otherwise, "incomeTax.standardCredit"),
            localIncomeTaxRate: try Self.rate(incomeTax.localIncomeTaxRate.value, "incomeTax.localIncomeTaxRate"),
            sources: [:])
    }

    /// The entry of `entries` in force in `year`: the one from the latest year on or before it, nil
    /// before the first. Two entries from the same year are refused at `name`: which of them
    /// holds would be a guess.
    private static func entry<Entry>(
        in year: Int, of entries: [Entry], _ name: String, from: (Entry) -> Int
    ) throws(StateMoneyFigures.LoadProblem) -> Entry? {
        guard Set(entries.map(from)).count == entries.count else { throw .badFigure(name) }
        return entries.filter { from($0) <= year }.max { from($0) < from($1) }
    }

    /// Each of `entries` as `convert` reads it, given the entry's path (`name[index]`), for the
    /// problem that names the figure it breaks at.
    private static func each<Entry, Figure>(
        _ entries: [Entry], _ name: String,
        _ convert: (Entry, String) throws(StateMoneyFigures.LoadProblem) -> Figure
    ) throws(StateMoneyFigures.LoadProblem) -> [Figure] {
        var figures: [Figure] = []
        for (index, entry) in entries.enumerated() { figures.append(try convert(entry, "\(name)[\(index)]")) }
        return figures
    }

    private static func schedule(_ bands: [Band], _ path: String) throws(StateMoneyFigures.LoadProblem) -> BandSchedule
    {
        var converted: [BandSchedule.Band] = []
        for band in bands {
            converted.append(
                .init(over: try won(band.over, path), base: try won(band.base, path), rate: try rate(band.rate, path)))
        }
        guard let schedule = BandSchedule(bands: converted) else { throw .badFigure(path) }
        return schedule
    }

    private static func rate(_ text: String, _ path: String) throws(StateMoneyFigures.LoadProblem) -> Ratio {
        guard let ratio = Ratio(decimal: text), ratio.numerator <= ratio.denominator else { throw .badFigure(path) }
        return ratio
    }

    private static func won(_ value: Int, _ path: String) throws(StateMoneyFigures.LoadProblem) -> Int {
        guard (0...maximumWon).contains(value) else { throw .badFigure(path) }
        return value
    }
}
