import Foundation
import Payroll

/// The words for the payroll layer's typed reasons and history events, in English and Korean:
/// the command line and the app (alerts, forms) word them here, each adding its own advice.
public struct RuleWords: Sendable {
    /// Where the words are shown: the command line may name options, the app never does.
    public enum Place: Sendable { case commandLine, app }

    public let language: PayrollLanguage
    public let place: Place

    public init(language: PayrollLanguage, place: Place) {
        self.language = language
        self.place = place
    }

    var english: Bool { language == .english }

    // MARK: Reasons

    public func field(_ field: DataField) -> String {
        switch (field, place, english) {
        case (.wage, .commandLine, _): "--wage"
        case (.employees, .commandLine, _): "--employees"
        case (.paydayDay, .commandLine, _): "--payday-day"
        case (.periodStartDay, .commandLine, _): "--period-start-day"
        case (.contractWeeklyHours, .commandLine, _): "--contract-weekly-hours"
        case (.breakMinutes, .commandLine, _): "--break"
        case (.contractYears, .commandLine, _): "--contract-years"
        case (.year, .commandLine, _): "--year"
        case (.periodYear, _, true): "the period's year"
        case (.periodYear, _, false): "기간의 연도"
        case (.receivedAmount, .commandLine, _): "AMOUNT"
        case (.dependants, .commandLine, _): "--dependants"
        case (.paydayEvery, _, _), (.paydayLagDays, _, _):
            language.cadenceWords.field(field, commandLine: place == .commandLine)
        case (.year, .app, true): "the year"
        case (.year, .app, false): "연도"
        case (.receivedAmount, .app, true): "the amount"
        case (.receivedAmount, .app, false): "금액"
        case (.dependants, .app, true): "dependants"
        case (.dependants, .app, false): "부양가족 수"
        case (.wage, .app, true): "the wage"
        case (.wage, .app, false): "시급"
        case (.employees, .app, true): "employees"
        case (.employees, .app, false): "직원 수"
        case (.paydayDay, .app, true): "the payday"
        case (.paydayDay, .app, false): "급여일"
        case (.periodStartDay, .app, true): "the period's first day"
        case (.periodStartDay, .app, false): "정산 시작일"
        case (.contractWeeklyHours, .app, true): "contracted hours"
        case (.contractWeeklyHours, .app, false): "주 계약 시간"
        case (.breakMinutes, .app, true): "the break"
        case (.breakMinutes, .app, false): "휴게 시간"
        case (.contractYears, .app, true): "the contract's years"
        case (.contractYears, .app, false): "계약 기간(년)"
        }
    }

    func unit(_ field: DataField) -> String {
        switch (field, english) {
        case (.wage, true): " won an hour"
        case (.wage, false): "원"
        case (.breakMinutes, true): " minutes"
        case (.breakMinutes, false): "분"
        case (.contractWeeklyHours, true): " hours"
        case (.contractWeeklyHours, false): "시간"
        case (.contractYears, true): " years"
        case (.contractYears, false): "년"
        case (.receivedAmount, true): " won"
        case (.receivedAmount, false): "원"
        default: ""
        }
    }

    public func number(_ value: Int) -> String { Money(won: value).grouped }

