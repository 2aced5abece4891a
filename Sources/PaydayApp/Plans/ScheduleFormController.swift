import Layout
import Payroll
import PayrollWords

/// The sheet that adds or edits a schedule entry: the days (a row of the week's days, any number
/// chosen), start, end, break, the first day and the last (empty: no end). Checked as typed by
/// the same rules as the data file and `payday schedule` (`PlanRules`, worded by `RuleWords`):
/// at least one day, a break shorter than the shift, the last day not before the first, no
/// overlap with another entry of the workplace's schedule.
final class ScheduleFormController: FormController {
    let workplace: Workplace
    /// The entry edited; nil for a new one.
    let original: ScheduleEntry?
    private let offeredFrom: LocalDate
    var onSave: ((ScheduleEntry) -> Void)?

    private var daysControl: WeekdaysControl!
    private var startField: TextField!
    private var endField: TextField!
    private var breakField: TextField!
    private var fromField: TextField!
    private var untilField: TextField!

    init(strings: AppStrings, workplace: Workplace, entry: ScheduleEntry?, offering from: LocalDate) {
        self.workplace = workplace
        original = entry
        offeredFrom = from
        let words = strings.scheduleWords
        super.init(strings: strings, title: (entry == nil ? words.newEntry : words.editEntry) + " · " + workplace.name)
    }

    override func buildRows() {
        let words = strings.formWords
        let schedule = strings.scheduleWords
        daysControl = WeekdaysControl(
            names: Array(words.weekdays.dropFirst()), narrowNames: schedule.narrowWeekdays,
            days: Set(original?.days ?? []))
        addControlRow(schedule.days, control: daysControl)
        // Offered the usual times: the latest entry's, else the latest shift's.
        let usual =
            original.map { $0.shift(on: $0.from) } ?? workplace.schedule.last.map { $0.shift(on: $0.from) }
            ?? workplace.shifts.last
        startField = addTextRow(words.start, text: usual.map { "\($0.startTime)" } ?? "09:00", width: 6)
        endField = addTextRow(words.end, text: usual.map { "\($0.endTime)" } ?? "18:00", width: 6)
        breakField = addTextRow(words.breakMinutes, text: "\(usual?.breakMinutes ?? 0)", width: 4)
        fromField = addTextRow(
            schedule.from, text: (original?.from ?? offeredFrom).description, width: 11)
        untilField = addTextRow(
            schedule.until, text: original?.until?.description ?? "", placeholder: schedule.noEnd,
            width: 11)
    }

    /// The entry the fields describe, when they are all readable (days as chosen).
    private var typedEntry: ScheduleEntry? {
        guard let start = try? FieldText.time(startField.text).get(),
            let end = try? FieldText.endTime(endField.text).get().time,
            let breakMinutes = try? FieldText.number(breakField.text).get(),
            let from = try? FieldText.date(fromField.text).get()
        else { return nil }
        let until: LocalDate?
        if untilField.text.isEmpty {
            until = nil
        } else {
            guard let date = try? FieldText.date(untilField.text).get() else { return nil }
            until = date
        }
        return ScheduleEntry(
            days: daysControl.chosenDays, start: start, end: end, breakMinutes: breakMinutes, from: from, until: until)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        // What cannot be read is said as `FieldText` reads it, as in every form.
        problems.noteShiftTimes(start: startField, end: endField, breakMinutes: breakField, strings)
        problems.note(fromField, FieldText.date(fromField.text), strings)
        if !untilField.text.isEmpty { problems.note(untilField, FieldText.date(untilField.text), strings) }
        guard let entry = typedEntry else {
            if daysControl.chosenDays.isEmpty { problems[daysControl] = message(.noDays, schedule: []) }
            return problems
        }
        // The data file's own rule (`PlanRules`), each reason under the field it is about: the
        // entry on its own, then with the rest of the schedule (an overlap).
        var schedule = workplace.schedule
        let index = original.flatMap { schedule.firstIndex(of: $0) } ?? schedule.count
        if index < schedule.count { schedule[index] = entry } else { schedule.append(entry) }
        var reasons = PlanRules.problems(entryDays: entry.days, entry: entry)
        if reasons.isEmpty {
            reasons = PlanRules.problems(
                schedule: schedule, absences: workplace.absences, startDate: workplace.startDate,
                endDate: workplace.endDate
            ).filter { $0.place == .schedule(index: index, field: nil) }.map(\.reason)
        }
        for reason in reasons {
            let control: Control
            switch reason {
            case .noDays, .dayRepeated, .entriesOverlap: control = daysControl
            case .breakTooLong: control = breakField
            case .untilBeforeFrom: control = untilField
            case .absenceRepeated, .endBeforeStart: control = startField
            }
            if problems[control] == nil { problems[control] = message(reason, schedule: schedule) }
        }
        return problems
    }

    private func message(_ reason: PlanRules.Reason, schedule: [ScheduleEntry]) -> String {
        RuleWords(language: strings.language, place: .app).planReason(
            reason, schedule: schedule, workplace: workplace.name)
    }

    override func commit() {
        if let entry = typedEntry { onSave?(entry) }
    }
}
