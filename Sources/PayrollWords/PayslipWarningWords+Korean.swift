import Payroll

extension Korean: PayslipWarningWords {
    public func warning(_ warning: PayslipWarning) -> String {
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, .korean) }
        switch warning {
        case .belowMinimumWage(let hourly, let minimum, let year, let minutes):
            let named = "시급 \(Money(won: hourly).grouped)원은 \(year)년 최저임금 \(Money(won: minimum).grouped)원보다 적습니다"
            guard minutes > 0 else { return named }
            return named
                + ": \(time(minutes)) × (\(Money(won: minimum).grouped) − \(Money(won: hourly).grouped)) = "
                + "\(warning.minimumWageShortfall.formatted(.korean)) 부족"
        case .holidaysNotKnown(let year):
            return "\(year)년 공휴일 정보가 없습니다; Data/holidays.json에 추가하세요"
        case .ratesNotKnown(let month, let figures):
            return "\(month) 기준 \(figures.map { $0.name(.korean) }.joined(separator: ", ")) 미발표: 최근 값을 적용했습니다"
        case .underSixtyHoursInsured(let minutes):
            return "이번 기간 \(time(minutes)), 월 60시간 미만: 보통 국민연금·건강보험 가입 대상이 아닙니다; 계약을 확인하세요"
        case .underSixtyHoursContracted(let weekly, let monthly):
            return "계약 주 \(time(weekly)), 월 약 \(time(monthly)): 월 60시간 미만이면 보통 국민연금·건강보험 의무 가입 "
                + "대상이 아닙니다; 보험료는 파일대로 공제했습니다, 계약을 확인하세요"
        case .floorsNotYetApplied:
            return "지금까지 기준: 보험료 월 하한은 기간이 끝난 뒤 적용됩니다"
        case .allowanceLostForMissedDays(let sunday, let missed):
            return "\(sunday)까지의 주: 근무일 \(days(missed)) 결근으로 주휴수당 없음"
        case .shutdownUnpaidUnderFive(let dates):
            return "사업주 사정으로 쉰 날 \(days(dates)): 5인 미만 사업장은 휴업수당(70%) 없음"
        case .leaveWithoutEntitlement(let dates):
            return "연차로 쉰 날 \(days(dates)): 연차가 없는 일자리(5인 미만 또는 주 15시간 미만)라 무급입니다"
        case .partTimeExtraHours(let minutes, let hours):
            return "주 소정 \(hours)시간을 넘긴 \(time(minutes)): 연장 가산 50% 포함 (기간제법 제6조)"
        case .shortBreaks(let shifts):
            let first = shifts[0]
            let more = shifts.count > 1 ? " 외 \(shifts.count - 1)건" : ""
            return "휴게시간 부족: \(shortDate(first.date)) \(first.breakMinutes)분 (법정 최소 \(first.required)분)\(more); "
                + "사용자의 의무입니다 (근로기준법 제54조)"
        case .probationWage(let until, let minimum):
            return "수습 \(until)까지: 최저임금의 90%(\(Money(won: minimum).grouped)원) 적용 가능 (최저임금법 제5조)"
        case .probationNotLawful(let reasons):
            let why = reasons.map(probationReason).joined(separator: ", ")
            return "수습 감액(최저임금 90%) 불가: \(why) (최저임금법 제5조)"
        case .minorLongDays(let dates):
            return "18세 미만: \(dateList(dates)) 하루 7시간 초과; 연소자는 1일 7시간까지 (근로기준법 제69조)"
        case .minorLongWeeks(let mondays):
            return "18세 미만: \(dateList(mondays)) 시작 주 35시간 초과; 연소자는 1주 35시간까지 (근로기준법 제69조)"
        case .minorNightOrHolidayWork(let dates):
            return "18세 미만: \(dateList(dates)) 야간·휴일근로는 본인 동의와 고용노동부 인가가 필요합니다 (근로기준법 제70조)"
        case .weeklyOvertimeOverCap(let mondays):
            return "\(dateList(mondays)) 시작 주 연장근로 12시간 초과; 1주 12시간 한도 (근로기준법 제53조)"
        case .partTimeBeyondPlan, .paydayBeforeWithholdingTables:
            return warning.lawCaseText(.korean)
        case .monthlyDeductionsOnTotal(let month, let total, let payments):
            return monthlyDeductions(month: month, total: total, payments: payments)
        case .monthlyDeductionsOnLastPayday(let month, let lastPayday):
            return monthlyDeductionsLater(month: month, lastPayday: lastPayday)
        case .sickDaysExcused, .allowanceLostForSickDays, .leaveBeyondBalance, .sickDaysPaid:
            return warning.sickDayText(.korean)
        case .taxFreePremiumsTaxed, .taxFreePremiumsCapReached, .taxFreeNotForThisRule:
            return warning.taxFreeText(.korean)
        case .withholdingTableMissing:
            return "요율 파일 옆에 간이세액표가 없어 소득세를 계산하지 않았습니다"
        case .smallAmountExemption(let tax):
            return "일용근로 소득세 \(Money(won: tax).grouped)원은 1,000원 미만이라 징수하지 않습니다 (소득세법 제86조)"
        }
    }

    public func probationReason(_ reason: ProbationReason) -> String {
        switch reason {
        case .contractUnderOneYear(let years): "근로계약 \(years)년 (1년 이상이어야 함)"
        case .simpleLabour: "단순노무 업무는 제외"
        case .ended(let until): "수습이 \(until)에 끝남"
        case .beyondThreeMonths(let start): "\(start)부터 3개월 경과"
        }
    }

    public func shortDate(_ date: LocalDate) -> String { "\(date.month)월 \(date.day)일" }

    public func dayAndDate(_ date: LocalDate) -> String { "\(date)(\(date.weekday.koreanName))" }

    public func moreDates(_ count: Int) -> String { " 외 \(count)일" }
}
