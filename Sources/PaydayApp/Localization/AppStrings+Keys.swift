import Payroll
import PayrollWords

/// The words of the keys and of what they did: key titles, the hint line's answers, undo.
extension AppStrings {
    struct KeyTitles {
        var previous, next, pageUp, pageDown, first, last, previousPeriod, nextPeriod, details: String
        var clockIn, clockOut, addShift, newWorkplace, editWorkplace, editWorker, shifts, calendar, payslip,
            statistics, undo, redo, help, quit: String
    }

    var keyTitles: KeyTitles {
        switch language {
        case .english:
            KeyTitles(
                previous: "previous card", next: "next card", pageUp: "page up", pageDown: "page down",
                first: "first card", last: "last card",
                previousPeriod: "previous pay month", nextPeriod: "next pay month",
                details: "fold or unfold the details",
                clockIn: "clock in now at this workplace", clockOut: "clock out (asks for the break)",
                addShift: "add a shift", newWorkplace: "new workplace", editWorkplace: "edit this workplace",
                editWorker: "your details (dependants, withholding, birth date)",
                shifts: "this period's shifts", calendar: "month calendar",
                payslip: "this page's payslip", statistics: "the year at a glance", undo: "undo the last change",
                redo: "redo what the last undo undid", help: "these keys", quit: "quit")
        case .korean:
            KeyTitles(
                previous: "이전 카드", next: "다음 카드", pageUp: "한 쪽 위", pageDown: "한 쪽 아래",
                first: "첫 카드", last: "마지막 카드",
                previousPeriod: "이전 달 급여", nextPeriod: "다음 달 급여", details: "자세히 펼치기/접기",
                clockIn: "지금 이 일터에 출근", clockOut: "퇴근 (휴게 시간을 묻습니다)",
                addShift: "근무 추가", newWorkplace: "일터 추가", editWorkplace: "이 일터 수정",
                editWorker: "내 정보 (부양가족, 원천징수 비율, 생년월일)",
                shifts: "이번 기간 근무 목록", calendar: "이 일터의 월 달력",
                payslip: "이 달의 급여명세서", statistics: "한 해 통계", undo: "마지막 변경 되돌리기",
                redo: "되돌린 변경 다시 적용", help: "이 키 목록", quit: "종료")
        }
    }

    /// The hint bar's short words for the home screen's most used keys.
    var homeHintTitles:
        (
            month: String, card: String, details: String, clock: String, calendar: String, payslip: String,
            newWorkplace: String
        )
    {
        language == .english
            ? ("month", "card", "details", "clock", "calendar", "payslip", "new workplace")
            : ("월", "카드", "자세히", "출근/퇴근", "달력", "명세서", "일터 추가")
    }

    /// The hint bar's short words on the other screens.
    var hintWords:
        (
            select: String, edit: String, delete: String, add: String, day: String, week: String, shifts: String,
            scroll: String, sideways: String, keys: String
        )
    {
        language == .english
            ? ("select", "edit", "delete", "add", "day", "week", "shifts", "scroll", "sideways", "keys")
            : ("선택", "수정", "삭제", "추가", "날짜", "주", "근무", "스크롤", "옆으로", "키")
    }

    /// What each mark on a card means (the `?` screen, after the keys).
    var markMeanings: [(mark: String, meaning: String)] {
        switch language {
        case .english:
            [
                ("!", "a warning: unfold the card (Enter) to read it under the table"),
                ("D-5", "days until payday (D-day on payday)"),
                ("paid Dec 10", "a past month: when it was paid (in advance: before its last day)"),
                ("▾ ▴", "the details are folded / unfolded"),
                ("┏━┓", "the selected card"),
                ("working since", "clocked in here: time and pay so far, before the break"),
            ]
        case .korean:
            [
                ("!", "경고: 카드를 펼치면(Enter) 표 아래에 적혀 있습니다"),
                ("D-5", "급여일까지 남은 날 (급여일에는 D-day)"),
                ("12월 10일 지급", "지난 달: 지급된 날 (선지급: 마지막 날 전에 지급)"),
                ("▾ ▴", "자세히 접힘 / 펼침"),
                ("┏━┓", "선택한 카드"),
                ("근무 중", "이 일터에 출근한 상태: 지금까지의 시간과 금액 (휴게 전)"),
            ]
        }
    }

    var helpTitle: String { language == .english ? "Keys" : "키" }
    var marksTitle: String { language == .english ? "Marks on a card" : "카드의 표시" }

    var demoRefusal: String {
        language == .english
            ? "The demo is read-only: nothing can be changed. Run payday without --demo for your own data."
            : "데모는 읽기 전용이라 바꿀 수 없습니다. 내 데이터는 --demo 없이 payday를 실행하세요."
    }

