import FoundationEssentials
import Payroll

extension Korean: ReasonWords {
    public func fieldName(_ field: DataField) -> String {
        switch field {
        case .periodYear: "기간의 연도"
        case .year: "연도"
        case .receivedAmount: "금액"
        case .dependants: "부양가족 수"
        case .wage: "시급"
        case .employees: "직원 수"
        case .paydayDay: "급여일"
        case .periodStartDay: "정산 시작일"
        case .contractWeeklyHours: "주 계약 시간"
        case .breakMinutes: "휴게 시간"
        case .paydayEvery, .paydayLagDays: self.field(field, commandLine: false)
        case .contractYears: "계약 기간(년)"
        }
    }

    public func unit(_ field: DataField) -> String {
        switch field {
        case .wage, .receivedAmount: "원"
        case .breakMinutes: "분"
        case .contractWeeklyHours: "시간"
        case .contractYears: "년"
        case .employees, .paydayDay, .periodStartDay, .year, .periodYear, .dependants, .paydayEvery, .paydayLagDays: ""
        }
    }

    public func span(_ low: String, _ high: String) -> String { "\(low)~\(high)" }

    public func reason(_ reason: RuleReason, place: RuleWords.Place) -> String {
        let cli = place == .commandLine
        switch reason {
        case .outOfRange(let which, let value, let allowed):
            let sign = isBelowZero(value, allowed) ? "; \(Korean.word(field(which, place: place), .topic)) 0 이상입니다" : ""
            let given = Korean.word(figure(value, of: which) + unit(which), .topic)
            return "\(field(which, place: place)) \(given) 허용 범위(\(self.allowed(allowed, of: which)))를 벗어납니다" + sign
        case .dateOutsideWindow(.today, let date, let allowed):
            return "오늘(\(date))은 payday가 계산하는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다"
                + (cli ? "; 그 안의 날짜로 --today YYYY-MM-DD를 주세요" : "")
        case .dateOutsideWindow(.clock, let date, let allowed):
            return "시스템 시계의 오늘(\(date))이 payday가 계산하는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다; 시계를 맞추"
                + (cli ? "거나 --today YYYY-MM-DD를 주세요" : "세요")
        case .dateOutsideWindow(_, let date, let allowed):
            return "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .payday(let problem):
            return ruleProblem(problem, commandLine: place == .commandLine)
        case .nameEmpty:
            return "이름을 입력하세요"
        case .nameHasControlCharacter(let scalar):
            return "이름에 보이지 않는 문자나 제어 문자(\(scalar.codePoint))가 있습니다; 다시 입력하세요"
        case .nameHasOuterSpace:
            return "이름 앞이나 뒤에 공백이 있습니다"
        case .nameNotComposed:
            return "이름이 조합형 유니코드(NFC)가 아닙니다"
        case .nameTaken(let existing):
            return "\"\(existing)\" 일터가 이미 있습니다; 다른 이름을 쓰세요"
        case .nameLooksLike(let existing):
            return "\"\(existing)\" 일터와 같아 보입니다 (띄어쓰기·전각/반각·보이지 않는 문자·대소문자만 다름); 구별되는 이름을 쓰세요"
        case .noSuchWorkplace(let name):
            return "\"\(name)\" 일터가 없습니다 (이름이 바뀌었거나 삭제됨)"
        case .noSuchShift(let workplace, let shift):
            return "\(workplace)에 \(shift.label) 근무가 더 이상 없습니다 (바뀌었거나 삭제됨)"
        case .breakNotShorter(let breakMinutes, let shiftMinutes):
            return "휴게 \(breakMinutes)분이 근무 시간(\(shiftMinutes)분)과 같거나 깁니다"
        case .overlaps(let workplace, let shift):
            return "\(workplace)의 근무 \(Korean.word(shift.label, .and)) 겹칩니다"
        case .overlapsElsewhere(let workplace, let shift):
            return "다른 일터 \(workplace)의 근무 \(Korean.word(shift.label, .and)) 겹칩니다: 한 사람은 한 번에 한 곳에서만 일합니다"
        case .holdsOpenShift(let workplace, let open):
            return "\(workplace)에서 출근 중인 근무(\(open.label)) 시작 시각을 포함합니다; 먼저 퇴근하세요"
        case .longShift(let shift):
            return
                "\(shift.label) 근무 길이 \(WorkTimeFormat.string(minutes: shift.lengthMinutes, .korean)): 16시간을 넘습니다 (오타?)"
                + (cli ? "; 맞다면 --long을 붙이세요" : "; 맞다면 확인하세요")
        case .alreadyClockedIn(let workplace, let open):
            return "이미 \(workplace)에 \(open.label)부터 출근 중입니다; 먼저 퇴근하세요"
        case .clockInInsideShift(let moment, let workplace, let shift):
            return "\(Korean.word(moment.label, .topic)) \(workplace)의 근무 \(shift.label) 중입니다; 그 근무가 끝난 뒤에 출근하세요"
        case .clockInBeforeShift(let moment, let workplace, let shift):
            return ClockWords.words(false).clockInBeforeShift(moment, workplace: workplace, shift)
        case .nothingOpen(let workplace):
            return "\(workplace)에 출근 기록이 없습니다; 먼저 출근하세요"
        case .noSuchOpenShift(let workplace, let open):
            return "\(workplace)에 \(open.label)부터 출근 중인 근무가 더 이상 없습니다 (퇴근했거나 바뀜)"
        case .endNotAfterStart(let end, let workplace, let open):
            return "\(Korean.word(end.label, .topic)) \(workplace)에서 \(open.label)에 시작한 근무보다 늦지 않습니다"
        case .openLongerThanADay(let workplace, let open):
            return "\(workplace)에서 \(open.label)부터의 근무가 24시간을 넘습니다; 퇴근한 시각을 입력하세요"
        case .planProblem(let workplace, let problem):
            return "\(workplace): " + plan(problem)
        case .absenceExists(let workplace, let absence):
            return "\(workplace)에는 \(absence.date)에 이미 결근 사유(\(kind(absence.kind)))가 있습니다; 먼저 지우세요"
        case .noSuchAbsence(let workplace, let absence):
            return "\(workplace)에는 \(absence.date)의 결근 사유(\(kind(absence.kind)))가 이제 없습니다"
        case .noSuchScheduleEntry(let workplace, let entry):
            return "\(workplace)에는 \(entry.from)부터의 일정 \(Korean.word(entry.label, .subject)) 이제 없습니다 (바뀌었거나 지워짐)"
        case .receiptRefused(let workplace, .amountOutOfRange(let amount)):
            return "\(workplace): \(Money(won: amount).grouped)원은 \(receiptAmounts) 밖입니다"
        case .receiptRefused(let workplace, .dateOutsideWindow(let date, let allowed)):
            return
                "\(workplace): \(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .receiptRefused(let workplace, .periodRepeated):
            return "\(workplace)에는 그 기간의 수령액이 이미 있습니다; 기간마다 하나"
        case .noSuchReceipt(let workplace, let period):
            return "\(workplace)에는 \(period)의 수령액 기록이 없습니다"
        case .wageDateRepeated(let date):
            return "\(date)부터의 시급이 둘입니다; 날짜마다 하나"
        case .workerRefused(let problem):
            return worker(problem, place: place)
        }
    }

