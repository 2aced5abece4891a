import Foundation
import Payroll

/// Whether cards unfold with an animation (`full`) or at once (`none`, reduced motion).
public enum AnimationMode: String, Sendable, CaseIterable {
    case full, none
}

/// Everything the interactive app needs before it touches a screen: the data loaded and
/// checked, the cards formatted. Made first, so bad data is reported with the terminal untouched.
public struct PaydaySession: Sendable {
    public var cards: [WorkplaceCard]
    public var today: LocalDate
    public var strings: AppStrings
    public var dataFile: String
    public var animations: AnimationMode
    /// The file is a demo (`datesRelativeTo`): read-only, and marked so in the title line.
    public var isDemo: Bool

    public init(cards: [WorkplaceCard], today: LocalDate, strings: AppStrings, dataFile: String, animations: AnimationMode,
                isDemo: Bool = false) {
        self.cards = cards
        self.today = today
        self.strings = strings
        self.dataFile = dataFile
        self.animations = animations
        self.isDemo = isDemo
    }

    /// Loads the data file of `options` and computes each workplace's payslip for today.
    public static func load(options: DataOptions, language: PayrollLanguage, animations: AnimationMode,
                            environment: [String: String] = [:], clock: Date = Date(),
                            timeZone: TimeZone = .current) throws(DataFileError) -> PaydaySession {
        let loaded = try options.load(environment: environment)
        let (today, now) = options.resolveToday(clock: clock, timeZone: timeZone)
        let strings = AppStrings(language)
        let cards = loaded.file.payslips(today: today, now: now, holidays: loaded.holidays, rates: loaded.rates)
            .map { WorkplaceCard(payslip: $0, strings: strings) }
        return PaydaySession(cards: cards, today: today, strings: strings, dataFile: loaded.location.path,
                             animations: animations, isDemo: loaded.file.isDemo)
    }
}
