import Payroll

extension Korean: PayslipWarningWords {
    public func belowMinimumWage(hourly: String, minimum: String, year: Int) -> String {
        "시급 \(hourly)원은 \(year)년 최저임금 \(minimum)원보다 적습니다"
    }
    public func minimumWageShort(_ shortfall: String) -> String { "\(shortfall) 부족" }
    public func holidaysNotKnown(year: Int) -> String { "\(year)년 공휴일 정보가 없습니다; Data/holidays.json에 추가하세요" }
    public func ratesNotKnown(month: PayPeriod, figures: [String]) -> String {
        "\(month) 기준 \(figures.joined(separator: ", ")) 미발표: 최근 값을 적용했습니다"
    }
    public func underSixtyHoursInsured(_ time: String) -> String {
        "이번 기간 \(time), 월 60시간 미만: 보통 국민연금·건강보험 가입 대상이 아닙니다; 계약을 확인하세요"
    }
    public func underSixtyHoursContracted(weekly: String, monthly: String) -> String {
        "계약 주 \(weekly), 월 약 \(monthly): 월 60시간 미만이면 보통 국민연금·건강보험 의무 가입 "
            + "대상이 아닙니다; 보험료는 파일대로 공제했습니다, 계약을 확인하세요"
    }
    public var floorsNotYetApplied: String { "지금까지 기준: 보험료 월 하한은 기간이 끝난 뒤 적용됩니다" }
    public func allowanceLostForMissedDays(sunday: LocalDate, days: String) -> String {
        "\(sunday)까지의 주: 근무일 \(days) 결근으로 주휴수당 없음"
    }
    public func shutdownUnpaidUnderFive(days: String) -> String {
        "사업주 사정으로 쉰 날 \(days): 5인 미만 사업장은 휴업수당(70%) 없음"
    }
    public func leaveWithoutEntitlement(days: String) -> String {
        "연차로 쉰 날 \(days): 연차가 없는 일자리(5인 미만 또는 주 15시간 미만)라 무급입니다"
    }
    public func partTimeExtraHours(_ time: String, contractHours: ContractHours) -> String {
        "주 소정 \(contractHours)시간을 넘긴 \(time): 연장 가산 50% 포함 (기간제법 제6조)"
    }
    public func shortBreak(date: String, minutes: Int, required: Int, more: String) -> String {
        "휴게시간 부족: \(date) \(minutes)분 (법정 최소 \(required)분)\(more); 사용자의 의무입니다 (근로기준법 제54조)"
    }
    public func moreBreaks(_ count: Int) -> String { " 외 \(count)건" }
    public func probationWage(until: LocalDate, minimum: String) -> String {
        "수습 \(until)까지: 최저임금의 90%(\(minimum)원) 적용 가능 (최저임금법 제5조)"
    }
    public func probationNotLawful(_ reasons: [String]) -> String {
        "수습 감액(최저임금 90%) 불가: \(reasons.joined(separator: ", ")) (최저임금법 제5조)"
    }
    public func minorLongDays(_ dates: String) -> String {
        "18세 미만: \(dates) 하루 7시간 초과; 연소자는 1일 7시간까지 (근로기준법 제69조)"
    }
    public func minorLongWeeks(_ mondays: String) -> String {
        "18세 미만: \(mondays) 시작 주 35시간 초과; 연소자는 1주 35시간까지 (근로기준법 제69조)"
    }
    public func minorNightOrHolidayWork(_ dates: String) -> String {
        "18세 미만: \(dates) 야간·휴일근로는 본인 동의와 고용노동부 인가가 필요합니다 (근로기준법 제70조)"
    }
    public func weeklyOvertimeOverCap(_ mondays: String) -> String {
        "\(mondays) 시작 주 연장근로 12시간 초과; 1주 12시간 한도 (근로기준법 제53조)"
    }
    public var withholdingTableMissing: String { "요율 파일 옆에 간이세액표가 없어 소득세를 계산하지 않았습니다" }
    public func smallAmountExemption(tax: String) -> String {
        "일용근로 소득세 \(tax)원은 1,000원 미만이라 징수하지 않습니다 (소득세법 제86조)"
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
