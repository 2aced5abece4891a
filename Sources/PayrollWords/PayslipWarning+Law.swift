import Payroll

/// The wording of the law's notes (docs/payroll.md, "Taxes and the law's limits"), English and
/// Korean, each with the article it rests on.
extension PayslipWarning {
    func lawText(_ language: PayrollLanguage) -> String {
        let english = language == .english
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }
        func days(_ dates: [LocalDate]) -> String { Self.dateList(dates, language) }
        switch self {
        case .partTimeExtraHours(let minutes, let hours):
            return english
                ? "\(time(minutes)) beyond the \(hours)h weekly contract: 50% premium in the overtime row "
                    + "(Fixed-term and Part-time Workers Act art. 6)"
                : "주 소정 \(hours)시간을 넘긴 \(time(minutes)): 연장 가산 50% 포함 (기간제법 제6조)"
        case .shortBreaks(let shifts):
            let first = shifts[0]
            let more = shifts.count > 1 ? (english ? " and \(shifts.count - 1) more" : " 외 \(shifts.count - 1)건") : ""
            return english
                ? "short break on \(Self.date(first.date, language)): \(first.breakMinutes) min where the law requires "
                    + "\(first.required)\(more); the employer must give it (Labor Standards Act art. 54)"
                : "휴게시간 부족: \(Self.date(first.date, language)) \(first.breakMinutes)분 (법정 최소 \(first.required)분)\(more); "
                    + "사용자의 의무입니다 (근로기준법 제54조)"
        case .probationWage(let until, let minimum):
            return english
                ? "probation until \(until): 90% of the minimum wage (\(Money(won: minimum).grouped)) is lawful "
                    + "(Minimum Wage Act art. 5)"
                : "수습 \(until)까지: 최저임금의 90%(\(Money(won: minimum).grouped)원) 적용 가능 (최저임금법 제5조)"
        case .probationNotLawful(let reasons):
            let why = reasons.map { Self.reasonText($0, language) }.joined(separator: english ? "; " : ", ")
            return english
                ? "probation does not allow 90% of the minimum wage here: \(why) (Minimum Wage Act art. 5)"
                : "수습 감액(최저임금 90%) 불가: \(why) (최저임금법 제5조)"
        case .minorLongDays(let dates):
            return english
                ? "under 18: more than 7 hours on \(days(dates)); a minor's limit is 7 a day (Labor Standards Act art. 69)"
                : "18세 미만: \(days(dates)) 하루 7시간 초과; 연소자는 1일 7시간까지 (근로기준법 제69조)"
        case .minorLongWeeks(let mondays):
            return english
                ? "under 18: more than 35 hours in the week of \(days(mondays)); a minor's limit is 35 a week "
                    + "(Labor Standards Act art. 69)"
                : "18세 미만: \(days(mondays)) 시작 주 35시간 초과; 연소자는 1주 35시간까지 (근로기준법 제69조)"
        case .minorNightOrHolidayWork(let dates):
            return english
                ? "under 18: night or holiday work on \(days(dates)) needs the minor's consent and the Ministry's "
                    + "approval (Labor Standards Act art. 70)"
                : "18세 미만: \(days(dates)) 야간·휴일근로는 본인 동의와 고용노동부 인가가 필요합니다 (근로기준법 제70조)"
        case .weeklyOvertimeOverCap(let mondays):
            return english
                ? "more than 12 hours of overtime in the week of \(days(mondays)); the limit is 12 a week "
                    + "(Labor Standards Act art. 53)"
                : "\(days(mondays)) 시작 주 연장근로 12시간 초과; 1주 12시간 한도 (근로기준법 제53조)"
        case .withholdingTableMissing:
            return english
                ? "no withholding table was found beside the rates file; income tax is not computed"
                : "요율 파일 옆에 간이세액표가 없어 소득세를 계산하지 않았습니다"
        case .smallAmountExemption(let tax):
            return english
                ? "day worker's tax \(Money(won: tax).grouped) won is under 1,000: not withheld (Income Tax Act art. 86)"
                : "일용근로 소득세 \(Money(won: tax).grouped)원은 1,000원 미만이라 징수하지 않습니다 (소득세법 제86조)"
        case .partTimeBeyondPlan, .paydayBeforeWithholdingTables:
            return lawCaseText(language)
        default:
            return text(language)
        }
    }

    static func reasonText(_ reason: ProbationReason, _ language: PayrollLanguage) -> String {
        let english = language == .english
        switch reason {
        case .contractUnderOneYear(let years):
            return english
                ? "the contract is \(years) years, under 1" : "근로계약 \(years)년 (1년 이상이어야 함)"
        case .simpleLabour:
            return english ? "simple manual work is excluded" : "단순노무 업무는 제외"
        case .ended(let until):
            return english ? "the probation ended on \(until)" : "수습이 \(until)에 끝남"
        case .beyondThreeMonths(let start):
            return english ? "more than 3 months since \(start)" : "\(start)부터 3개월 경과"
        }
    }

    /// `Nov 3` / `11월 3일`.
    static func date(_ date: LocalDate, _ language: PayrollLanguage) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return language == .english ? "\(months[date.month - 1]) \(date.day)" : "\(date.month)월 \(date.day)일"
    }

    /// Up to three dates, then how many more.
    static func dateList(_ dates: [LocalDate], _ language: PayrollLanguage) -> String {
        let shown = dates.prefix(3).map { date($0, language) }.joined(separator: ", ")
        guard dates.count > 3 else { return shown }
        return language == .english ? "\(shown) and \(dates.count - 3) more" : "\(shown) 외 \(dates.count - 3)일"
    }
}
