import FoundationEssentials
import Payroll

/// The words of the history (`payday history`, the app's undo and redo): one sentence per kind of
/// event, in English and Korean. A `String` argument is already worded (a shift, a count, a name);
/// the sentence only places it.
public protocol HistoryWords: Sendable {
    /// ` (break 30 min)` / ` (휴게 30분)` after a shift.
    func shiftBreak(_ minutes: Int) -> String
    /// `3 shifts` / `3개`: a count and its noun (English only; Korean counts with `개`).
    func plural(_ count: Int, _ one: String, _ many: String) -> String
    /// `3 shifts` / `근무 3개`.
    func shifts(_ count: Int) -> String
    /// `2 workplaces` / `일터 2곳`.
    func workplaces(_ count: Int) -> String

    func addedWorkplace(_ name: String) -> String
    /// `Changed the workplace CU`, before the parts changed (`changedWorkplace(_:parts:)`).
    func changedWorkplace(_ name: String) -> String
    func renamed(to newName: String) -> String
    /// `wage 10,320 won from 2026-12-01` / `시급 10,320원 (2026-12-01부터)`.
    func wage(_ won: String, from: String?) -> String
    /// A term of the workplace: `payday` / `급여일`.
    func workplaceTerm(_ term: WorkplaceTerm) -> String
    func removedWorkplace(_ name: String, shifts: String) -> String
    func addedShift(_ workplace: String, _ shift: String) -> String
    func changedShift(_ workplace: String, from: String, to: String) -> String
    func removedShift(_ workplace: String, _ shift: String) -> String
    func clockedIn(_ workplace: String, _ shift: String) -> String
    func clockedOut(_ workplace: String, _ shift: String) -> String
    func changedOpenShift(_ workplace: String, from: String, to: String) -> String
    /// A shift's note changed and nothing else: `memo` the new note, quoted (nil: removed).
    func changedMemo(_ workplace: String, _ shift: String, to memo: String?) -> String
    /// `Added an absence at CU: 2026-12-25 closed` / `결근 사유 추가: CU 2026-12-25 휴업`.
    func changedPlan(_ kind: PlanChangeKind, _ workplace: String, _ detail: String) -> String
    /// `Changed the worker's details`, before the fields changed (`changedWorker(_:)`).
    var changedWorkerDetails: String { get }
    /// A worker field by its data file name (`birthDate`).
    func workerField(_ name: String) -> String
    func recordedReceipt(_ workplace: String, period: String, amount: String) -> String
    func removedReceipt(_ workplace: String, period: String, amount: String) -> String
    /// The first version payday saw of a file it had not written.
    func foundFile(workplaces: Int, shifts: Int) -> String
    func editFoundOnDisk(workplacesBefore: Int, shiftsBefore: Int, workplaces: Int, shifts: Int) -> String
    func undid(_ number: Int, _ what: String) -> String
    func redid(_ number: Int, _ what: String) -> String
    func restored(_ number: Int) -> String
    func source(_ source: ChangeSource) -> String
}

extension HistoryWords {
    /// `Changed the workplace CU: wage 10,320 won, employees`: `parts` each already worded.
    public func changedWorkplace(_ name: String, parts: [String]) -> String { changedWorkplace(name) + listed(parts) }

    /// `Changed the worker's details: birth date, dependants`: `fields` each already worded.
    public func changedWorker(_ fields: [String]) -> String { changedWorkerDetails + listed(fields) }

    /// The parts of a change after its sentence, `: a, b`, or nothing when none is named.
    private func listed(_ parts: [String]) -> String { parts.isEmpty ? "" : ": " + parts.joined(separator: ", ") }
}

/// The history's entries and events in words.
extension RuleWords {
    private var historyWords: any HistoryWords { english ? English() : Korean() }

    func shift(_ record: ShiftRecord) -> String {
        var text = "\(record.date) \(record.start)" + (record.end.map { "-\($0)" } ?? "")
        if record.breakMinutes > 0 { text += historyWords.shiftBreak(record.breakMinutes) }
        return text
    }

    public func plural(_ count: Int, _ one: String, _ many: String) -> String {
        historyWords.plural(count, one, many)
    }

    func shifts(_ count: Int) -> String { historyWords.shifts(count) }

    func workplaces(_ count: Int) -> String { historyWords.workplaces(count) }

    /// A plan as a history entry names it: `mon,wed 18:00-23:00` / `월,수 18:00-23:00`,
    /// `2026-12-25 closed` / `2026-12-25 휴업`.
    func plan(_ detail: PlanDetail) -> String {
        switch detail {
        case .schedule(let days, let start, let end): language.words.days(days) + " \(start)-\(end)"
        case .absence(let date, let kind): "\(date) " + self.kind(kind)
        case .unread(let text): text
        }
    }

