import Canvas
import FoundationEssentials
import Payroll
import PayrollWords

/// The worker's records as the open app holds them, and the one way every screen reads and
/// changes them: the data file as last read or saved, the store that changes it (every change
/// locked, validated and written whole), the figures of each pay month shown since the file last
/// changed, the app's wall clock, and the screens that observe them.
///
/// Every change goes through here (`apply`, `undo`, `reloadIfChanged` for another process's
/// save, `minuteDidPass`) and every observer hears of it, whichever screen made it: the home
/// screen's cards, a shift list, a calendar and a payslip all follow one file. A screen names a
/// workplace by its name (unique in a file), never by its row, and looks it up again at each
/// change (`workplace(named:)`): one that is gone is closed by the screen that showed it.
///
/// The wall clock is the session's start moment moved on by the window's clock, so that a test on
/// a virtual clock clocks in at 09:00 and out three virtual hours later.
final class Records {
    let session: PaydaySession
    /// nil for a file the app only shows (`payday render`, the demo).
    let store: DataStore?
    private(set) var file: DataFile {
        didSet { (shownWorkplaces, shownMonths) = (nil, nil) }
    }
    private let clock: any TimeSource
    private let origin: Double
    /// The history entries this app made (its saves and redos): `u` undoes one of them without
    /// asking; any other change (another process's, an edit found on disk) it names and asks.
    private var ownEntries: Set<Int> = []
    /// Whether the store has read the file itself (`openStore()`).
    private var storeIsOpen = false
    /// The figures of the months shown since the data last changed or a minute passed.
    private var figuresByMonth: [Int: MonthFigures] = [:]
    private var observers: [WeakObserver] = []

    init(session: PaydaySession, clock: any TimeSource) {
        self.session = session
        self.clock = clock
        origin = clock.now
        file = session.file
        store = session.isWritable ? DataStore(path: session.dataFile, source: .app) : nil
    }

    /// Has the store read the file itself, once: what it compares the disk with at a save, to
    /// notice another process's change since. Not needed for the first frame (the session's
    /// copy is what is shown until then), so the host calls this once that frame is drawn,
    /// before the first key; a save before it reads the file under its lock all the same. A
    /// file that cannot be read now is reported at the first save.
    func openStore() {
        guard !storeIsOpen, let store else { return }
        storeIsOpen = true
        _ = try? store.load()
    }

    var strings: AppStrings { session.strings }
    /// The payroll layer's reasons and the history, in the app's words.
    var words: RuleWords { RuleWords(language: strings.language, place: .app) }
    var isReadOnly: Bool { store == nil }
    var isDemo: Bool { session.isDemo }

    /// Why nothing can be changed here: the demo's words in the demo, else those of a file only
    /// shown (`payday render`).
    var readOnlyRefusal: String { isDemo ? strings.demoRefusal : strings.shownOnlyRefusal }

    // MARK: The wall clock

    /// Seconds since the start of the current minute on the wall clock, at run-loop time `time`.
    private func wallSeconds(at time: Double) -> Double {
        Double(session.startMoment.minutes) * 60 + session.startSecond + (time - origin)
    }

    /// Now, to the minute: the one "now" of every screen (the live lines, the clock-in, the
    /// end the clock-out sheet proposes). The wall clock's current minute; with `--today`, that
    /// day at the wall clock's time of day (`TodayRule.on`), so a clock-in is stamped on it.
    var now: LocalMoment { TodayRule.on(session.fixedToday, wallNow) }

    /// The wall clock's current minute.
    private var wallNow: LocalMoment { LocalMoment(minutes: Int((wallSeconds(at: clock.now) / 60).rounded(.down))) }

    /// Whether a shift recorded in the file ends after now (another process clocked out at a
    /// minute the wall clock has not reached): the minute timer runs until it has ended, so the
    /// cards count it then without a key.
    var hasShiftEndingLater: Bool {
        let now = session.payNow(at: now)
        return file.workplaces.contains { place in place.shifts.last.map { $0.end > now } ?? false }
    }

