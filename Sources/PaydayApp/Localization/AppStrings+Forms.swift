import Payroll
import PayrollWords

/// The words of the forms: titles, labels, buttons, and what is wrong with a field.
extension AppStrings {
    struct FormWords {
        var save, cancel, discardTitle, discardMessage, keepEditing, discard: String
        var date, start, end, breakMinutes, memo: String
        var name, wage, wageFrom, paydayDay, paydayMonth, ifHoliday, employees, contractHours: String
        var weeklyHoliday, allowance, incomeTax, insurance, periodStart: String
        var newWorkplace, editWorkplace, newShift, editShift, editOpenShift, clockOutTitle: String
        /// The shift form's key that opens the calendar, the sheet's title, and its Enter.
        var calendar, pickDate, choose: String
        var paidNextMonth, paidSameMonth, before, after, keep, noneChoice, fourInsurances: String
        var weekdays: [String]
        var worker, birthDate, dependants, children, withholdingRate: String
        var probationUntil, contractYears, simpleLabour, tableChoice, dailyChoice: String
        /// Placeholders: words, never a value one could take for typed.
        var wageHint, dateHint, dayHint, noneHint: String
        /// The clock-out sheet's end date and time.
        var endDate, endTime: String
    }

    var formWords: FormWords {
        switch language {
        case .english:
            FormWords(
                save: "Save", cancel: "Cancel", discardTitle: "Leave without saving?",
                discardMessage: "What you typed in this form will be lost.", keepEditing: "Keep editing",
                discard: "Discard",
                date: "Date", start: "Start", end: "End", breakMinutes: "Break (min)", memo: "Memo",
                name: "Name", wage: "Hourly wage", wageFrom: "Wage from", paydayDay: "Payday (day)",
                paydayMonth: "Paid in", ifHoliday: "Payday off-day", employees: "Employees",
                contractHours: "Contract h/week", weeklyHoliday: "Weekly day off", allowance: "Week allowance",
                incomeTax: "Income tax", insurance: "Insurance", periodStart: "Period from day",
                newWorkplace: "New workplace", editWorkplace: "Edit workplace", newShift: "New shift",
                editShift: "Edit shift", editOpenShift: "Edit open shift", clockOutTitle: "Clock out",
                calendar: "Calendar", pickDate: "Date of the shift", choose: "Choose",
                paidNextMonth: "next month", paidSameMonth: "same month", before: "before", after: "after",
                keep: "keep",
                noneChoice: "none", fourInsurances: "four",
                weekdays: ["-", "Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
                worker: "Worker", birthDate: "Birth date", dependants: "Dependants", children: "Children 8-20",
                withholdingRate: "Withholding", probationUntil: "Probation until", contractYears: "Contract years",
                simpleLabour: "Simple labour", tableChoice: "table", dailyChoice: "daily",
                wageHint: "won/hour", dateHint: "year-mm-dd", dayHint: "1-31", noneHint: "none",
                endDate: "End date", endTime: "End time")
        case .korean:
            FormWords(
                save: "저장", cancel: "취소", discardTitle: "저장하지 않고 나갈까요?",
                discardMessage: "이 양식에 입력한 내용이 사라집니다.", keepEditing: "계속 입력", discard: "버리기",
                date: "날짜", start: "시작", end: "끝", breakMinutes: "휴게(분)", memo: "메모",
                name: "이름", wage: "시급", wageFrom: "시급 적용일", paydayDay: "급여일(일)",
                paydayMonth: "지급 월", ifHoliday: "휴일 급여일", employees: "직원 수",
                contractHours: "주 계약시간", weeklyHoliday: "주휴일", allowance: "주휴수당",
                incomeTax: "소득세", insurance: "4대보험", periodStart: "기간 시작일",
                newWorkplace: "일터 추가", editWorkplace: "일터 수정", newShift: "근무 추가",
                editShift: "근무 수정", editOpenShift: "출근 기록 수정", clockOutTitle: "퇴근",
                calendar: "달력", pickDate: "근무 날짜", choose: "선택",
                paidNextMonth: "다음 달", paidSameMonth: "같은 달", before: "앞당김", after: "미룸", keep: "그대로",
                noneChoice: "없음", fourInsurances: "4대보험",
                weekdays: ["-"] + Weekday.allCases.map(\.koreanName),
                worker: "근로자 정보", birthDate: "생년월일", dependants: "부양가족 수", children: "8~20세 자녀",
                withholdingRate: "원천징수 비율", probationUntil: "수습 종료일", contractYears: "계약 기간(년)",
                simpleLabour: "단순노무", tableChoice: "간이세액표", dailyChoice: "일용",
                wageHint: "원/시간", dateHint: "연-월-일", dayHint: "1~31일", noneHint: "없음",
                endDate: "퇴근 날짜", endTime: "퇴근 시각")
        }
    }

    /// What is wrong with a field, in the data file's rules.
    public enum FieldProblem: Error, Equatable, Sendable {
        // The rules of the data (ranges, overlaps, names) are `DataRules`' reasons, worded by
        // `RuleWords`; these are the fields' own forms.
        case required, notADate, notATime, notANumber, breakTooLong(shiftMinutes: Int)
        /// A decimal point in a whole number (`10320.5`).
        case notWhole
        /// A whole number too long for the machine (`99999999999999999999`): its digits.
        case tooManyDigits(Int)
        case noSuchHour(Int), noSuchMinute(Int), noSuchMonth(Int)
        case noSuchDay(Int, month: Int)
        /// A clock-out time after now.
        case inTheFuture(now: LocalMoment)
    }

    public func message(_ problem: FieldProblem) -> String { appWords.message(problem) }

    func clockOutQuestion(workplace: String, since open: OpenShift, minutes: Int) -> String {
        appWords.clockOutQuestion(workplace, since: "\(open.startTime)", time: workTime(minutes))
    }
}

/// The words of the shift list.
extension AppStrings {
    /// `Week of Nov 2 · 12h 30m · allowance ₩20,640`.
    func weekHeader(monday: LocalDate, minutes: Int, allowance: Money?) -> String {
        appWords.weekHeader(
            shortDate(monday), time: WorkTimeFormat.string(minutes: minutes, language),
            allowance: allowance?.formatted(language) ?? "-")
    }