    /// A file only shown (`payday render` on the worker's own data): nothing is changed there.
    var shownOnlyRefusal: String {
        language == .english
            ? "Shown only: payday render never changes your data; run payday to change it."
            : "보여 주기만 합니다: payday render는 데이터를 바꾸지 않습니다. 바꾸려면 payday를 실행하세요."
    }

    var notSavedTitle: String { language == .english ? "Not saved" : "저장하지 않았습니다" }
    var okTitle: String { "OK" }
    var earlierChange: String { language == .english ? "the last change" : "마지막 변경" }

    func clockedIn(_ workplace: String, at moment: LocalMoment) -> String {
        language == .english
            ? "Clocked in at \(workplace) at \(moment.timeOfDay)" : "\(workplace) \(moment.timeOfDay) 출근"
    }

    /// A clock-in during a shift entered ahead, which it records against.
    func clockedInForPlan(_ workplace: String, at moment: LocalMoment, plan: Shift) -> String {
        let planned = "\(plan.start.timeOfDay)-\(plan.end.timeOfDay)"
        return language == .english
            ? "Clocked in at \(workplace) at \(moment.timeOfDay), for the shift planned \(planned)"
            : "\(workplace) \(moment.timeOfDay) 출근 (예정 \(planned))"
    }

    func clockedOut(_ workplace: String, at moment: LocalMoment, breakMinutes: Int) -> String {
        language == .english
            ? "Clocked out of \(workplace) at \(moment.timeOfDay), break \(breakMinutes) min"
            : "\(workplace) \(moment.timeOfDay) 퇴근, 휴게 \(breakMinutes)분"
    }

    var notClockedIn: String {
        language == .english ? "You are not clocked in anywhere (i clocks in)" : "출근 기록이 없습니다 (i: 출근)"
    }

    func shiftAdded(_ shift: Shift, at workplace: String) -> String {
        language == .english ? "Added the shift \(shift.label) at \(workplace)" : "\(workplace)에 근무 \(shift.label) 추가"
    }

    func shiftEdited(_ shift: Shift, at workplace: String) -> String {
        language == .english
            ? "Changed the shift to \(shift.label) at \(workplace)"
            : "\(workplace) 근무를 \(Korean.word(shift.label, .direction)) 수정"
    }

    func shiftRemoved(_ shift: Shift, at workplace: String) -> String {
        language == .english ? "Deleted the shift \(shift.label) at \(workplace)" : "\(workplace) 근무 \(shift.label) 삭제"
    }

    func workplaceAdded(_ name: String) -> String {
        language == .english ? "Added the workplace \(name)" : "일터 \(name) 추가"
    }

    var workerSaved: String { language == .english ? "Saved your details" : "내 정보 저장" }

    func workplaceEdited(_ name: String) -> String {
        language == .english ? "Saved the workplace \(name)" : "일터 \(name) 저장"
    }

    /// `Undid: Clocked in at ...`.
    func undid(_ what: String) -> String { language == .english ? "Undid: \(what)" : "되돌림: \(what)" }

    /// `Redid: Clocked in at ...`.
    func redid(_ what: String) -> String { language == .english ? "Redid: \(what)" : "다시 적용: \(what)" }

    var nothingToUndo: String { language == .english ? "Nothing to undo" : "되돌릴 변경이 없습니다" }
    var nothingToRedo: String { language == .english ? "Nothing to redo" : "다시 적용할 변경이 없습니다" }
    var undoDeclined: String { language == .english ? "Nothing was undone" : "되돌리지 않았습니다" }

    /// The question before `u` undoes a change this app did not make: `what` it did, in the
    /// history's words, where it came from and when.
    func undoElsewhereQuestion(what: String, source: String, at moment: LocalMoment) -> (
        title: String, message: String, undo: String, keep: String
    ) {
        language == .english
            ? (
                "Undo a change made elsewhere?", "\(what)\n(\(source), \(moment.label))", "Undo it", "Keep it"
            )
            : ("다른 곳의 변경을 되돌릴까요?", "\(what)\n(\(source), \(moment.label))", "되돌리기", "그대로 두기")
    }
}

extension AppStrings {
    /// The screen shown while the terminal is smaller than the app: what is needed, what there is.
    public func terminalTooSmall(need: (width: Int, height: Int), have: (width: Int, height: Int)) -> [String] {
        switch language {
        case .english: ["Terminal too small", "need \(need.width)x\(need.height), have \(have.width)x\(have.height)"]
        case .korean: ["화면이 너무 작습니다", "\(need.width)x\(need.height) 필요, 지금 \(have.width)x\(have.height)"]
        }
    }
}