    var today: LocalDate { session.fixedToday ?? now.date }

    /// Clock time (the window's) of the next minute boundary: when the live line next changes.
    var nextMinute: Double {
        let time = clock.now
        let seconds = wallSeconds(at: time)
        return time + (((seconds / 60).rounded(.down) + 1) * 60 - seconds)
    }

    /// What payslips are computed from now.
    var basis: PayBasis { session.basis(for: file, at: now) }

    // MARK: Reading

    /// The workplaces as shown today (a demo's dates moved), in the file's order: made again
    /// only when the file or the day changes, since every page and screen reads them.
    var workplaces: [Workplace] {
        let today = today
        if let shown = shownWorkplaces, shown.today == today { return shown.workplaces }
        let workplaces = file.workplaces(asOf: today)
        shownWorkplaces = (today, workplaces)
        return workplaces
    }
    private var shownWorkplaces: (today: LocalDate, workplaces: [Workplace])?

    /// The workplace called `name` as the records hold it now; nil once it is gone.
    func workplace(named name: String) -> Workplace? { workplaces.first { $0.name == name } }

    /// Whether the worker is clocked in anywhere (the live line then changes each minute).
    var isClockedIn: Bool { file.workplaces.contains { $0.openShift != nil } }

    /// The pages of the home screen as of today: made again only when the file or the day changes.
    var months: PayMonths {
        let today = today
        if let shown = shownMonths, shown.today == today { return shown.months }
        let months = PayMonths(workplaces: workplaces, today: today, holidays: session.holidays)
        // A new day can move a workplace's next pay: the pages' figures kept are of the old one.
        if shownMonths != nil { dropFigures() }
        shownMonths = (today, months)
        return months
    }
    private var shownMonths: (today: LocalDate, months: PayMonths)?

    /// The figures of the page `offset` months from next pay, kept until the data changes or a
    /// minute passes; its cards are computed as they are asked for.
    func figures(for offset: Int) -> MonthFigures {
        if let figures = figuresByMonth[offset] { return figures }
        let figures = freshFigures(for: offset)
        figuresByMonth[offset] = figures
        return figures
    }

    /// The figures of the page `offset` as of this minute, not kept: what the minute's check compares.
    func freshFigures(for offset: Int) -> MonthFigures {
        MonthFigures(offset: offset, months: months, workplaces: workplaces, basis: basis)
    }

    /// The pages (months from next pay) whose figures were made since the data last changed
    /// (what paging cost).
    var computedMonths: [Int] { figuresByMonth.keys.sorted() }

    // MARK: Changing

    /// Why a change was not made: the demo, or the store's reason, in the app's words.
    struct Refusal: Error {
        var message: String
    }

    /// Saves `change` through the store; `description` is what the hint line says it did. Every
    /// observer hears of it (or, when the store refused, of the file as the store found it).
    func apply(_ change: DataChange, description: String) throws(Refusal) {
        let (saved, entry) = try onStore(resync: true) { store throws(StoreError) in
            (try store.apply(change), store.lastEntry)
        }
        file = saved
        if let entry { ownEntries.insert(entry.number) }
        changed(.saved(description))
    }

    /// What `u` would undo now: the store's next undo, and whether this app made it (a change
    /// made elsewhere, or an edit found on disk, is named and asked about first). nil: nothing
    /// to undo.
    func nextUndo() throws(Refusal) -> (entry: HistoryEntry, isOwn: Bool)? {
        let entry = try onStore { store throws(StoreError) in try store.nextUndo() }
        // The file as payday first found it has nothing before it: nothing to undo, nothing to ask.
        guard let entry, !(entry.before == nil && entry.source == .disk) else { return nil }
        return (entry, ownEntries.contains(entry.number))
    }

