import PaydayApp
import Payroll
import PayrollWords

/// The command line's own sentences about plans (`schedule`, `absence`), as one language speaks
/// them: `PlanWords.English` and `PlanWords.Korean` conform, so a sentence missing in one
/// language does not compile. `kind` and `entry` arguments come worded (`RuleWords`).
protocol PlanWording: Sendable {
    var noWorkplaces: String { get }
    var noAbsences: String { get }
    func weekday(_ day: Weekday) -> String
    func marked(_ absence: Absence, kind: String, at workplace: String, scheduled: Bool) -> String
    func removed(_ absence: Absence, kind: String, at workplace: String) -> String
    var noSchedule: String { get }
    func added(_ entry: String, to workplace: String) -> String
    func changed(_ original: String, to replacement: String, at workplace: String) -> String
    func removed(_ entry: String, from workplace: String) -> String
}

/// The command line's sentences about plans, composed once from the language's words.
struct PlanWords {
    let language: PayrollLanguage
    private let words: any PlanWording

    init(_ language: PayrollLanguage) {
        self.language = language
        words = language == .english ? English() : Korean()
    }

    private var rules: RuleWords { RuleWords(language: language, place: .commandLine) }

    var noWorkplaces: String { words.noWorkplaces }

    // MARK: absence

    var noAbsences: String { words.noAbsences }

    /// `  2026-11-25 wed  closed`, `  2026-11-25 수  휴업`.
    func absence(_ absence: Absence) -> String {
        "  \(absence.date) \(words.weekday(absence.date.weekday))  \(rules.kind(absence.kind))"
    }

    func marked(_ absence: Absence, at workplace: String, scheduled: Bool) -> String {
        words.marked(absence, kind: rules.kind(absence.kind), at: workplace, scheduled: scheduled)
    }

    func removed(_ absence: Absence, at workplace: String) -> String {
        words.removed(absence, kind: rules.kind(absence.kind), at: workplace)
    }

    // MARK: schedule

    var noSchedule: String { words.noSchedule }

    /// `mon,wed,fri 18:00-23:00  break 30 min  from 2026-12-01 until 2027-02-28`.
    func entry(_ entry: ScheduleEntry) -> String { rules.scheduleDescription(entry) }

    func added(_ entry: ScheduleEntry, to workplace: String) -> String { words.added(self.entry(entry), to: workplace) }

    func changed(_ original: ScheduleEntry, to replacement: ScheduleEntry, at workplace: String) -> String {
        words.changed(entry(original), to: entry(replacement), at: workplace)
    }

    func removed(_ entry: ScheduleEntry, from workplace: String) -> String {
        words.removed(self.entry(entry), from: workplace)
    }

    /// `4 worked, 8 ahead, 1 missed, 1 closed` (`RuleWords.plannedCounts`).
    func counts(_ days: [PlannedDay]) -> String { rules.plannedCounts(days).joined(separator: ", ") }

    /// `  missed 2026-11-18 18:00-23:00`.
    func missed(_ day: PlannedDay) -> String {
        "  \(rules.planStatus(.missed)) \(day.date) \(day.shift.startTime)-\(day.shift.endTime)"
    }
}

extension PlanWords {
    struct English: PlanWording {
        var noWorkplaces: String { "No workplaces yet." }
        var noAbsences: String { ": no absences" }
        func weekday(_ day: Weekday) -> String { day.shortName }
        func marked(_ absence: Absence, kind: String, at workplace: String, scheduled: Bool) -> String {
            "Marked \(absence.date) at \(workplace) as \(absence.kind.rawValue)."
                + (scheduled ? "" : " (No shift is scheduled that day.)")
        }
        func removed(_ absence: Absence, kind: String, at workplace: String) -> String {
            "Removed the absence on \(absence.date) at \(workplace) (\(absence.kind.rawValue)); payday undo brings it back."
        }
        var noSchedule: String { ": no schedule" }
        func added(_ entry: String, to workplace: String) -> String { "Added to \(workplace)'s schedule: \(entry)." }
        func changed(_ original: String, to replacement: String, at workplace: String) -> String {
            "Changed \(workplace)'s schedule: \(original) is now \(replacement)."
        }
        func removed(_ entry: String, from workplace: String) -> String {
            "Removed from \(workplace)'s schedule: \(entry) (payday undo brings it back)."
        }
    }

    struct Korean: PlanWording {
        var noWorkplaces: String { "아직 일터가 없습니다." }
        var noAbsences: String { ": 결근 사유 없음" }
        func weekday(_ day: Weekday) -> String { day.koreanName }
        func marked(_ absence: Absence, kind: String, at workplace: String, scheduled: Bool) -> String {
            "결근 사유 추가: \(workplace) \(absence.date) \(kind)." + (scheduled ? "" : " (그날 예정된 근무는 없습니다.)")
        }
        func removed(_ absence: Absence, kind: String, at workplace: String) -> String {
            "결근 사유 삭제: \(workplace) \(absence.date) (\(kind)); payday undo로 되돌릴 수 있습니다."
        }
        var noSchedule: String { ": 일정 없음" }
        func added(_ entry: String, to workplace: String) -> String { "일정 추가: \(workplace) \(entry)." }
        func changed(_ original: String, to replacement: String, at workplace: String) -> String {
            "일정 변경: \(workplace) \(original) → \(replacement)."
        }
        func removed(_ entry: String, from workplace: String) -> String {
            "일정 삭제: \(workplace) \(entry) (payday undo로 되돌릴 수 있습니다)."
        }
    }
}
