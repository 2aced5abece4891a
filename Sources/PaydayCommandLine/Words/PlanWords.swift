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
    /// A status other than an absence: `worked`, `ahead`, `missed`, `paid holiday`.
    func status(_ status: PlannedDay.Status) -> String?
    /// `4 worked` / `근무함 4일`.
    func count(_ count: Int, _ status: String) -> String
    var missed: String { get }
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

    /// `worked`, `ahead`, `missed`, `leave`/`sick`/`off`/`closed`, `paid holiday`.
    func status(_ status: PlannedDay.Status) -> String {
        if case .excused(let kind) = status { return rules.kind(kind) }
        return words.status(status) ?? ""
    }

    /// `4 worked, 8 ahead, 1 missed, 1 closed`, in that order of the kinds.
    func counts(_ days: [PlannedDay]) -> String {
        let order: [PlannedDay.Status] = [
            .worked, .ahead, .missed, .excused(.leave), .excused(.sick), .excused(.off), .excused(.closed), .dayOff,
        ]
        return order.compactMap { kind -> String? in
            let count = days.filter { $0.standing == kind }.count
            return count > 0 ? words.count(count, status(kind)) : nil
        }.joined(separator: ", ")
    }

    /// `  missed 2026-11-18 18:00-23:00`.
    func missed(_ day: PlannedDay) -> String {
        "  \(words.missed) \(day.date) \(day.shift.startTime)-\(day.shift.endTime)"
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
        func status(_ status: PlannedDay.Status) -> String? {
            switch status {
            case .worked: "worked"
            case .ahead: "ahead"
            case .missed: "missed"
            case .excused: nil
            case .dayOff: "paid holiday"
            }
        }
        func count(_ count: Int, _ status: String) -> String { "\(count) \(status)" }
        var missed: String { "missed" }
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
        func status(_ status: PlannedDay.Status) -> String? {
            switch status {
            case .worked: "근무함"
            case .ahead: "예정"
            case .missed: "빠짐"
            case .excused: nil
            case .dayOff: "유급휴일"
            }
        }
        func count(_ count: Int, _ status: String) -> String { "\(status) \(count)일" }
        var missed: String { "빠짐" }
    }
}