    /// One reason, as a sentence without a full stop. In the app, the reasons a form shows under
    /// a field are short (the field says what it is about).
    public func reason(_ reason: RuleReason) -> String {
        if place == .app, let short = fieldReason(reason) { return short }
        switch reason {
        case .outOfRange(let which, let value, let allowed):
            // A year is written as a year (2026, not 2,026).
            let number = { (value: Int) in [.year, .periodYear].contains(which) ? String(value) : self.number(value) }
            let range =
                "\(number(allowed.lowerBound))\(english ? " to " : "~")\(number(allowed.upperBound))\(unit(which))"
            // Below a range that starts at 0: what the number must be, said first.
            let sign =
                value < 0 && allowed.lowerBound == 0
                ? (english ? "; \(field(which)) is 0 or more" : "; \(Korean.word(field(which), .topic)) 0 이상입니다") : ""
            return english
                ? "\(field(which)) \(number(value)) is outside \(range)" + sign
                : "\(field(which)) \(Korean.word(number(value) + unit(which), .topic)) 허용 범위(\(range))를 벗어납니다" + sign
        case .dateOutsideWindow(.today, let date, let allowed):
            let option = place == .commandLine
            return english
                ? "today, \(date), is outside the dates payday computes for, \(allowed.lowerBound) to \(allowed.upperBound)"
                    + (option ? "; give --today YYYY-MM-DD within them" : "")
                : "오늘(\(date))은 payday가 계산하는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다"
                    + (option ? "; 그 안의 날짜로 --today YYYY-MM-DD를 주세요" : "")
        case .dateOutsideWindow(.clock, let date, let allowed):
            let option = place == .commandLine
            return english
                ? "the system clock says today is \(date), outside the dates payday computes for, \(allowed.lowerBound) to \(allowed.upperBound); set the clock"
                    + (option ? ", or give --today YYYY-MM-DD" : "")
                : "시스템 시계의 오늘(\(date))이 payday가 계산하는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다; 시계를 맞추"
                    + (option ? "거나 --today YYYY-MM-DD를 주세요" : "세요")
        case .dateOutsideWindow(_, let date, let allowed):
            return english
                ? "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
                : "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .payday(let problem):
            return language.cadenceWords.ruleProblem(problem, commandLine: place == .commandLine)
        case .nameEmpty:
            return english ? "the name must not be empty" : "이름을 입력하세요"
        case .nameHasControlCharacter(let scalar):
            let code = String(format: "U+%04X", scalar.value)
            return english
                ? "the name holds an invisible or control character (\(code)); type it again"
                : "이름에 보이지 않는 문자나 제어 문자(\(code))가 있습니다; 다시 입력하세요"
        case .nameHasOuterSpace:
            return english ? "the name starts or ends with a space" : "이름 앞이나 뒤에 공백이 있습니다"
        case .nameNotComposed:
            return english ? "the name is not in composed Unicode (NFC)" : "이름이 조합형 유니코드(NFC)가 아닙니다"
        case .nameTaken(let existing):
            return english
                ? "there is already a workplace named \"\(existing)\"; choose another name"
                : "\"\(existing)\" 일터가 이미 있습니다; 다른 이름을 쓰세요"
        case .nameLooksLike(let existing):
            return english
                ? "the name looks the same as the workplace \"\(existing)\" (it differs only in spacing, width, invisible characters or case); choose a name that tells them apart"
                : "\"\(existing)\" 일터와 같아 보입니다 (띄어쓰기·전각/반각·보이지 않는 문자·대소문자만 다름); 구별되는 이름을 쓰세요"
        case .noSuchWorkplace(let name):
            return english
                ? "there is no workplace named \"\(name)\" (renamed or removed?)"
                : "\"\(name)\" 일터가 없습니다 (이름이 바뀌었거나 삭제됨)"
        case .noSuchShift(let workplace, let shift):
            return english
                ? "\(workplace) has no shift \(shift.label) any more (changed or removed)"
                    + (place == .commandLine ? "; list the shifts again with payday shift list" : "")
                : "\(workplace)에 \(shift.label) 근무가 더 이상 없습니다 (바뀌었거나 삭제됨)"
        case .breakNotShorter(let breakMinutes, let shiftMinutes):
            return english
                ? "a break of \(breakMinutes) minutes is as long as the shift (\(shiftMinutes) minutes) or longer"
                : "휴게 \(breakMinutes)분이 근무 시간(\(shiftMinutes)분)과 같거나 깁니다"
        case .overlaps(let workplace, let shift):
            return english
                ? "it overlaps the shift \(shift.label) at \(workplace)" : "\(workplace)의 근무 \(shift.label)와 겹칩니다"
        case .overlapsElsewhere(let workplace, let shift):
            return english
                ? "it overlaps the shift \(shift.label) at \(workplace): one person works at one place at a time"
                : "다른 일터 \(workplace)의 근무 \(shift.label)와 겹칩니다: 한 사람은 한 번에 한 곳에서만 일합니다"
        case .holdsOpenShift(let workplace, let open):
            return english
                ? "it holds the start of the open shift at \(workplace) (since \(open.label))"
                    + (place == .commandLine ? "; clock out first (payday clock out)" : "; clock out first")
                : "\(workplace)에서 출근 중인 근무(\(open.label)) 시작 시각을 포함합니다; 먼저 퇴근하세요"
        case .longShift(let shift):
            let hours = WorkTimeFormat.string(minutes: shift.lengthMinutes, language)
            return english
                ? "\(shift.label) lasts \(hours), more than 16 hours (a typo?)"
                    + (place == .commandLine ? "; if it is right, add --long" : "; confirm it if it is right")
                : "\(shift.label) 근무 길이 \(hours): 16시간을 넘습니다 (오타?)"
                    + (place == .commandLine ? "; 맞다면 --long을 붙이세요" : "; 맞다면 확인하세요")
        case .alreadyClockedIn(let workplace, let open):
            return english
                ? "already clocked in at \(workplace) since \(open.label); clock out there first"
                    + (place == .commandLine ? " (payday clock out)" : "")
                : "이미 \(workplace)에 \(open.label)부터 출근 중입니다; 먼저 퇴근하세요"
        case .clockInInsideShift(let moment, let workplace, let shift):
            return english
                ? "\(moment.label) is inside the shift \(shift.label) at \(workplace); clock in after it ends"
                : "\(Korean.word(moment.label, .topic)) \(workplace)의 근무 \(shift.label) 중입니다; 그 근무가 끝난 뒤에 출근하세요"
        case .nothingOpen(let workplace):
            return english
                ? "nothing is open at \(workplace); clock in first"
                    + (place == .commandLine ? " (payday clock in)" : "")
                : "\(workplace)에 출근 기록이 없습니다; 먼저 출근하세요"
        case .noSuchOpenShift(let workplace, let open):
            return english
                ? "\(workplace) has no shift open since \(open.label) any more (clocked out or changed)"
                    + (place == .commandLine ? "; see payday clock status" : "")
                : "\(workplace)에 \(open.label)부터 출근 중인 근무가 더 이상 없습니다 (퇴근했거나 바뀜)"
        case .endNotAfterStart(let end, let workplace, let open):
            return english
                ? "\(end.label) is not after the start of the shift open since \(open.label) at \(workplace)"
                : "\(Korean.word(end.label, .topic)) \(workplace)에서 \(open.label)에 시작한 근무보다 늦지 않습니다"
        case .openLongerThanADay(let workplace, let open):
            return english
                ? "the shift open since \(open.label) at \(workplace) would last more than 24 hours"
                    + (place == .commandLine
                        ? "; give the time you left with --date and --at" : "; give the time you left")
                : "\(workplace)에서 \(open.label)부터의 근무가 24시간을 넘습니다; 퇴근한 시각을 입력하세요"
        case .planProblem(let workplace, let problem):
            return "\(workplace): " + plan(problem)
        case .absenceExists(let workplace, let absence):
            return english
                ? "\(workplace) already has an absence on \(absence.date) (\(kind(absence.kind))); remove it first"
                    + (place == .commandLine ? " (payday absence remove)" : "")
                : "\(workplace)에는 \(absence.date)에 이미 결근 사유(\(kind(absence.kind)))가 있습니다; 먼저 지우세요"
        case .noSuchAbsence(let workplace, let absence):
            return english
                ? "\(workplace) has no absence \(kind(absence.kind)) on \(absence.date) any more"
                : "\(workplace)에는 \(absence.date)의 결근 사유(\(kind(absence.kind)))가 이제 없습니다"
        case .noSuchScheduleEntry(let workplace, let entry):
            return english
                ? "\(workplace) has no schedule \(entry.label) from \(entry.from) any more (changed or removed)"
                    + (place == .commandLine ? "; list it again with payday schedule list" : "")
                : "\(workplace)에는 \(entry.from)부터의 일정 \(Korean.word(entry.label, .subject)) 이제 없습니다 (바뀌었거나 지워짐)"
        case .receiptRefused(let workplace, .amountOutOfRange(let amount)):
            return english
                ? "\(workplace): \(number(amount)) won is outside 0 to \(number(Receipt.maximumAmount))"
                : "\(workplace): \(number(amount))원은 0~\(number(Receipt.maximumAmount))원 밖입니다"
        case .receiptRefused(let workplace, .dateOutsideWindow(let date, let allowed)):
            return english
                ? "\(workplace): \(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
                : "\(workplace): \(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .receiptRefused(let workplace, .periodRepeated):
            return english
                ? "\(workplace) already has a receipt for that period; one receipt a period"
                : "\(workplace)에는 그 기간의 수령액이 이미 있습니다; 기간마다 하나"
        case .wageDateRepeated(let date):
            return english ? "two wages from \(date); one wage a date" : "\(date)부터의 시급이 둘입니다; 날짜마다 하나"
        case .workerRefused(let problem):
            return worker(problem)
        }
    }

