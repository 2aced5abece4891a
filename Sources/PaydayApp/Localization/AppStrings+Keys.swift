import Payroll
import PayrollWords

/// The words of the keys and of what they did (key titles, the hint line's answers, undo), in
/// English and Korean (a sentence missing in one language does not compile). `String` arguments
/// come formatted.
protocol KeyTitleWords: Sendable {
    var keyTitles: AppStrings.KeyTitles { get }
    var homeHintTitles: AppStrings.HomeHintTitles { get }
    var hintWords: AppStrings.HintWords { get }
    /// What each mark on a card means (the `?` screen, after the keys).
    var markMeanings: [(mark: String, meaning: String)] { get }
    var helpTitle: String { get }
    var marksTitle: String { get }
    var demoRefusal: String { get }
    /// A file only shown (`payday render` on the worker's own data): nothing is changed there.
    var shownOnlyRefusal: String { get }
    var notSavedTitle: String { get }
    var earlierChange: String { get }
    func clockedIn(_ workplace: String, at time: String) -> String
    /// A clock-in during a shift entered ahead, which it records against.
    func clockedInForPlan(_ workplace: String, at time: String, planned: String) -> String
    func clockedOut(_ workplace: String, at time: String, breakMinutes: Int) -> String
    var notClockedIn: String { get }
    func shiftAdded(_ shift: String, at workplace: String) -> String
    func shiftEdited(_ shift: String, at workplace: String) -> String
    func shiftRemoved(_ shift: String, at workplace: String) -> String
    func workplaceAdded(_ name: String) -> String
    var workerSaved: String { get }
    func workplaceEdited(_ name: String) -> String
    /// A form saved as it was opened: nothing is written.
    var nothingChanged: String { get }
    /// `Undid: Clocked in at ...`.
    func undid(_ what: String) -> String
    /// `Redid: Clocked in at ...`.
    func redid(_ what: String) -> String
    var nothingToUndo: String { get }
    var nothingToRedo: String { get }
    var undoDeclined: String { get }
    /// The question before `u` undoes a change this app did not make: `what` it did, in the
    /// history's words, where it came from and when.
    func undoElsewhereQuestion(what: String, source: String, at moment: String) -> AppStrings.UndoElsewhere
    /// The screen shown while the terminal is smaller than the app: what is needed, what there is.
    func terminalTooSmall(need: String, have: String) -> [String]
}

