import Foundation
import Payroll

/// The history's entries and events in words.
extension RuleWords {

    func shift(_ record: ShiftRecord) -> String {
        var text = "\(record.date) \(record.start)" + (record.end.map { "-\($0)" } ?? "")
        if record.breakMinutes > 0 {
            text += english ? " (break \(record.breakMinutes) min)" : " (휴게 \(record.breakMinutes)분)"
        }
        return text
    }

    public func plural(_ count: Int, _ one: String, _ many: String) -> String {
        english ? "\(count) \(count == 1 ? one : many)" : "\(count)개"
    }

    func shifts(_ count: Int) -> String { english ? plural(count, "shift", "shifts") : "근무 \(count)개" }

    func workplaces(_ count: Int) -> String {
        english ? plural(count, "workplace", "workplaces") : "일터 \(count)곳"
    }

    /// What a history event did: `Added a shift at CU: 2026-11-18 12:00-14:00`.
    public func event(_ event: HistoryEvent) -> String {
        switch event {
        case .addedWorkplace(let name):
            return english ? "Added the workplace \(name)" : "일터 추가: \(name)"
        case .changedWorkplace(let name, let newName, let wage, let wageFrom, let terms):
            var parts: [String] = []
            if let newName {
                parts.append(english ? "renamed to \(newName)" : "이름을 \(Korean.word(newName, .direction))")
            }
            if let wage {
                let won = Money(won: wage).grouped
                parts.append(
                    english
                        ? "wage \(won) won" + (wageFrom.map { " from \($0)" } ?? "")
                        : "시급 \(won)원" + (wageFrom.map { " (\($0)부터)" } ?? ""))
            }
            parts += terms.filter { !(wage != nil && $0 == "wages") }
            return (english ? "Changed the workplace \(name)" : "일터 변경: \(name)")
                + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        case .removedWorkplace(let name, let count):
            return english
                ? "Removed the workplace \(name) and its \(shifts(count))" : "일터 삭제: \(name) (\(shifts(count)))"
        case .addedShift(let workplace, let record):
            return english ? "Added a shift at \(workplace): \(shift(record))" : "근무 추가: \(workplace) \(shift(record))"
        case .changedShift(let workplace, let from, let to):
            return english
                ? "Changed a shift at \(workplace): \(shift(from)) to \(shift(to))"
                : "근무 변경: \(workplace) \(shift(from)) → \(shift(to))"
        case .removedShift(let workplace, let record):
            return english
                ? "Removed a shift at \(workplace): \(shift(record))" : "근무 삭제: \(workplace) \(shift(record))"
        case .clockedIn(let workplace, let record):
            return english ? "Clocked in at \(workplace): \(shift(record))" : "출근: \(workplace) \(shift(record))"
        case .clockedOut(let workplace, let record):
            return english ? "Clocked out at \(workplace): \(shift(record))" : "퇴근: \(workplace) \(shift(record))"
        case .changedOpenShift(let workplace, let from, let to):
            return english
                ? "Changed the open shift at \(workplace): started \(shift(from)), now \(shift(to))"
                : "출근 시각 변경: \(workplace) \(shift(from)) → \(shift(to))"
        case .changedPlan(let workplace, let kind, let detail):
            let what: String
            switch (kind, english) {
            case ("scheduleAdded", true): what = "Added to the schedule at"
            case ("scheduleChanged", true): what = "Changed the schedule at"
            case ("scheduleRemoved", true): what = "Removed from the schedule at"
            case ("absenceAdded", true): what = "Added an absence at"
            case ("absenceRemoved", true): what = "Removed an absence at"
            case ("scheduleAdded", false): what = "일정 추가:"
            case ("scheduleChanged", false): what = "일정 변경:"
            case ("scheduleRemoved", false): what = "일정 삭제:"
            case ("absenceAdded", false): what = "결근 사유 추가:"
            case ("absenceRemoved", false): what = "결근 사유 삭제:"
            default: what = english ? "Changed the plans at" : "계획 변경:"
            }
            return english ? "\(what) \(workplace): \(detail)" : "\(what) \(workplace) \(detail)"
        case .changedWorker(let fields):
            let names = fields.map { workerField($0) }.joined(separator: ", ")
            return english
                ? "Changed the worker's details" + (names.isEmpty ? "" : ": \(names)")
                : "근로자 정보 변경" + (names.isEmpty ? "" : ": \(names)")
        case .recordedReceipt(let workplace, let period, let amount):
            return english
                ? "Recorded what \(workplace) paid for \(period): \(number(amount)) won"
                : "수령액 기록: \(workplace) \(period) \(number(amount))원"
        case .editFoundOnDisk(let workplacesBefore, let shiftsBefore, let workplaces, let shifts):
            guard let workplacesBefore, let shiftsBefore else {
                return english
                    ? "The file as payday found it (\(self.workplaces(workplaces)), \(self.shifts(shifts)))"
                    : "처음 발견한 파일 (\(self.workplaces(workplaces)), \(self.shifts(shifts)))"
            }
            return english
                ? "An edit found on disk (\(workplacesBefore) -> \(self.workplaces(workplaces)), \(shiftsBefore) -> \(self.shifts(shifts)))"
                : "디스크에서 발견한 수정 (일터 \(workplacesBefore) → \(workplaces)곳, 근무 \(shiftsBefore) → \(shifts)개)"
        case .undid(let number, let undone):
            let what = undone.event.map(self.event) ?? "?"
            return english ? "Undid \(number): \(what)" : "\(number)번 되돌림: \(what)"
        case .redid(let number, let redone):
            let what = redone.event.map(self.event) ?? "?"
            return english ? "Redid \(number): \(what)" : "\(number)번 다시 적용: \(what)"
        case .restored(let number):
            return english ? "Restored the file as it was after \(number)" : "\(number)번 직후 상태로 복원"
        }
    }

    /// A worker field by its data file name, in words.
    func workerField(_ name: String) -> String {
        switch (name, english) {
        case ("name", true): "name"
        case ("name", false): "이름"
        case ("birthDate", true): "birth date"
        case ("birthDate", false): "생년월일"
        case ("dependants", true): "dependants"
        case ("dependants", false): "부양가족 수"
        case ("children", true): "children aged 8-20"
        case ("children", false): "8~20세 자녀 수"
        case ("withholdingRate", true): "withholding rate"
        case ("withholdingRate", false): "원천징수 비율"
        default: language.workerAnswerWords.answerField(name) ?? name
        }
    }

    public func source(_ source: ChangeSource) -> String {
        switch (source, english) {
        case (.app, true): "app"
        case (.app, false): "앱"
        case (.commandLine, true): "command line"
        case (.commandLine, false): "명령줄"
        case (.disk, true): "on disk"
        case (.disk, false): "디스크"
        }
    }

    /// `3 · 2026-11-26 16:31 · command line · Added a shift at CU: ...`, in local time.
    public func entry(_ entry: HistoryEntry, timeZone: TimeZone = .current) -> String {
        let moment = LocalMoment.now(entry.date, timeZone: timeZone)
        return "\(entry.number) · \(moment.label) · \(source(entry.source)) · \(event(entry.event))"
    }
}
