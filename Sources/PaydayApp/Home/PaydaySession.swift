import FoundationEssentials
import Payroll

/// Whether cards unfold with an animation (`full`) or at once (`none`, reduced motion).
public enum AnimationMode: String, Sendable, CaseIterable {
    case full, none
}

/// Everything the interactive app needs before it touches a screen: the data loaded and
/// checked, where it lives, and the wall-clock moment the app starts at. Made first, so bad
/// data is reported with the terminal untouched.
public struct PaydaySession: Sendable {
    public var file: DataFile
    public var holidays: HolidayCalendar
    /// The minimum wages and deduction rates by year (`--rates`, else the shipped file).
    public var rates: RateTable
    /// The local moment the app starts at, and how many seconds into that minute: the app's
    /// wall clock runs on from here with the run loop's clock (a virtual one in tests).
    public var startMoment: LocalMoment
    public var startSecond: Double
    /// Whether the start moment is the test hook's (`PAYDAY_TEST_NOW`) rather than the clock's.
    public var isOnTestClock = false
    /// `--today`: the date the pay is computed for stays this day whatever the clock says.
    public var fixedToday: LocalDate?
    public var strings: AppStrings
    public var dataFile: String
    public var animations: AnimationMode
    /// The file is a demo (`datesRelativeTo`): read-only, and marked so in the title line.
    public var isDemo: Bool
    /// Whether the app changes the file (a store on `dataFile`); `payday render` only looks.
    public var isWritable: Bool
    /// Whether the app wakes on its own: the live line's minute timer and the file watcher.
    /// Off for `payday render`, whose screen must be the same on every run.
    public var wakesOnItsOwn: Bool
    /// The zone the history screen shows each change's time in; nil (the app's): the local
    /// clock's at each change's time (`LocalClock`), so a change made in summer time reads so.
    public var timeZone: TimeZone?

    public init(
        file: DataFile, holidays: HolidayCalendar, rates: RateTable, startMoment: LocalMoment, startSecond: Double = 0,
        fixedToday: LocalDate? = nil, strings: AppStrings, dataFile: String, animations: AnimationMode,
        isWritable: Bool = true, wakesOnItsOwn: Bool = true
    ) {
        self.file = file
        self.holidays = holidays
        self.rates = rates
        self.startMoment = startMoment
        self.startSecond = startSecond
        self.fixedToday = fixedToday
        self.strings = strings
        self.dataFile = dataFile
        self.animations = animations
        self.isDemo = file.isDemo
        self.isWritable = isWritable && !file.isDemo
        self.wakesOnItsOwn = wakesOnItsOwn
    }

    /// Starts the wall clock at `clock`'s moment in `timeZone` (to the second), unless it is the
    /// test hook's: the host calls this as it starts its own clock, so that the app's minute
    /// turns when the system clock's does, not when the data had finished loading.
    public mutating func anchor(at clock: Date, timeZone: TimeZone?) {
        self.timeZone = timeZone
        guard !isOnTestClock else { return }
        startMoment = LocalMoment.now(clock, timeZone: timeZone)
        startSecond = clock.timeIntervalSince1970 - (clock.timeIntervalSince1970 / 60).rounded(.down) * 60
    }

    /// The date the app starts on.
    public var today: LocalDate { fixedToday ?? startMoment.date }

    /// The cards of the file at the start.
    public var cards: [WorkplaceCard] { file.cards(basis: basis(for: file, at: startMoment)) }

    /// What the payslips of `file` are computed from at `moment`: today (or `--today`), shifts
    /// ended by `payNow(at:)`, plans judged at `moment`, the holidays and rates loaded, the
    /// file's worker (`TodayRule.basis`, as the commands make theirs).
    func basis(for file: DataFile, at moment: LocalMoment) -> PayBasis {
        TodayRule.basis(
            given: fixedToday, at: moment, holidays: holidays, rates: rates, worker: file.worker ?? Worker())
    }

    /// The moment by which a shift must have ended to count in pay: with `--today`, the end of
    /// that day (as the summary command does); otherwise the wall clock.
    func payNow(at moment: LocalMoment) -> LocalMoment {
        fixedToday.map { LocalMoment.endOfDay($0) } ?? moment
    }

    /// The session on `loaded` data (`LoadedData.load`); `today` fixes the date the pay is
    /// computed for (`--today`). The app starts at `clock`'s moment in `timeZone`, and so many
    /// seconds into that minute.
    public static func start(
        _ loaded: LoadedData, today: LocalDate?, language: PayrollLanguage, animations: AnimationMode,
        clock: Date = Date(), timeZone: TimeZone? = nil
    ) -> PaydaySession {
        var session = PaydaySession(
            file: loaded.file, holidays: loaded.holidays, rates: loaded.rates, startMoment: LocalMoment(minutes: 0),
            fixedToday: today, strings: AppStrings(language), dataFile: loaded.location.path,
            animations: animations, isWritable: !loaded.location.isShippedDemo)
        session.anchor(at: clock, timeZone: timeZone)
        return session
    }
}
