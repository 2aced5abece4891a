import PaydayApp
import Payroll
import PayrollWords

/// The command line's own sentences about plans (`schedule`, `absence`), in English and Korean.
struct PlanWords {
    let language: PayrollLanguage

    init(_ language: PayrollLanguage) { self.language = language }

    private var english: Bool { language == .english }
    private var rules: RuleWords { RuleWords(language: language, place: .commandLine) }

    var noWorkplaces: String { english ? "No workplaces yet." : "아직 일터가 없습니다." }

    // MARK: absence

    var noAbsences: String { english ? ": no absences" : ": 결근 사유 없음" }

    /// `  2026-11-25 wed  closed`, `  2026-11-25 수  휴업`.
    func absence(_ absence: Absence) -> String {
        let day = english ? absence.date.weekday.shortName : absence.date.weekday.koreanName
        return "  \(absence.date) \(day)  \(rules.kind(absence.kind))"
    }

    func marked(_ absence: Absence, at workplace: String, scheduled: Bool) -> String {
        english
            ? "Marked \(absence.date) at \(workplace) as \(absence.kind.rawValue)."
                + (scheduled ? "" : " (No shift is scheduled that day.)")
            : "결근 사유 추가: \(workplace) \(absence.date) \(rules.kind(absence.kind))."
                + (scheduled ? "" : " (그날 예정된 근무는 없습니다.)")
    }

    func removed(_ absence: Absence, at workplace: String) -> String {
        english
            ? "Removed the absence on \(absence.date) at \(workplace) (\(absence.kind.rawValue)); payday undo brings it back."
            : "결근 사유 삭제: \(workplace) \(absence.date) (\(rules.kind(absence.kind))); payday undo로 되돌릴 수 있습니다."
    }

    // MARK: schedule

    var noSchedule: String { english ? ": no schedule" : ": 일정 없음" }

    /// `mon,wed,fri 18:00-23:00  break 30 min  from 2026-12-01 until 2027-02-28`.
    func entry(_ entry: ScheduleEntry) -> String { rules.scheduleDescription(entry) }

    func added(_ entry: ScheduleEntry, to workplace: String) -> String {
        english
            ? "Added to \(workplace)'s schedule: \(self.entry(entry))." : "일정 추가: \(workplace) \(self.entry(entry))."
    }

    func changed(_ original: ScheduleEntry, to replacement: ScheduleEntry, at workplace: String) -> String {
        english
            ? "Changed \(workplace)'s schedule: \(entry(original)) is now \(entry(replacement))."
            : "일정 변경: \(workplace) \(entry(original)) → \(entry(replacement))."
    }

    func removed(_ entry: ScheduleEntry, from workplace: String) -> String {
        english
            ? "Removed from \(workplace)'s schedule: \(self.entry(entry)) (payday undo brings it back)."
            : "일정 삭제: \(workplace) \(self.entry(entry)) (payday undo로 되돌릴 수 있습니다)."
    }

    /// `worked`, `ahead`, `missed`, `leave`/`sick`/`off`/`closed`, `paid holiday`.
    func status(_ status: PlannedDay.Status) -> String {
        switch status {
        case .worked: english ? "worked" : "근무함"
        case .ahead: english ? "ahead" : "예정"
        case .missed: english ? "missed" : "빠짐"
        case .excused(let kind): rules.kind(kind)
        case .dayOff: english ? "paid holiday" : "유급휴일"
        }
    }

    /// `4 worked, 8 ahead, 1 missed, 1 closed`, in that order of the kinds.
    func counts(_ days: [PlannedDay]) -> String {
        let order: [PlannedDay.Status] = [
            .worked, .ahead, .missed, .excused(.leave), .excused(.sick), .excused(.off), .excused(.closed), .dayOff,
        ]
        return order.compactMap { kind -> String? in
            let count = days.filter { $0.status == kind }.count
            guard count > 0 else { return nil }
            return english ? "\(count) \(status(kind))" : "\(status(kind)) \(count)일"
        }.joined(separator: ", ")
    }

    /// `  missed 2026-11-18 18:00-23:00`.
    func missed(_ day: PlannedDay) -> String {
        let hours = "\(day.date) \(day.shift.startTime)-\(day.shift.endTime)"
        return english ? "  missed " + hours : "  빠짐 " + hours
    }
}