    /// What a history event did: `Added a shift at CU: 2026-11-18 12:00-14:00`.
    public func event(_ event: HistoryEvent) -> String {
        let words = historyWords
        switch event {
        case .addedWorkplace(let name):
            return words.addedWorkplace(name)
        case .changedWorkplace(let name, let newName, let wage, let wageFrom, let terms):
            var parts: [String] = []
            if let newName { parts.append(words.renamed(to: newName)) }
            if let wage { parts.append(words.wage(Money(won: wage).grouped, from: wageFrom)) }
            // A term this version does not know (a later version's) is named as the file names it.
            parts += terms.filter { !(wage != nil && $0 == WorkplaceTerm.wages.rawValue) }.map { name in
                WorkplaceTerm(rawValue: name).map(words.workplaceTerm) ?? name
            }
            return words.changedWorkplace(name, parts: parts)
        case .removedWorkplace(let name, let count):
            return words.removedWorkplace(name, shifts: shifts(count))
        case .addedShift(let workplace, let record):
            return words.addedShift(workplace, shift(record))
        case .changedShift(let workplace, let from, let to):
            if to.differsOnlyInMemo(from: from) { return memo(workplace, from, to) }
            return words.changedShift(workplace, from: shift(from), to: shift(to))
        case .removedShift(let workplace, let record):
            return words.removedShift(workplace, shift(record))
        case .clockedIn(let workplace, let record):
            return words.clockedIn(workplace, shift(record))
        case .clockedOut(let workplace, let record):
            return words.clockedOut(workplace, shift(record))
        case .changedOpenShift(let workplace, let from, let to):
            if to.differsOnlyInMemo(from: from) { return memo(workplace, from, to) }
            return words.changedOpenShift(workplace, from: shift(from), to: shift(to))
        case .changedPlan(let workplace, let kind, let detail):
            return words.changedPlan(kind, workplace, plan(detail))
        case .changedWorker(let fields):
            return words.changedWorker(fields.map(words.workerField))
        case .recordedReceipt(let workplace, let period, let amount):
            return words.recordedReceipt(workplace, period: period, amount: number(amount))
        case .removedReceipt(let workplace, let period, let amount):
            return words.removedReceipt(workplace, period: period, amount: number(amount))
        case .editFoundOnDisk(let workplacesBefore, let shiftsBefore, let workplaces, let shifts):
            guard let workplacesBefore, let shiftsBefore else {
                return words.foundFile(workplaces: workplaces, shifts: shifts)
            }
            return words.editFoundOnDisk(
                workplacesBefore: workplacesBefore, shiftsBefore: shiftsBefore, workplaces: workplaces, shifts: shifts)
        case .undid(let number, let undone):
            return words.undid(number, undone.event.map(self.event) ?? "?")
        case .redid(let number, let redone):
            return words.redid(number, redone.event.map(self.event) ?? "?")
        case .restored(let number):
            return words.restored(number)
        }
    }

    /// A note changed on a shift whose times did not: the note is named, not the times twice.
    private func memo(_ workplace: String, _ from: ShiftRecord, _ to: ShiftRecord) -> String {
        historyWords.changedMemo(workplace, shift(from), to: to.memo.map { "\"" + $0 + "\"" })
    }

    /// A worker field by its data file name, in words.
    func workerField(_ name: String) -> String {
        language.workerAnswerWords.answerField(name) ?? historyWords.workerField(name)
    }

    public func source(_ source: ChangeSource) -> String { historyWords.source(source) }

    /// `3 · 2026-11-26 16:31 · command line · Added a shift at CU: ...`, in local time.
    public func entry(_ entry: HistoryEntry, timeZone: TimeZone? = nil) -> String {
        let moment = LocalMoment.now(entry.date, timeZone: timeZone)
        return "\(entry.number) · \(moment.label) · \(source(entry.source)) · \(event(entry.event))"
    }
}

extension English: HistoryWords {
    public func shiftBreak(_ minutes: Int) -> String { " (break \(minutes) min)" }
    public func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
    public func shifts(_ count: Int) -> String { plural(count, "shift", "shifts") }
    public func workplaces(_ count: Int) -> String { plural(count, "workplace", "workplaces") }