    /// The worker's own fields: the command line names its options, the app its fields.
    public func worker(_ problem: Worker.Problem) -> String {
        let cli = place == .commandLine
        switch problem {
        case .dependantsOutOfRange(let count):
            let range =
                "\(Worker.dependantsRange.lowerBound)\(english ? " to " : "~")\(Worker.dependantsRange.upperBound)"
            return english
                ? "\(cli ? "--dependants" : "dependants") \(count) must be \(range) (the worker counts as one)"
                : "\(cli ? "--dependants" : "부양가족 수") \(count)명은 \(range)명이어야 합니다 (본인 포함)"
        case .negativeChildren(let count):
            return english
                ? "\(cli ? "--children" : "children") \(count) must not be negative"
                : "\(cli ? "--children" : "자녀 수") \(count)명: 0 이상이어야 합니다"
        case .moreChildrenThanDependants(let children, let dependants):
            let most = max(dependants - 1, 0)
            return english
                ? "\(cli ? "--children" : "children") \(children) is more than "
                    + (dependants == 1 ? "the 1 dependant allows" : "the \(dependants) dependants allow")
                    + " (at most \(most): "
                    + "the children are counted among the dependants, with the worker)"
                : "\(cli ? "--children" : "자녀 수") \(children)명은 부양가족 \(dependants)명으로는 많습니다 (최대 \(most)명: "
                    + "자녀는 본인과 함께 부양가족에 포함됩니다)"
        case .withholdingRateNotAllowed(let rate):
            return english
                ? "\(cli ? "--withholding-rate" : "the withholding rate") \(rate) must be \(withholdingRates)"
                : "\(cli ? "--withholding-rate" : "원천징수 비율") \(rate)%는 \(withholdingRates) 중 하나여야 합니다"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return english
                ? "\(cli ? "--birth-date" : "the birth date") \(date) is outside \(range.lowerBound) to \(range.upperBound) (a digit missing from the year?)"
                : "\(cli ? "--birth-date" : "생년월일") \(Korean.word(date, .topic)) \(range.lowerBound)~\(range.upperBound) 밖입니다 (연도의 숫자가 빠졌나요?)"
        }
    }

