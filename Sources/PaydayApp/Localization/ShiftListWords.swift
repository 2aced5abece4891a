import Payroll
import PayrollWords

/// The words of the forms' field problems, the clock-out sheet and the shift list, in English
/// and Korean (a sentence missing in one language does not compile). `String` arguments come
/// formatted (times, dates, labels).
protocol ShiftListWords: Sendable {
    func message(_ problem: AppStrings.FieldProblem) -> String
    func clockOutQuestion(_ workplace: String, since start: String, time: String) -> String
    func weekHeader(_ monday: String, time: String, allowance: String) -> String
    /// `Mon` / `월`.
    func weekdayName(_ date: LocalDate) -> String
    func breakText(_ minutes: Int) -> String
    func plannedMinutesNote(_ time: String) -> String
    var plannedRowMeaning: String { get }
    var shiftMarksTitle: String { get }
    var scheduledRowRefusal: String { get }
    /// An absence's row: `sick (planned 09:00–13:00)`.
    func absenceRow(_ kind: String, hours: String) -> String
    var absenceRowMeaning: String { get }
    var absenceRowRefusal: String { get }
    /// The open shift's line after its start: `working, 2h so far  (e: start, o: clock out)`.
    func workingSoFar(_ time: String) -> String
    var backTitle: String { get }
    var shiftListKeyTitles: (previous: String, next: String, edit: String) { get }
    var deleteShiftTitle: String { get }
    var editOpenShiftTitle: String { get }
    var noOpenShiftHere: String { get }
    func openShiftEdited(_ label: String, at workplace: String) -> String
    var noShifts: String { get }
    var noShiftsThisDay: String { get }
    func deleteQuestion(_ label: String) -> (title: String, message: String, delete: String, keep: String)
    func longShiftQuestion(_ label: String, hours: String) -> FormQuestion
}

extension English: ShiftListWords {
    func message(_ problem: AppStrings.FieldProblem) -> String {
        switch problem {
        case .required: "required"
        case .notADate: "a date: YYYY-MM-DD"
        case .notATime: "a time: HH:mm, 24-hour"
        case .notANumber: "a whole number"
        case .notWhole: "a whole number, without a decimal point"
        case .tooManyDigits(let digits): "\(digits) digits: longer than any number here"
        case .noSuchHour(let hour): "no hour \(hour): 0 to 23"
        case .noSuchMinute(let minute): "no minute \(minute): 0 to 59"
        case .noSuchMonth(let month): "no month \(month): 1 to 12"
        case .noSuchDay(let day, let month): "month \(month) has no day \(day)"
        case .inTheFuture(let now): "after now (\(now.timeOfDay))"
        case .breakTooLong(let minutes): "must be shorter than the shift (\(minutes) min)"
        }
    }
    func clockOutQuestion(_ workplace: String, since start: String, time: String) -> String {
        "\(workplace): since \(start), \(time). Unpaid break?"
    }
    func weekHeader(_ monday: String, time: String, allowance: String) -> String {
        "Week of \(monday) · \(time) · weekly allowance \(allowance)"
    }
    func weekdayName(_ date: LocalDate) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.weekday.daysFromMonday]
    }
    func breakText(_ minutes: Int) -> String { "break \(minutes)" }
    func plannedMinutesNote(_ time: String) -> String { " · \(time) planned" }
    var plannedRowMeaning: String { "dimmed: planned, not worked yet (not pay until worked)" }
    var shiftMarksTitle: String { "Marks on a shift" }
    var scheduledRowRefusal: String {
        "A planned day of the schedule: change the schedule (S on the home screen), or x in the calendar"
    }
    func absenceRow(_ kind: String, hours: String) -> String { "\(kind) (planned \(hours))" }
    var absenceRowMeaning: String { "a planned day not worked, and why (no pay on the list)" }
    var absenceRowRefusal: String { "A day recorded as not worked: change it with x in the calendar (c)" }
    func workingSoFar(_ time: String) -> String { "working, \(time) so far  (e: start, o: clock out)" }
    var backTitle: String { "back" }
    var shiftListKeyTitles: (previous: String, next: String, edit: String) {
        ("previous shift", "next shift", "edit the shift")
    }
    var deleteShiftTitle: String { "delete the shift" }
    var editOpenShiftTitle: String { "edit the open shift's start" }
    var noOpenShiftHere: String { "No open shift in this list (i clocks in on the home screen)" }
    func openShiftEdited(_ label: String, at workplace: String) -> String {
        "The open shift at \(workplace) now started \(label)"
    }
    var noShifts: String { "No shifts in this period (a adds one)" }
    var noShiftsThisDay: String { "No shifts this day (a adds one)" }
    func deleteQuestion(_ label: String) -> (title: String, message: String, delete: String, keep: String) {
        ("Delete this shift?", label + " (u undoes it)", "Delete", "Keep")
    }
    func longShiftQuestion(_ label: String, hours: String) -> FormQuestion {
        FormQuestion(
            title: "Save a shift of \(hours)?", message: "\(label) is over 16 hours. Is that right?",
            confirm: "Save it", decline: "Change it")
    }
}