    public func addedWorkplace(_ name: String) -> String { "Added the workplace \(name)" }
    public func changedWorkplace(_ name: String) -> String { "Changed the workplace \(name)" }
    public func renamed(to newName: String) -> String { "renamed to \(newName)" }
    public func wage(_ won: String, from: String?) -> String { "wage \(won) won" + (from.map { " from \($0)" } ?? "") }
    public func workplaceTerm(_ term: WorkplaceTerm) -> String {
        switch term {
        case .employees: "employees"
        case .wages: "wage"
        case .paydayDay: "payday"
        case .paydayMonth: "pay month"
        case .ifHoliday: "payday on a holiday"
        case .paydayCadence: "pay cadence"
        case .periodStartDay: "period start day"
        case .contractWeeklyHours: "contract hours"
        case .weeklyHolidayAllowance: "weekly holiday allowance"
        case .weeklyHoliday: "weekly holiday"
        case .incomeTax: "income tax"
        case .insurance: "insurance"
        case .probation: "probation"
        case .startDate: "start date"
        case .endDate: "end date"
        case .sickLeave: "sick days"
        }
    }
    public func removedWorkplace(_ name: String, shifts: String) -> String {
        "Removed the workplace \(name) and its \(shifts)"
    }
    public func addedShift(_ workplace: String, _ shift: String) -> String { "Added a shift at \(workplace): \(shift)" }
    public func changedShift(_ workplace: String, from: String, to: String) -> String {
        "Changed a shift at \(workplace): \(from) to \(to)"
    }
    public func removedShift(_ workplace: String, _ shift: String) -> String {
        "Removed a shift at \(workplace): \(shift)"
    }
    public func clockedIn(_ workplace: String, _ shift: String) -> String { "Clocked in at \(workplace): \(shift)" }
    public func clockedOut(_ workplace: String, _ shift: String) -> String { "Clocked out at \(workplace): \(shift)" }
    public func changedOpenShift(_ workplace: String, from: String, to: String) -> String {
        "Changed the open shift at \(workplace): started \(from), now \(to)"
    }
    public func changedMemo(_ workplace: String, _ shift: String, to memo: String?) -> String {
        guard let memo else { return "Removed the note of the shift at \(workplace): \(shift)" }
        return "Changed the note of the shift at \(workplace): \(shift) now reads \(memo)"
    }
    public func changedPlan(_ kind: PlanChangeKind, _ workplace: String, _ detail: String) -> String {
        let what =
            switch kind {
            case .scheduleAdded: "Added to the schedule at"
            case .scheduleChanged: "Changed the schedule at"
            case .scheduleRemoved: "Removed from the schedule at"
            case .absenceAdded: "Added an absence at"
            case .absenceRemoved: "Removed an absence at"
            case .other: "Changed the plans at"
            }
        return "\(what) \(workplace): \(detail)"
    }
    public var changedWorkerDetails: String { "Changed the worker's details" }
    public func workerField(_ name: String) -> String {
        switch name {
        case "birthDate": "birth date"
        case "children": "children aged 8-20"
        case "withholdingRate": "withholding rate"
        default: name
        }
    }
    public func recordedReceipt(_ workplace: String, period: String, amount: String) -> String {
        "Recorded what \(workplace) paid for \(period): \(amount) won"
    }
    public func removedReceipt(_ workplace: String, period: String, amount: String) -> String {
        "Removed what \(workplace) paid for \(period) (\(amount) won)"
    }
    public func foundFile(workplaces: Int, shifts: Int) -> String {
        "The file as payday found it (\(self.workplaces(workplaces)), \(self.shifts(shifts)))"
    }
    public func editFoundOnDisk(workplacesBefore: Int, shiftsBefore: Int, workplaces: Int, shifts: Int) -> String {
        "An edit found on disk (\(workplacesBefore) -> \(self.workplaces(workplaces)), \(shiftsBefore) -> \(self.shifts(shifts)))"
    }
    public func undid(_ number: Int, _ what: String) -> String { "Undid \(number): \(what)" }
    public func redid(_ number: Int, _ what: String) -> String { "Redid \(number): \(what)" }
    public func restored(_ number: Int) -> String { "Restored the file as it was after \(number)" }
    public func source(_ source: ChangeSource) -> String {
        switch source {
        case .app: "app"
        case .commandLine: "command line"
        case .disk: "on disk"
        }
    }
}

