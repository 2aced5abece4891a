import FoundationEssentials
import Payroll

/// What `payday remind` has told ahead (a shift soon, a payday tomorrow), so that a timer that
/// runs it every few minutes tells each once: a small text file beside the data file
/// (`workplaces.json.reminded`), one reminder a line, written whole (a new file renamed over
/// the old) and pruned of what was due more than two days ago. Without a file (the demo) it
/// remembers nothing and everything is new.
struct ReminderMemory {
    let path: String?
    let now: LocalMoment
    private var lines: [String] = []
    private var changed = false

    init(dataPath: String?, now: LocalMoment) {
        path = dataPath.map { $0 + ".reminded" }
        self.now = now
        guard let path, let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { return }
        // Only lines that read as one (a due moment first) and are recent are kept.
        lines = text.split(separator: "\n").map(String.init).filter { line in
            guard let due = line.split(separator: "\t").first.flatMap({ Int($0) }) else { return false }
            return due >= now.minutes - 2 * 1440
        }
        changed = lines.count != text.split(separator: "\n").count
    }

    /// The line that names `reminder`: when it is due, the workplace, what it is.
    static func line(_ reminder: Reminder) -> String {
        let what =
            switch reminder.kind {
            case .shiftAhead(let planned): "shift \(planned.label)"
            case .paydayTomorrow(let period, _): "payday \(period)"
            default: "other"
            }
        let name = String(
            String.UnicodeScalarView(reminder.workplace.unicodeScalars.map { $0 == "\t" || $0 == "\n" ? " " : $0 }))
        return "\(reminder.due.minutes)\t\(name)\t\(what)"
    }

    /// Whether `reminder` has not been told yet; it is remembered as told from now on.
    mutating func isNew(_ reminder: Reminder) -> Bool {
        let line = Self.line(reminder)
        guard !lines.contains(line) else { return false }
        lines.append(line)
        changed = true
        return true
    }

    /// Writes what was told, whole, when it changed; a file that cannot be written is left (the
    /// reminders are told again next time, never lost).
    func save() {
        guard changed, let path else { return }
        let text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