    public func shortReason(_ reason: RuleReason) -> String? {
        switch reason {
        case .outOfRange(let which, _, let allowed): return shortRange(allowed, of: which)
        case .nameTaken: return "같은 이름의 일터가 있습니다"
        case .nameLooksLike(let existing): return "\(Korean.word("\"\(existing)\"", .and)) 같아 보입니다"
        case .overlaps(_, let shift): return "근무 \(Korean.word(shift.label, .and)) 겹칩니다"
        case .overlapsElsewhere(let workplace, let shift):
            return "\(workplace) 근무 \(Korean.word(shift.label, .and)) 겹칩니다"
        case .breakNotShorter(_, let minutes): return "근무 시간(\(minutes)분)보다 짧아야 합니다"
        case .holdsOpenShift(_, let open): return "출근 중인 근무(\(open.label))와 겹칩니다"
        case .longShift(let shift): return "\(WorkTimeFormat.string(minutes: shift.lengthMinutes, .korean)): 16시간 초과"
        case .receiptRefused(_, .amountOutOfRange): return receiptAmounts
        case .receiptRefused(_, .dateOutsideWindow(_, let allowed)): return span(allowed.lowerBound, allowed.upperBound)
        case .workerRefused(.dependantsOutOfRange): return "\(dependantsSpan)명 (본인 포함)"
        case .workerRefused(.moreChildrenThanDependants(_, let dependants)):
            return "최대 \(mostChildren(dependants))명(부양가족−1)"
        case .workerRefused(.negativeChildren): return "0 이상"
        case .workerRefused(.withholdingRateNotAllowed): return "\(withholdingRates) 중 하나"
        case .workerRefused(.birthDateOutOfRange):
            return span(Worker.birthDates.lowerBound, Worker.birthDates.upperBound)
        default: return nil
        }
    }

    public func worker(_ problem: Worker.Problem, place: RuleWords.Place) -> String {
        let cli = place == .commandLine
        switch problem {
        case .dependantsOutOfRange(let count):
            return "\(cli ? "--dependants" : "부양가족 수") \(count)명은 \(dependantsSpan)명이어야 합니다 (본인 포함)"
        case .negativeChildren(let count):
            return "\(cli ? "--children" : "자녀 수") \(count)명: 0 이상이어야 합니다"
        case .moreChildrenThanDependants(let children, let dependants):
            return "\(cli ? "--children" : "자녀 수") \(children)명은 부양가족 \(dependants)명으로는 많습니다 "
                + "(최대 \(mostChildren(dependants))명: 자녀는 본인과 함께 부양가족에 포함됩니다)"
        case .withholdingRateNotAllowed(let rate):
            return "\(cli ? "--withholding-rate" : "원천징수 비율") \(rate)%는 \(withholdingRates) 중 하나여야 합니다"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return
                "\(cli ? "--birth-date" : "생년월일") \(Korean.word(date, .topic)) \(range.lowerBound)~\(range.upperBound) 밖입니다 (연도의 숫자가 빠졌나요?)"
        }
    }

    public func kind(_ kind: Absence.Kind) -> String {
        switch kind {
        case .leave: "연차"
        case .sick: "병가"
        case .off: "휴무"
        case .closed: "휴업"
        }
    }

    public func planPlace(_ place: PlanRules.Place) -> String {
        switch place {
        case .schedule(let index, _): "일정 \(index + 1)번"
        case .absence(let index, _): "결근 사유 \(index + 1)번"
        case .endDate: "마지막 근무일"
        }
    }

    public func plan(_ problem: PlanRules.Problem) -> String {
        let at = planPlace(problem.place)
        switch problem.reason {
        case .noDays:
            return "\(at)에 요일이 없습니다"
        case .dayRepeated(let day):
            return "\(at)에 \(day.koreanName)요일이 두 번 있습니다"
        case .breakTooLong(let breakMinutes, let length):
            return "\(at)의 휴게 시간(\(breakMinutes)분)이 근무 시간(\(length)분)보다 짧지 않습니다"
        case .untilBeforeFrom(let from, let until):
            return "\(at)의 마지막 날(\(until))이 첫날(\(from))보다 앞섭니다"
        case .entriesOverlap(let other, let date):
            return "\(at)의 근무가 일정 \(other + 1)번과 겹칩니다 (처음 \(date)); 한 사람은 한 번에 한 근무만 합니다"
        case .absenceRepeated(let other):
            return "\(Korean.word(at, .subject)) 결근 사유 \(other + 1)번과 같은 날입니다; 날짜마다 하나"
        case .endBeforeStart(let start, let end):
            return "마지막 근무일(\(end))이 첫 근무일(\(start))보다 앞섭니다"
        }
    }

    public var withholdingRates: String { Worker.withholdingRates.map(String.init).joined(separator: ", ") }

    public var andAlso: String { "; 또한 " }
}