extension Korean: HistoryWords {
    public func shiftBreak(_ minutes: Int) -> String { " (휴게 \(minutes)분)" }
    public func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count)개" }
    public func shifts(_ count: Int) -> String { "근무 \(count)회" }
    public func workplaces(_ count: Int) -> String { "일터 \(count)곳" }

    public func addedWorkplace(_ name: String) -> String { "일터 추가: \(name)" }
    public func changedWorkplace(_ name: String) -> String { "일터 변경: \(name)" }
    public func renamed(to newName: String) -> String { "이름을 \(Korean.word(newName, .direction))" }
    public func wage(_ won: String, from: String?) -> String { "시급 \(won)원" + (from.map { " (\($0)부터)" } ?? "") }
    public func workplaceTerm(_ term: WorkplaceTerm) -> String {
        switch term {
        case .employees: "직원 수"
        case .wages: "시급"
        case .paydayDay: "급여일"
        case .paydayMonth: "급여 달"
        case .ifHoliday: "급여일이 휴일일 때"
        case .paydayCadence: "급여 주기"
        case .periodStartDay: "급여 기간 시작일"
        case .contractWeeklyHours: "주 소정근로시간"
        case .weeklyHolidayAllowance: "주휴수당"
        case .weeklyHoliday: "주휴일"
        case .incomeTax: "소득세"
        case .insurance: "4대보험"
        case .probation: "수습"
        case .startDate: "근무 시작일"
        case .endDate: "근무 종료일"
        case .sickLeave: "병가"
        }
    }
    public func removedWorkplace(_ name: String, shifts: String) -> String { "일터 삭제: \(name) (\(shifts))" }
    public func addedShift(_ workplace: String, _ shift: String) -> String { "근무 추가: \(workplace) \(shift)" }
    public func changedShift(_ workplace: String, from: String, to: String) -> String {
        "근무 변경: \(workplace) \(from) → \(to)"
    }
    public func removedShift(_ workplace: String, _ shift: String) -> String { "근무 삭제: \(workplace) \(shift)" }
    public func clockedIn(_ workplace: String, _ shift: String) -> String { "출근: \(workplace) \(shift)" }
    public func clockedOut(_ workplace: String, _ shift: String) -> String { "퇴근: \(workplace) \(shift)" }
    public func changedOpenShift(_ workplace: String, from: String, to: String) -> String {
        "출근 시각 변경: \(workplace) \(from) → \(to)"
    }
    public func changedMemo(_ workplace: String, _ shift: String, to memo: String?) -> String {
        guard let memo else { return "근무 메모 삭제: \(workplace) \(shift)" }
        return "근무 메모 변경: \(workplace) \(shift) → \(memo)"
    }
    public func changedPlan(_ kind: PlanChangeKind, _ workplace: String, _ detail: String) -> String {
        let what =
            switch kind {
            case .scheduleAdded: "일정 추가:"
            case .scheduleChanged: "일정 변경:"
            case .scheduleRemoved: "일정 삭제:"
            case .absenceAdded: "결근 사유 추가:"
            case .absenceRemoved: "결근 사유 삭제:"
            case .other: "계획 변경:"
            }
        return "\(what) \(workplace) \(detail)"
    }
    public var changedWorkerDetails: String { "근로자 정보 변경" }
    public func workerField(_ name: String) -> String {
        switch name {
        case "name": "이름"
        case "birthDate": "생년월일"
        case "dependants": "부양가족 수"
        case "children": "8~20세 자녀 수"
        case "withholdingRate": "원천징수 비율"
        default: name
        }
    }
    public func recordedReceipt(_ workplace: String, period: String, amount: String) -> String {
        "수령액 기록: \(workplace) \(period) \(amount)원"
    }
    public func removedReceipt(_ workplace: String, period: String, amount: String) -> String {
        "수령액 기록 삭제: \(workplace) \(period) (\(amount)원)"
    }
    public func foundFile(workplaces: Int, shifts: Int) -> String {
        "처음 발견한 파일 (\(self.workplaces(workplaces)), \(self.shifts(shifts)))"
    }
    public func editFoundOnDisk(workplacesBefore: Int, shiftsBefore: Int, workplaces: Int, shifts: Int) -> String {
        "디스크에서 발견한 수정 (일터 \(workplacesBefore) → \(workplaces)곳, 근무 \(shiftsBefore) → \(shifts)회)"
    }
    public func undid(_ number: Int, _ what: String) -> String { "\(number)번 되돌림: \(what)" }
    public func redid(_ number: Int, _ what: String) -> String { "\(number)번 다시 적용: \(what)" }
    public func restored(_ number: Int) -> String { "\(number)번 직후 상태로 복원" }
    public func source(_ source: ChangeSource) -> String {
        switch source {
        case .app: "앱"
        case .commandLine: "명령줄"
        case .disk: "디스크"
        }
    }
}