    /// `Mon Nov 2  18:00–23:00  break 30  4h 30m  마감` (the list puts the pay in a column of its own).
    func shiftLine(_ shift: Shift) -> String {
        let time = WorkTimeFormat.string(minutes: shift.paidMinutes, language)
        let memo = shift.memo.map { "  \($0)" } ?? ""
        return "\(appWords.weekdayName(shift.date)) \(shortDate(shift.date))  \(shift.startTime)–\(shift.endTime)  "
            + "\(appWords.breakText(shift.breakMinutes))  \(time)" + memo
    }

    /// A planned day not worked, on the shift list: `Mon Nov 16  sick (planned 09:00-13:00)`.
    func absenceLine(_ planned: Shift, _ kind: Absence.Kind) -> String {
        "\(appWords.weekdayName(planned.date)) \(shortDate(planned.date))  "
            + appWords.absenceRow(absenceWord(kind), hours: "\(planned.startTime)–\(planned.endTime)")
    }

    /// After a week's header when plans are still ahead in it: ` · 8h planned`.
    func plannedMinutesNote(_ minutes: Int) -> String {
        appWords.plannedMinutesNote(WorkTimeFormat.string(minutes: minutes, language))
    }

    /// What the shift list's mark means, for `?`.
    var plannedRowNote: (mark: String, meaning: String) { ("○", appWords.plannedRowMeaning) }

    /// What the shift list's absence mark means, for `?`.
    var absenceRowNote: (mark: String, meaning: String) { ("−", appWords.absenceRowMeaning) }

    /// Said when Enter or `d` is pressed on an absence's row.
    var absenceRowRefusal: String { appWords.absenceRowRefusal }

    var shiftMarksTitle: String { appWords.shiftMarksTitle }

    /// Said when `d` is pressed on a day the schedule plans.
    var scheduledRowRefusal: String { appWords.scheduledRowRefusal }

    /// The open shift at the top of the list: `Mon Nov 23  09:00–  working, 2h so far  (o: clock out)`.
    func openShiftLine(_ open: OpenShift, minutes: Int) -> String {
        let memo = open.memo.map { "  \($0)" } ?? ""
        return "\(appWords.weekdayName(open.date)) \(shortDate(open.date))  \(open.startTime)–  "
            + appWords.workingSoFar(workTime(minutes)) + memo
    }

    func shiftListTitle(_ workplace: String, period: String) -> String { "\(workplace) · \(period)" }

    /// The header of one day's shifts: `Tue, Nov 3, 2026 · 4h · ₩41,280`.
    func dayHeader(_ day: LocalDate, minutes: Int, pay: Money) -> String {
        "\(longDate(day)) · \(WorkTimeFormat.string(minutes: minutes, language)) · \(pay.formatted(language))"
    }

    /// The navigation bar's back key, and what the list's ← says.
    var backTitle: String { appWords.backTitle }

    /// The shift list's ↑/↓ and Enter, as `?` lists them.
    var shiftListKeyTitles: (previous: String, next: String, edit: String) { appWords.shiftListKeyTitles }

    var deleteShiftTitle: String { appWords.deleteShiftTitle }

    /// The shift list's `e`: the open shift's start, corrected in its form.
    var editOpenShiftTitle: String { appWords.editOpenShiftTitle }

    /// `e` when no open shift is on the list.
    var noOpenShiftHere: String { appWords.noOpenShiftHere }

    func openShiftEdited(_ open: OpenShift, at workplace: String) -> String {
        appWords.openShiftEdited(open.label, at: workplace)
    }

    var noShifts: String { appWords.noShifts }

    var noShiftsThisDay: String { appWords.noShiftsThisDay }

    func deleteQuestion(_ shift: Shift) -> (title: String, message: String, delete: String, keep: String) {
        appWords.deleteQuestion(shift.label)
    }

    /// Before saving a shift over 16 hours: most are typos (06:00-05:00 for 06:00-15:00).
    func longShiftQuestion(_ shift: Shift) -> FormQuestion {
        appWords.longShiftQuestion(shift.label, hours: WorkTimeFormat.string(minutes: shift.lengthMinutes, language))
    }
}