    /// An absence's kind: `closed`, `휴업`.
    public func kind(_ kind: Absence.Kind) -> String {
        switch (kind, english) {
        case (.leave, true): "leave"
        case (.sick, true): "sick"
        case (.off, true): "off"
        case (.closed, true): "closed"
        case (.leave, false): "연차"
        case (.sick, false): "병가"
        case (.off, false): "휴무"
        case (.closed, false): "휴업"
        }
    }

    /// Where a plan's problem is: `schedule entry 2`, `absence 1` (numbered from 1, as the
    /// command line lists them).
    func planPlace(_ place: PlanRules.Place) -> String {
        switch (place, english) {
        case (.schedule(let index, _), true): "schedule entry \(index + 1)"
        case (.schedule(let index, _), false): "일정 \(index + 1)번"
        case (.absence(let index, _), true): "absence \(index + 1)"
        case (.absence(let index, _), false): "결근 사유 \(index + 1)번"
        case (.endDate, true): "the last day of work"
        case (.endDate, false): "마지막 근무일"
        }
    }

    /// A problem of the plans, with where it is.
    public func plan(_ problem: PlanRules.Problem) -> String {
        let at = planPlace(problem.place)
        switch problem.reason {
        case .noDays:
            return english ? "\(at) lists no day" : "\(at)에 요일이 없습니다"
        case .dayRepeated(let day):
            return english ? "\(at) lists \(day.shortName) twice" : "\(at)에 \(day.koreanName)요일이 두 번 있습니다"
        case .breakTooLong(let breakMinutes, let length):
            return english
                ? "the break of \(at) (\(breakMinutes) minutes) is as long as its shift (\(length) minutes) or longer"
                : "\(at)의 휴게 시간(\(breakMinutes)분)이 근무 시간(\(length)분)보다 짧지 않습니다"
        case .untilBeforeFrom(let from, let until):
            return english
                ? "\(at) ends on \(until), before it starts (\(from))"
                : "\(at)의 마지막 날(\(until))이 첫날(\(from))보다 앞섭니다"
        case .entriesOverlap(let other, let date):
            return english
                ? "\(at) plans a shift that overlaps schedule entry \(other + 1) (first on \(date)); one person works one shift at a time"
                : "\(at)의 근무가 일정 \(other + 1)번과 겹칩니다 (처음 \(date)); 한 사람은 한 번에 한 근무만 합니다"
        case .absenceRepeated(let other):
            return english
                ? "\(at) is on the same date as absence \(other + 1); one absence a date"
                : "\(Korean.word(at, .subject)) 결근 사유 \(other + 1)번과 같은 날입니다; 날짜마다 하나"
        case .endBeforeStart(let start, let end):
            return english
                ? "the last day of work (\(end)) is before the first (\(start))"
                : "마지막 근무일(\(end))이 첫 근무일(\(start))보다 앞섭니다"
        }
    }

