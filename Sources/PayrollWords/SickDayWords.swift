import Payroll

/// The words of sick days as the work rules count them (`sickLeave`), on the payslip and in
/// `differences`. One protocol, an English and a Korean wording.
public protocol SickDayWords: Sendable {
    /// `days`: the sick days, already listed with their weekdays.
    func sickDaysExcused(_ days: String) -> String
    func allowanceLostForSickDays(sunday: LocalDate, _ days: String) -> String
    func sickDaysPaid(_ days: String) -> String
    /// Leave on `days` taken when the balance had no time left.
    func leaveBeyondBalance(_ days: String) -> String
    /// The entitlements: `time` (`days`) of leave taken beyond what was granted.
    func takenBeyondBalance(_ time: String, days: String) -> String
    /// `differences`: what arrived lacks the allowance of weeks with a sick day (`amount`).
    func dependsOnWorkRules(_ name: String, amount: String) -> String
}

extension English: SickDayWords {
    public func sickDaysExcused(_ days: String) -> String {
        "sick on \(days): unpaid, the week's allowance kept; your work rules may count a sick day as an absence"
    }

    public func allowanceLostForSickDays(sunday: LocalDate, _ days: String) -> String {
        "no weekly holiday allowance for the week to \(sunday): sick on \(days), which the work rules count as an absence"
    }

    public func sickDaysPaid(_ days: String) -> String {
        "sick on \(days): paid at the planned shift, as the work rules say, with the paid days off"
    }

    public func leaveBeyondBalance(_ days: String) -> String {
        "leave on \(days) taken with no leave left: unpaid (excused, not missed); ask when the next day is granted"
    }

    public func takenBeyondBalance(_ time: String, days: String) -> String {
        "\(time) (\(days)) taken beyond the leave granted: unpaid, never owed"
    }

    public func dependsOnWorkRules(_ name: String, amount: String) -> String {
        "\(name): what arrived lacks the weekly holiday allowance of weeks with a sick day (\(amount)); "
            + "whether a sick day breaks the week depends on your work rules, so this is not counted as unpaid"
    }
}

extension Korean: SickDayWords {
    public func sickDaysExcused(_ days: String) -> String {
        "병가 \(days): 무급, 그 주 주휴수당 유지; 취업규칙에 따라 병가를 결근으로 볼 수도 있습니다"
    }

    public func allowanceLostForSickDays(sunday: LocalDate, _ days: String) -> String {
        "\(sunday)까지의 주: 병가 \(Korean.word(days, .object)) 취업규칙상 결근으로 보아 주휴수당 없음"
    }

    public func sickDaysPaid(_ days: String) -> String {
        "병가 \(days): 취업규칙에 따라 예정 근무만큼 유급(유급휴일수당에 포함)"
    }

    public func leaveBeyondBalance(_ days: String) -> String {
        "연차 \(days): 남은 연차가 없을 때 쉬어 무급입니다(결근 아님); 다음 연차 발생일을 확인하세요"
    }

    public func takenBeyondBalance(_ time: String, days: String) -> String {
        "발생한 연차보다 \(time)(\(days)) 더 사용: 무급이며 받을 연차로 세지 않습니다"
    }

    public func dependsOnWorkRules(_ name: String, amount: String) -> String {
        "\(name): 받은 금액에 병가가 있는 주의 주휴수당(\(amount))이 빠졌습니다; "
            + "병가를 결근으로 볼지는 취업규칙에 달려 있어 미지급으로 세지 않습니다"
    }
}

extension PayrollLanguage {
    /// Sick days and the leave balance in this language.
    public var sickDayWords: any SickDayWords { words }
}

extension PayslipWarning {
    /// The sentence of a warning worded by `SickDayWords`.
    func sickDayText(_ language: PayrollLanguage) -> String {
        let words = language.sickDayWords
        let dates = language.words
        switch self {
        case .sickDaysExcused(let days): return words.sickDaysExcused(dates.days(days))
        case .allowanceLostForSickDays(let sunday, let sick):
            return words.allowanceLostForSickDays(sunday: sunday, dates.days(sick))
        case .leaveBeyondBalance(let days): return words.leaveBeyondBalance(dates.days(days))
        case .sickDaysPaid(let days): return words.sickDaysPaid(dates.days(days))
        default: return text(language)
        }
    }
}