    /// Restores the version before history entry `expected` (`nextUndo()`'s): refused, naming
    /// it, when another change came after it meanwhile. Returns what was undone, in words.
    @discardableResult
    func undo(expecting expected: Int) throws(Refusal) -> String {
        try travel(RecordsChange.undone) { store throws(StoreError) in try store.undo(expecting: expected) }
    }

    /// Re-applies the change the latest undo undid; returns it, in words (nil: nothing to redo).
    @discardableResult
    func redo() throws(Refusal) -> String? {
        guard try onStore({ store throws(StoreError) in try store.nextRedo() }) != nil else { return nil }
        return try travel(RecordsChange.redone) { store throws(StoreError) in try store.redo() }
    }

    /// `body` on the store, its error as a refusal in the app's words (a file only shown has no
    /// store: refused before anything is asked). With `resync`, a refusal of a change still
    /// leaves `file` as the store knows the disk now, and the observers hear of it.
    private func onStore<Result>(resync: Bool = false, _ body: (DataStore) throws(StoreError) -> Result)
        throws(Refusal) -> Result
    {
        guard let store else { throw Refusal(message: readOnlyRefusal) }
        do {
            return try body(store)
        } catch {
            // The store knows the file as it is on disk now, even when it refused.
            if resync, store.file != file {
                file = store.file
                changed(.changedOnDisk)
            }
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
    }

    /// An undo or a redo through the store: what it undid or redid, in the history's words.
    private func travel(
        _ change: (String) -> RecordsChange, _ step: (DataStore) throws(StoreError) -> HistoryEntry
    ) throws(Refusal) -> String {
        let (entry, found) = try onStore(resync: true) { store throws(StoreError) in (try step(store), store.file) }
        file = found
        var what = strings.earlierChange
        switch entry.event {
        case .undid(_, let summary), .redid(_, let summary):
            if let event = summary.event { what = words.event(event) }
        default: break
        }
        // A change this app redid is its own again: its `u` undoes it without asking.
        if case .redid(let number, _) = entry.event { ownEntries.insert(number) }
        changed(change(what))
        return what
    }

    /// Reads the file again when another process changed it, and tells the observers; true if
    /// it had changed.
    @discardableResult
    func reloadIfChanged() throws(Refusal) -> Bool {
        guard let store else { return false }
        do {
            guard try store.reloadIfChanged() else { return false }
        } catch {
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
        file = store.file
        changed(.changedOnDisk)
        return true
    }

    /// A new minute on the wall clock: live lines move, a shift may have ended. The figures kept
    /// stay until an observer finds that what it shows changed (`dropFigures()`).
    func minuteDidPass() {
        for observer in liveObservers { observer.records(self, didChange: .minutePassed) }
    }

    /// Forgets the figures kept: the next page shown computes its cards again.
    func dropFigures() { figuresByMonth = [:] }

    private func changed(_ change: RecordsChange) {
        dropFigures()
        for observer in liveObservers { observer.records(self, didChange: change) }
    }

    // MARK: Observers

    /// `observer` hears of every change from now on, after those added before it, until it is
    /// removed or released.
    func addObserver(_ observer: RecordsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    func removeObserver(_ observer: RecordsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    private var liveObservers: [RecordsObserver] { observers.compactMap(\.observer) }

    private struct WeakObserver {
        weak var observer: RecordsObserver?
    }
}

/// What changed the records.
enum RecordsChange: Equatable {
    /// The app saved a change (in words).
    case saved(String)
    /// The app undid a change (in words).
    case undone(String)
    /// The app redid a change (in words).
    case redone(String)
    /// Another process changed the file (or the store found it changed when it refused a save).
    case changedOnDisk
    /// Nothing in the file: a minute passed on the wall clock.
    case minutePassed
}

/// A screen that shows the records: told of every change, whoever made it.
protocol RecordsObserver: AnyObject {
    func records(_ records: Records, didChange change: RecordsChange)
}