extension Korean: ShiftListWords {
    func message(_ problem: AppStrings.FieldProblem) -> String {
        switch problem {
        case .required: "꼭 입력하세요"
        case .notADate: "날짜 형식: YYYY-MM-DD"
        case .notATime: "시간 형식: HH:mm (24시간)"
        case .notANumber: "숫자만 입력하세요"
        case .notWhole: "소수점 없이 정수로 입력하세요"
        case .tooManyDigits(let digits): "\(digits)자리: 여기에 쓸 수 있는 어떤 수보다 깁니다"
        case .noSuchHour(let hour): "\(hour)시는 없습니다: 0~23"
        case .noSuchMinute(let minute): "\(minute)분은 없습니다: 0~59"
        case .noSuchMonth(let month): "\(month)월은 없습니다: 1~12"
        case .noSuchDay(let day, let month): "\(month)월에는 \(day)일이 없습니다"
        case .inTheFuture(let now): "지금(\(now.timeOfDay))보다 늦습니다"
        case .breakTooLong(let minutes): "근무 시간(\(minutes)분)보다 짧아야 합니다"
        }
    }
    func clockOutQuestion(_ workplace: String, since start: String, time: String) -> String {
        "\(workplace): \(start)부터 \(time). 무급 휴게 시간은?"
    }
    func weekHeader(_ monday: String, time: String, allowance: String) -> String {
        "\(monday) 주 · \(time) · 주휴수당 \(allowance)"
    }
    func weekdayName(_ date: LocalDate) -> String { date.weekday.koreanName }
    func breakText(_ minutes: Int) -> String { "휴게 \(minutes)분" }
    func plannedMinutesNote(_ time: String) -> String { " · 예정 \(time)" }
    var plannedRowMeaning: String { "흐리게: 예정, 아직 근무 전 (근무해야 급여)" }
    var shiftMarksTitle: String { "근무의 표시" }
    var scheduledRowRefusal: String { "근무 일정의 예정일입니다: 일정(홈 화면의 S)이나 달력의 x로 바꾸세요" }
    func absenceRow(_ kind: String, hours: String) -> String { "\(kind) (예정 \(hours))" }
    var absenceRowMeaning: String { "근무하지 않은 예정일과 그 사유 (목록에는 급여 없음)" }
    var absenceRowRefusal: String { "근무하지 않은 날로 기록되어 있습니다: 달력(c)의 x로 바꾸세요" }
    func workingSoFar(_ time: String) -> String { "근무 중, 지금까지 \(time)  (e: 출근 시각, o: 퇴근)" }
    var backTitle: String { "뒤로" }
    var shiftListKeyTitles: (previous: String, next: String, edit: String) { ("이전 근무", "다음 근무", "근무 수정") }
    var deleteShiftTitle: String { "근무 삭제" }
    var editOpenShiftTitle: String { "출근 중인 근무의 시작 수정" }
    var noOpenShiftHere: String { "이 목록에 출근 중인 근무가 없습니다 (홈에서 i: 출근)" }
    func openShiftEdited(_ label: String, at workplace: String) -> String {
        "\(workplace) 출근 시각을 \(Korean.word(label, .direction)) 수정"
    }
    var noShifts: String { "이번 기간 근무가 없습니다 (a: 추가)" }
    var noShiftsThisDay: String { "이 날은 근무가 없습니다 (a: 추가)" }
    func deleteQuestion(_ label: String) -> (title: String, message: String, delete: String, keep: String) {
        ("이 근무를 삭제할까요?", label + " (u로 되돌릴 수 있습니다)", "삭제", "유지")
    }
    func longShiftQuestion(_ label: String, hours: String) -> FormQuestion {
        FormQuestion(
            title: "\(hours) 근무를 저장할까요?", message: "\(Korean.word(label, .topic)) 16시간이 넘습니다. 맞나요?",
            confirm: "저장", decline: "고치기")
    }
}
