import Payroll

/// The draft of a complaint to the labour office (진정서), in Korean as it is filed, with the
/// facts of the job and each sum of the claim filled in, each with its article. Facts and
/// figures only: the worker reads it, corrects it and files it themselves.
public struct ComplaintDraft: Sendable {
    public var worker: Worker
    public var workplace: Workplace
    public var claim: Claim

    public init(worker: Worker, workplace: Workplace, claim: Claim) {
        self.worker = worker
        self.workplace = workplace
        self.claim = claim
    }

    private func won(_ amount: Money) -> String { amount.formatted(.korean) }

    /// The articles a sum rests on.
    static func articles(_ kind: Claim.Kind, afterLeaving: Bool) -> String {
        let payment = afterLeaving ? "근로기준법 제36조" : "근로기준법 제43조"
        switch kind {
        case .wages(_, _, let parts):
            let more = parts.map { part -> String in
                switch part {
                case .weeklyHolidayAllowance, .paidDaysOff: "제55조"
                case .overtime, .night, .holiday: "제56조"
                case .shutdown: "제46조"
                case .annualLeave: "제60조"
                }
            }
            var seen: [String] = []
            for article in more where !seen.contains(article) { seen.append(article) }
            return ([payment] + seen).joined(separator: ", ")
        case .minimumWage: return "최저임금법 제6조"
        case .severance: return "근로자퇴직급여 보장법 제8조, 제9조"
        case .unusedLeave: return "근로기준법 제60조, 제36조"
        }
    }

    private func item(_ sum: Claim.Sum) -> String {
        let afterLeaving = claim.endDate.map { sum.due > $0 } ?? false
        let articles = Self.articles(sum.kind, afterLeaving: afterLeaving)
        switch sum.kind {
        case .wages(let period, let received?, let parts):
            let named = parts.map { Korean().part($0) }.joined(separator: ", ")
            return "\(period) 임금: 받을 금액 \(won(sum.amount + received)) 중 \(won(received))만 받아 "
                + "\(Korean.word(won(sum.amount), .object)) 받지 못했습니다" + (parts.isEmpty ? "" : " (\(named))")
                + ". 지급기일 \(sum.due). (\(articles))"
        case .wages(let period, nil, _):
            return "\(period) 임금 \(Korean.word(won(sum.amount), .object)) 지급기일 \(sum.due)에 받지 못했습니다. (\(articles))"
        case .minimumWage(let period):
            return
                "\(period) 최저임금에 미달하는 임금 \(Korean.word(won(sum.amount), .object)) 받지 못했습니다. 지급기일 \(sum.due). (\(articles))"
        case .severance:
            return "퇴직금 \(won(sum.amount))" + (sum.isForecast ? " (종료일 기준 예상액)" : "을 받지 못했습니다")
                + ". 지급기일 \(sum.due). (\(articles))"
        case .unusedLeave:
            return "미사용 연차수당 \(won(sum.amount))" + (sum.isForecast ? " (종료일 기준 예상액)" : "을 받지 못했습니다")
                + ". 지급기일 \(sum.due). (\(articles))"
        }
    }

    public var text: String {
        let today = claim.today
        var lines = ["진정서 (초안)", ""]
        lines.append("진정인")
        lines.append("  성명: \(worker.name.map(TerminalText.line) ?? "(이름)")")
        lines.append("  생년월일: \(worker.birthDate.map(\.description) ?? "(생년월일)")")
        lines.append("")
        lines.append("피진정인 (사업주)")
        lines.append("  사업장: \(TerminalText.line(workplace.name))")
        lines.append("  상시 근로자 수: \(workplace.employees)명")
        lines.append("")
        lines.append("근로 내용")
        let start = claim.start.map(\.description) ?? "(입사일)"
        let end = claim.endDate.map { $0 <= today ? "\($0) (마지막 근무일)" : "\($0) (마지막 근무 예정일)" } ?? "재직 중"
        lines.append("  근로 기간: \(start) – \(end)")
        lines.append(
            "  시급: \(won(Money(won: workplace.wages.hourly(on: claim.endDate.map { min($0, today) } ?? today))))")
        if let hours = workplace.contractWeeklyHours {
            lines.append("  주 소정근로시간: \(WorkTimeFormat.string(minutes: hours.minutes, .korean))")
        }
        lines.append("")
        lines.append("진정 내용")
        let owed = claim.sums.filter { !$0.isForecast }
        if owed.isEmpty { lines.append("  받지 못한 금품이 기록되어 있지 않습니다.") }
        for (index, sum) in owed.enumerated() {
            lines.append("  \(index + 1). " + item(sum))
        }
        if !owed.isEmpty {
            lines.append("  합계: \(won(claim.owed))")
            let rate = ClaimDocument.percent(claim.law.lateInterestRate)
            lines.append(
                "  지연이자 (\(today)까지): \(won(claim.interestTotal)) "
                    + "(근로기준법 제37조, 같은 법 시행령 제17조: 연 \(rate); 상법 제54조)")
        }
        let ahead = claim.sums.filter(\.isForecast)
        if let endDate = claim.endDate, !ahead.isEmpty {
            lines.append("")
            lines.append("  마지막 근무 예정일 \(endDate) 기준 받을 금품 (예상)")
            for sum in ahead { lines.append("  - " + item(sum)) }
        }
        if let endDate = claim.endDate, let due = claim.dueAfterLeaving {
            lines.append("")
            lines.append(
                "  마지막 근무일 \(endDate) 다음 날부터 \(claim.law.paymentDaysAfterLeaving)일 이내인 \(due)까지 지급되어야 합니다 "
                    + "(근로기준법 제36조, 근로자퇴직급여 보장법 제9조).")
        }
        lines.append("")
        // The closing states a complaint only where the draft holds one.
        if !owed.isEmpty {
            lines.append("위와 같이 받지 못한 금품이 있어 진정합니다.")
        } else if claim.endDate != nil, !ahead.isEmpty {
            lines.append("위 금품이 지급 기한까지 지급되지 않으면 진정합니다.")
        } else {
            lines.append("(진정할 금품이 아직 없습니다: 받지 못한 금품이 기록되면 이 초안을 다시 만드세요.)")
        }
        lines.append("")
        lines.append("첨부: 근무 기록(shifts CSV), 임금명세서, 받은 금액과의 차이, 데이터 파일과 변경 이력")
        lines.append("")
        lines.append("\(today)")
        lines.append("진정인 \(worker.name.map(TerminalText.line) ?? "(이름)") (서명)")
        return lines.joined(separator: "\n") + "\n"
    }
}