    /// The short words under a form's field, for the reasons a form shows.
    func fieldReason(_ reason: RuleReason) -> String? {
        switch reason {
        case .outOfRange(let which, _, let allowed):
            let range = "\(number(allowed.lowerBound))\(english ? " to " : "~")\(number(allowed.upperBound))"
            return which == .wage ? range + unit(which) : range
        case .nameTaken:
            return english ? "another workplace has this name" : "같은 이름의 일터가 있습니다"
        case .nameLooksLike(let existing):
            return english ? "looks the same as \"\(existing)\"" : "\"\(existing)\"와 같아 보입니다"
        case .overlaps(_, let shift):
            return english ? "overlaps the shift \(shift.label)" : "근무 \(shift.label)와 겹칩니다"
        case .overlapsElsewhere(let workplace, let shift):
            return english ? "overlaps \(shift.label) at \(workplace)" : "\(workplace) 근무 \(shift.label)와 겹칩니다"
        case .breakNotShorter(_, let minutes):
            return english ? "must be shorter than the shift (\(minutes) min)" : "근무 시간(\(minutes)분)보다 짧아야 합니다"
        case .holdsOpenShift(_, let open):
            return english ? "holds the open shift's start (\(open.label))" : "출근 중인 근무(\(open.label))와 겹칩니다"
        case .longShift(let shift):
            let hours = WorkTimeFormat.string(minutes: shift.lengthMinutes, language)
            return english ? "\(hours): over 16 hours" : "\(hours): 16시간 초과"
        case .receiptRefused(_, .amountOutOfRange):
            return english
                ? "0 to \(number(Receipt.maximumAmount)) won" : "0~\(number(Receipt.maximumAmount))원"
        case .receiptRefused(_, .dateOutsideWindow(_, let allowed)):
            return english
                ? "\(allowed.lowerBound) to \(allowed.upperBound)" : "\(allowed.lowerBound)~\(allowed.upperBound)"
        case .workerRefused(.dependantsOutOfRange):
            let range =
                "\(Worker.dependantsRange.lowerBound)\(english ? " to " : "~")\(Worker.dependantsRange.upperBound)"
            return english ? "\(range), you included" : "\(range)명 (본인 포함)"
        case .workerRefused(.moreChildrenThanDependants(_, let dependants)):
            let most = max(dependants - 1, 0)
            return english ? "max \(most): dependants−1" : "최대 \(most)명(부양가족−1)"
        case .workerRefused(.negativeChildren):
            return english ? "0 or more" : "0 이상"
        case .workerRefused(.withholdingRateNotAllowed):
            return english ? withholdingRates : "\(withholdingRates) 중 하나"
        case .workerRefused(.birthDateOutOfRange):
            let range = Worker.birthDates
            return "\(range.lowerBound)\(english ? " to " : "~")\(range.upperBound)"
        default:
            return nil
        }
    }

    /// The withholding rates a worker may choose (`Worker.withholdingRates`): `80, 100 or 120`,
    /// `80, 100, 120`.
    public var withholdingRates: String {
        let rates = Worker.withholdingRates.map(String.init)
        guard english, let last = rates.last, rates.count > 1 else { return rates.joined(separator: ", ") }
        return rates.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Several reasons, joined.
    public func reasons(_ reasons: [RuleReason]) -> String {
        reasons.map(reason).joined(separator: english ? "; and " : "; 또한 ")
    }
}
