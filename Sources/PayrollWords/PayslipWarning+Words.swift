import Payroll

/// The payslip's warnings and notes in words, English and Korean.
extension PayslipWarning {
    public func text(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.belowMinimumWage(let hourly, let minimum, let year), .english):
            "wage \(Money(won: hourly).grouped) is below the \(year) minimum wage \(Money(won: minimum).grouped)"
        case (.belowMinimumWage(let hourly, let minimum, let year), .korean):
            "시급 \(Money(won: hourly).grouped)원은 \(year)년 최저임금 \(Money(won: minimum).grouped)원보다 적습니다"
        case (.holidaysNotKnown(let year), .english):
            "public holidays for \(year) are not known; add them to Data/holidays.json"
        case (.holidaysNotKnown(let year), .korean):
            "\(year)년 공휴일 정보가 없습니다; Data/holidays.json에 추가하세요"
        case (.ratesNotKnown(let month, let figures), .english):
            "\(month) figures not yet known (\(figures.map { $0.name(.english) }.joined(separator: ", "))); the latest known are used"
        case (.ratesNotKnown(let month, let figures), .korean):
            "\(month) 기준 \(figures.map { $0.name(.korean) }.joined(separator: ", ")) 미발표: 최근 값을 적용했습니다"
        case (.underSixtyHoursInsured(let minutes), .english):
            "\(WorkTimeFormat.string(minutes: minutes, .english)) this period, under 60 hours: such workers are generally not "
                + "enrolled in the pension and health insurance; check the contract"
        case (.monthlyDeductionsOnTotal(let month, let total, let payments), _):
            language.cadenceWords.monthlyDeductions(month: month, total: total, payments: payments)
        case (.monthlyDeductionsOnLastPayday(let month, let lastPayday), _):
            language.cadenceWords.monthlyDeductionsLater(month: month, lastPayday: lastPayday)
        case (.floorsNotYetApplied, .english):
            "so far: the insurances' monthly minimums apply once the period has ended"
        case (.floorsNotYetApplied, .korean):
            "지금까지 기준: 보험료 월 하한은 기간이 끝난 뒤 적용됩니다"
        case (.allowanceLostForMissedDays(let sunday, let missed), .english):
            "no weekly holiday allowance for the week to \(sunday): scheduled \(Self.days(missed, .english)) not worked"
        case (.allowanceLostForMissedDays(let sunday, let missed), .korean):
            "\(sunday)까지의 주: 근무일 \(Self.days(missed, .korean)) 결근으로 주휴수당 없음"
        case (.shutdownUnpaidUnderFive(let days), .english):
            "work cancelled by the employer on \(Self.days(days, .english)): under 5 employees, no shutdown allowance (70 %)"
        case (.leaveWithoutEntitlement(let days), .english):
            "leave on \(Self.days(days, .english)): this job grants no annual leave (under 5 employees or 15 hours a week), so it is unpaid"
        case (.leaveWithoutEntitlement(let days), .korean):
            "연차로 쉰 날 \(Self.days(days, .korean)): 연차가 없는 일자리(5인 미만 또는 주 15시간 미만)라 무급입니다"
        case (.shutdownUnpaidUnderFive(let days), .korean):
            "사업주 사정으로 쉰 날 \(Self.days(days, .korean)): 5인 미만 사업장은 휴업수당(70%) 없음"
        case (.underSixtyHoursInsured(let minutes), .korean):
            "이번 기간 \(WorkTimeFormat.string(minutes: minutes, .korean)), 월 60시간 미만: 보통 국민연금·건강보험 가입 대상이 아닙니다; 계약을 확인하세요"
        default:
            lawText(language)
        }
    }

    /// `Wed 2026-11-11, Fri 2026-11-13` / `2026-11-11(수), 2026-11-13(금)`.
    static func days(_ dates: [LocalDate], _ language: PayrollLanguage) -> String {
        dates.map { date in
            switch language {
            case .english:
                "\(date.weekday.shortName.prefix(1).uppercased())\(date.weekday.shortName.dropFirst()) \(date)"
            case .korean: "\(date)(\(date.weekday.koreanName))"
            }
        }.joined(separator: ", ")
    }
}
