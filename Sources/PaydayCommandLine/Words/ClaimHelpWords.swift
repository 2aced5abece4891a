import PayrollWords

/// The words of `ClaimHelp` (`HelpWords.text(_:)`).
extension English {
    func text(_ topic: ClaimHelp) -> String {
        switch topic {
        case .entitlements:
            "Show severance and annual leave for each workplace (or one), with how each is computed."
        case .entitlementsJSON: "Print JSON: one object a workplace, in a list."
        case .differences: "List what was received against what was owed, period by period, for a year."
        case .jsonOnly: "Print JSON."
        case .received: "Record what the employer paid for a period (replaces an earlier record)."
        case .receivedAmount: "What arrived, in won (0 or more)."
        case .receivedDate: "The day it arrived."
        case .receivedRemove: "Remove the period's record instead (one recorded by mistake); no AMOUNT."
        case .refund:
            "Estimate the year's income tax refund: the February settlement and the May return, step by step."
        case .refundYear: "The income year (default: last year)."
        case .jsonDocumented: "Print JSON (described in docs/payroll.md)."
        case .benefits:
            "Estimate the earned income tax credit and the unemployment benefit, step by step."
        }
    }
}

extension Korean {
    func text(_ topic: ClaimHelp) -> String {
        switch topic {
        case .entitlements: "일터마다(또는 한 곳의) 퇴직금과 연차를 계산 과정과 함께 보여 줍니다."
        case .entitlementsJSON: "JSON으로 출력합니다: 일터마다 객체 하나씩, 목록으로."
        case .differences: "한 해 동안 급여 기간마다 받은 돈과 받아야 할 돈을 견주어 보여 줍니다."
        case .jsonOnly: "JSON으로 출력합니다."
        case .received: "사용자가 한 기간에 지급한 금액을 기록합니다 (전의 기록을 바꿉니다)."
        case .receivedAmount: "받은 금액, 원 단위 (0 이상)."
        case .receivedDate: "받은 날."
        case .receivedRemove: "대신 그 기간의 기록을 지웁니다 (잘못 기록한 것); AMOUNT 없이."
        case .refund: "한 해의 소득세 환급을 추정합니다: 2월 연말정산과 5월 종합소득세 신고를 단계별로."
        case .refundYear: "소득 연도 (기본: 작년)."
        case .jsonDocumented: "JSON으로 출력합니다 (docs/payroll.md에 설명)."
        case .benefits: "근로장려금과 구직급여를 단계별로 추정합니다."
        }
    }
}