extension English: KeyTitleWords {
    var keyTitles: AppStrings.KeyTitles {
        AppStrings.KeyTitles(
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
    }
    var homeHintTitles: AppStrings.HomeHintTitles {
        ("month", "card", "details", "clock", "calendar", "payslip", "new workplace")
    }
    var hintWords: AppStrings.HintWords {
        ("select", "edit", "delete", "add", "day", "week", "shifts", "scroll", "sideways", "keys")
    }
    var markMeanings: [(mark: String, meaning: String)] {
        [
            ("!", "a warning: unfold the card (Enter) to read it under the table"),
            ("D-5", "days until payday (D-day on payday)"),
            ("paid Dec 10", "a past month: when it was paid (in advance: before its last day)"),
            ("▾ ▴", "the details are folded / unfolded"),
            ("┏━┓", "the selected card"),
            ("working since", "clocked in here: time and pay so far, before the break"),
        ]
    }
    var helpTitle: String { "Keys" }
    var marksTitle: String { "Marks on a card" }
    var demoRefusal: String {
        "The demo is read-only: nothing can be changed. Run payday without --demo for your own data."
    }
    var shownOnlyRefusal: String { "Shown only: payday render never changes your data; run payday to change it." }
    var notSavedTitle: String { "Not saved" }
    var earlierChange: String { "the last change" }
    func clockedIn(_ workplace: String, at time: String) -> String { "Clocked in at \(workplace) at \(time)" }
    func clockedInForPlan(_ workplace: String, at time: String, planned: String) -> String {
        "Clocked in at \(workplace) at \(time), for the shift planned \(planned)"
    }
    func clockedOut(_ workplace: String, at time: String, breakMinutes: Int) -> String {
        "Clocked out of \(workplace) at \(time), break \(breakMinutes) min"
    }
    var notClockedIn: String { "You are not clocked in anywhere (i clocks in)" }
    func shiftAdded(_ shift: String, at workplace: String) -> String { "Added the shift \(shift) at \(workplace)" }
    func shiftEdited(_ shift: String, at workplace: String) -> String {
        "Changed the shift to \(shift) at \(workplace)"
    }
    func shiftRemoved(_ shift: String, at workplace: String) -> String {
        "Deleted the shift \(shift) at \(workplace)"
    }
    func workplaceAdded(_ name: String) -> String { "Added the workplace \(name)" }
    var workerSaved: String { "Saved your details" }
    func workplaceEdited(_ name: String) -> String { "Saved the workplace \(name)" }
    var nothingChanged: String { "Nothing changed" }
    func undid(_ what: String) -> String { "Undid: \(what)" }
    func redid(_ what: String) -> String { "Redid: \(what)" }
    var nothingToUndo: String { "Nothing to undo" }
    var nothingToRedo: String { "Nothing to redo" }
    var undoDeclined: String { "Nothing was undone" }
    func undoElsewhereQuestion(what: String, source: String, at moment: String) -> AppStrings.UndoElsewhere {
        ("Undo a change made elsewhere?", "\(what)\n(\(source), \(moment))", "Undo it", "Keep it")
    }
    func terminalTooSmall(need: String, have: String) -> [String] {
        ["Terminal too small", "need \(need), have \(have)"]
    }
}

extension Korean: KeyTitleWords {
    var keyTitles: AppStrings.KeyTitles {
        AppStrings.KeyTitles(
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
    var homeHintTitles: AppStrings.HomeHintTitles { ("월", "카드", "자세히", "출근/퇴근", "달력", "명세서", "일터 추가") }
    var hintWords: AppStrings.HintWords { ("선택", "수정", "삭제", "추가", "날짜", "주", "근무", "스크롤", "옆으로", "키") }
    var markMeanings: [(mark: String, meaning: String)] {
        [
            ("!", "경고: 카드를 펼치면(Enter) 표 아래에 적혀 있습니다"),
            ("D-5", "급여일까지 남은 날 (급여일에는 D-day)"),
            ("12월 10일 지급", "지난 달: 지급된 날 (선지급: 마지막 날 전에 지급)"),
            ("▾ ▴", "자세히 접힘 / 펼침"),
            ("┏━┓", "선택한 카드"),
            ("근무 중", "이 일터에 출근한 상태: 지금까지의 시간과 금액 (휴게 전)"),
        ]
    }
    var helpTitle: String { "키" }
    var marksTitle: String { "카드의 표시" }
    var demoRefusal: String { "데모는 읽기 전용이라 바꿀 수 없습니다. 내 데이터는 --demo 없이 payday를 실행하세요." }
    var shownOnlyRefusal: String { "보여 주기만 합니다: payday render는 데이터를 바꾸지 않습니다. 바꾸려면 payday를 실행하세요." }
    var notSavedTitle: String { "저장하지 않았습니다" }
    var earlierChange: String { "마지막 변경" }
    func clockedIn(_ workplace: String, at time: String) -> String { "\(workplace) \(time) 출근" }
    func clockedInForPlan(_ workplace: String, at time: String, planned: String) -> String {
        "\(workplace) \(time) 출근 (예정 \(planned))"
    }
    func clockedOut(_ workplace: String, at time: String, breakMinutes: Int) -> String {
        "\(workplace) \(time) 퇴근, 휴게 \(breakMinutes)분"
    }
    var notClockedIn: String { "출근 기록이 없습니다 (i: 출근)" }
    func shiftAdded(_ shift: String, at workplace: String) -> String { "\(workplace)에 근무 \(shift) 추가" }
    func shiftEdited(_ shift: String, at workplace: String) -> String {
        "\(workplace) 근무를 \(Korean.word(shift, .direction)) 수정"
    }
    func shiftRemoved(_ shift: String, at workplace: String) -> String { "\(workplace) 근무 \(shift) 삭제" }
    func workplaceAdded(_ name: String) -> String { "일터 \(name) 추가" }
    var workerSaved: String { "내 정보 저장" }
    func workplaceEdited(_ name: String) -> String { "일터 \(name) 저장" }
    var nothingChanged: String { "바뀐 것이 없습니다" }
    func undid(_ what: String) -> String { "되돌림: \(what)" }
    func redid(_ what: String) -> String { "다시 적용: \(what)" }
    var nothingToUndo: String { "되돌릴 변경이 없습니다" }
    var nothingToRedo: String { "다시 적용할 변경이 없습니다" }
    var undoDeclined: String { "되돌리지 않았습니다" }
    func undoElsewhereQuestion(what: String, source: String, at moment: String) -> AppStrings.UndoElsewhere {
        ("다른 곳의 변경을 되돌릴까요?", "\(what)\n(\(source), \(moment))", "되돌리기", "그대로 두기")
    }
    func terminalTooSmall(need: String, have: String) -> [String] { ["화면이 너무 작습니다", "\(need) 필요, 지금 \(have)"] }
}

/// The keys' words as the screens ask for them.
extension AppStrings {
    struct KeyTitles {
        var previous, next, pageUp, pageDown, first, last, previousPeriod, nextPeriod, details: String
        var clockIn, clockOut, addShift, newWorkplace, editWorkplace, editWorker, shifts, calendar, payslip,
            statistics, undo, redo, help, quit: String
    }

    /// The hint bar's short words for the home screen's most used keys.
    typealias HomeHintTitles = (
        month: String, card: String, details: String, clock: String, calendar: String, payslip: String,
        newWorkplace: String
    )

    /// The hint bar's short words on the other screens.
    typealias HintWords = (
        select: String, edit: String, delete: String, add: String, day: String, week: String, shifts: String,
        scroll: String, sideways: String, keys: String
    )

    typealias UndoElsewhere = (title: String, message: String, undo: String, keep: String)

    var keyTitles: KeyTitles { appWords.keyTitles }
    var homeHintTitles: HomeHintTitles { appWords.homeHintTitles }
    var hintWords: HintWords { appWords.hintWords }
    var markMeanings: [(mark: String, meaning: String)] { appWords.markMeanings }
    var helpTitle: String { appWords.helpTitle }
    var marksTitle: String { appWords.marksTitle }
    var demoRefusal: String { appWords.demoRefusal }
    var shownOnlyRefusal: String { appWords.shownOnlyRefusal }
    var notSavedTitle: String { appWords.notSavedTitle }
    var okTitle: String { "OK" }
    var earlierChange: String { appWords.earlierChange }

    func clockedIn(_ workplace: String, at moment: LocalMoment) -> String {
        appWords.clockedIn(workplace, at: "\(moment.timeOfDay)")
    }

    func clockedInForPlan(_ workplace: String, at moment: LocalMoment, plan: Shift) -> String {
        appWords.clockedInForPlan(
            workplace, at: "\(moment.timeOfDay)", planned: "\(plan.start.timeOfDay)-\(plan.end.timeOfDay)")
    }

    func clockedOut(_ workplace: String, at moment: LocalMoment, breakMinutes: Int) -> String {
        appWords.clockedOut(workplace, at: "\(moment.timeOfDay)", breakMinutes: breakMinutes)
    }

    var notClockedIn: String { appWords.notClockedIn }
    func shiftAdded(_ shift: Shift, at workplace: String) -> String { appWords.shiftAdded(shift.label, at: workplace) }
    func shiftEdited(_ shift: Shift, at workplace: String) -> String {
        appWords.shiftEdited(shift.label, at: workplace)
    }
    func shiftRemoved(_ shift: Shift, at workplace: String) -> String {
        appWords.shiftRemoved(shift.label, at: workplace)
    }
    func workplaceAdded(_ name: String) -> String { appWords.workplaceAdded(name) }
    var workerSaved: String { appWords.workerSaved }
    func workplaceEdited(_ name: String) -> String { appWords.workplaceEdited(name) }
    var nothingChanged: String { appWords.nothingChanged }
    func undid(_ what: String) -> String { appWords.undid(what) }
    func redid(_ what: String) -> String { appWords.redid(what) }
    var nothingToUndo: String { appWords.nothingToUndo }
    var nothingToRedo: String { appWords.nothingToRedo }
    var undoDeclined: String { appWords.undoDeclined }

    func undoElsewhereQuestion(what: String, source: String, at moment: LocalMoment) -> UndoElsewhere {
        appWords.undoElsewhereQuestion(what: what, source: source, at: moment.label)
    }

    /// The screen shown while the terminal is smaller than the app: what is needed, what there is.
    public func terminalTooSmall(need: (width: Int, height: Int), have: (width: Int, height: Int)) -> [String] {
        appWords.terminalTooSmall(need: "\(need.width)x\(need.height)", have: "\(have.width)x\(have.height)")
    }
}
