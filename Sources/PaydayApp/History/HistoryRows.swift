import FoundationEssentials
import Payroll
import PayrollWords

/// The store's history as the history screen lists it: newest first, an entry a row with its
/// number, local time, where the change came from, what it did (the history's own words, as
/// `payday history` prints them) and, for an entry undone or an edit on disk not yet kept, a
/// mark saying so.
struct HistoryRows: Equatable {
    /// One entry. Its number names it (unique in a history); the words are part of its value, so
    /// an entry that is undone or redone is a row that changed.
    struct Row: Hashable {
        let number: Int
        /// `6 · 2026-11-26 16:31`, then the marks (`undone`).
        let heading: String
        /// `app`, `command line` or `on disk`.
        let source: String
        /// What the change did.
        let what: String

        /// Everything the row shows, as the search reads it.
        var text: String { heading + "  " + source + "  " + what }
    }

    private(set) var rows: [Row]

    init(rows: [Row] = []) { self.rows = rows }

    /// The rows of `history`, newest first, in `words`' language, times in `timeZone`.
    init(_ history: History, words: RuleWords, marks: any HistoryScreenWords, timeZone: TimeZone?) {
        let undone = Set(history.stacks.redoable.map(\.number))
        rows = history.entries.reversed().map { entry in
            var heading = "\(entry.number) · " + LocalMoment.now(entry.date, timeZone: timeZone).label
            if undone.contains(entry.number) { heading += " · " + marks.undoneMark }
            if entry.source == .disk && entry.version == nil { heading += " · " + marks.notYetKeptMark }
            return Row(
                number: entry.number, heading: heading, source: words.source(entry.source),
                what: TerminalText.line(words.event(entry.event)))
        }
    }

    /// The rows whose number, time, source, marks or change hold `text`, ignoring case and the
    /// spaces at its ends. Empty text keeps every row.
    func filtered(by text: String) -> HistoryRows {
        let needle = text.trimming()
        guard !needle.isEmpty else { return self }
        return HistoryRows(rows: rows.filter { $0.text.contains(ignoringCase: needle) })
    }
}

extension Records {
    /// The store's history, oldest first: the one `payday history` prints and `u`/`r` walk (an
    /// edit found on disk not yet kept included, as its last entry). nil for a file the app
    /// only shows (the demo, `payday render`), which has no store.
    func history() throws(Refusal) -> History? {
        guard let store else { return nil }
        do {
            return try store.history()
        } catch {
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
    }
}
