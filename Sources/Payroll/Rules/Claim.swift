/// What one job owes the worker and has not paid, as a claim to the labour office (고용노동부 진정)
/// states it: each sum with the day it fell due, the last day a claim to it lasts and the
/// late-payment interest to today, each figure from `ClaimLaw`. Facts and figures only.
public struct Claim: Sendable {
    /// What a sum is.
    public enum Kind: Sendable, Equatable {
        /// A pay period's net pay short of what arrived; `received` nil when its payday passed
        /// with no receipt recorded; `parts`: the parts of the pay the shortfall matches.
        case wages(period: PayPeriod, received: Money?, parts: [PayDifferences.Part])
        /// The period's pay below the minimum wage (minutes at each wage x the difference).
        case minimumWage(period: PayPeriod)
        /// Severance (퇴직금) owed at the end of the job.
        case severance
        /// Unused annual leave paid out at the end of the job (연차미사용수당).
        case unusedLeave
    }

    /// Interest at one rate over a run of days, both ends counted.
    public struct Interest: Sendable, Equatable {
        public enum Basis: Sendable, Equatable {
            /// 근로기준법 art. 37: after leaving, or from a payday on or after the amendment.
            case lateInterest
            /// 상법 art. 54: a payday before the amendment, while employed.
            case commercial
        }

        public var basis: Basis
        public var rate: Ratio
        public var from: LocalDate
        public var through: LocalDate
        public var principal: Money

        public var days: Int { from.days(to: through) + 1 }
        /// principal x rate x days / 365, cut to the won once.
        public var amount: Money {
            Money(won: principal.won * rate.numerator * days / (rate.denominator * 365))
        }
    }

    public struct Sum: Sendable, Equatable {
        public var kind: Kind
        public var amount: Money
        /// The day it fell (or falls) due: the payday, or the last of the days after leaving.
        public var due: LocalDate
        /// The last day a claim to it lasts.
        public var lapses: LocalDate
        /// True for a sum owed at an end date still ahead (a forecast from the plans).
        public var isForecast: Bool
        public var interest: [Interest]

        public var interestTotal: Money { interest.reduce(Money.zero) { $0 + $1.amount } }
    }

    public var workplaceName: String
    public var start: LocalDate?
    /// The last day of work, when the file gives one (it may be ahead).
    public var endDate: LocalDate?
    public var today: LocalDate
    public var law: ClaimLaw
    /// The sums still claimable (their last day today or later), by due date.
    public var sums: [Sum]
    /// Sums whose claim has lapsed (listed apart, never added to the total).
    public var lapsed: [Sum]

    /// The last day money is due after leaving: the last of `paymentDaysAfterLeaving` counted
    /// from the day after the last day of work.
    public var dueAfterLeaving: LocalDate? { endDate.map { $0.adding(days: law.paymentDaysAfterLeaving) } }

    public var owed: Money { sums.filter { !$0.isForecast }.reduce(Money.zero) { $0 + $1.amount } }
    public var interestTotal: Money { sums.reduce(Money.zero) { $0 + $1.interestTotal } }
    /// What is owed at an end date still ahead, as forecast.
    public var owedAtEnd: Money { sums.filter(\.isForecast).reduce(Money.zero) { $0 + $1.amount } }
}

extension Claim {
    /// The claim of `workplace` as seen on `basis.today`: every period whose payday has passed
    /// short or with no receipt recorded, its minimum-wage shortfall, and, once the job ends
    /// (or as forecast for an end date ahead), the severance and the unused leave.
    public init(workplace: Workplace, basis: PayBasis, law: ClaimLaw) {
        let today = basis.today
        self.init(
            workplaceName: workplace.name, start: workplace.employmentStart, endDate: workplace.endDate,
            today: today, law: law, sums: [], lapsed: [])
        let endDate = workplace.endDate
        let leaving = dueAfterLeaving
        var all: [Sum] = []
        if let start = workplace.employmentStart {
            for year in start.year...today.year {
                for period in workplace.periods(inYear: year) where period.end >= start {
                    let payday = workplace.payday.payday(for: period, holidays: basis.holidays)
                    guard payday < today else { continue }
                    // At leaving, all wages are due within the days after it (art. 36).
                    let due = leaving.map { min(payday, $0) } ?? payday
                    let slip = basis.payslip(of: workplace, for: period)
                    let receipt = workplace.received.first { $0.period.hasSameName(as: period) }
                    let short: Money
                    var parts: [PayDifferences.Part] = []
                    if let receipt {
                        short = slip.net - receipt.amount
                        if short.won > PayDifferences.tolerance {
                            parts =
                                PayDifferences.Row(
                                    workplace: workplace, receipt: receipt, slip: slip, rates: basis.rates,
                                    worker: basis.worker
                                ).missingParts
                        }
                    } else {
                        short = slip.net
                    }
                    if short.won > (receipt == nil ? 0 : PayDifferences.tolerance) {
                        all.append(
                            sum(
                                .wages(period: period, received: receipt?.amount, parts: parts), short, due: due,
                                arises: due, forecast: false))
                    }
                    let minimum = slip.minimumWageShortfall
                    if minimum > .zero {
                        all.append(
                            sum(.minimumWage(period: period), minimum, due: due, arises: due, forecast: false))
                    }
                }
            }
        }
        if let endDate, let leaving {
            let ahead = endDate > today
            if let severance = basis.severance(of: workplace), severance.isEligible, severance.amount > .zero {
                all.append(
                    sum(.severance, severance.amount, due: leaving, arises: endDate.adding(days: 1), forecast: ahead))
            }
            let leave = ahead ? basis.annualLeaveAtEnd(of: workplace) : basis.annualLeave(of: workplace)
            if let payout = leave?.payout, payout > .zero {
                all.append(sum(.unusedLeave, payout, due: leaving, arises: endDate.adding(days: 1), forecast: ahead))
            }
        }
        all.sort { $0.due < $1.due }
        sums = all.filter { $0.lapses >= today }
        lapsed = all.filter { $0.lapses < today }
    }

    /// One sum with its last day and its interest to today.
    private func sum(_ kind: Kind, _ amount: Money, due: LocalDate, arises: LocalDate, forecast: Bool) -> Sum {
        Sum(
            kind: kind, amount: amount, due: due, lapses: arises.addingMonths(12 * law.prescriptionYears),
            isForecast: forecast, interest: forecast ? [] : interest(on: amount, due: due))
    }

    /// The interest on `principal` due on `due`, from the next day to today: the late-payment
    /// rate for a due date on or after the amendment (or after leaving); before it, the
    /// commercial rate while employed and the late-payment rate from the day after the days
    /// after leaving.
    func interest(on principal: Money, due: LocalDate) -> [Interest] {
        let first = due.adding(days: 1)
        guard first <= today else { return [] }
        let lateFrom = dueAfterLeaving.map { $0.adding(days: 1) }
        if due >= law.lateInterestWhileEmployedFrom || (lateFrom.map { first >= $0 } ?? false) {
            return [
                Interest(
                    basis: .lateInterest, rate: law.lateInterestRate, from: first, through: today, principal: principal)
            ]
        }
        var spans: [Interest] = []
        let commercialEnd = lateFrom.map { min(today, $0.adding(days: -1)) } ?? today
        if first <= commercialEnd {
            spans.append(
                Interest(
                    basis: .commercial, rate: law.commercialInterestRate, from: first, through: commercialEnd,
                    principal: principal))
        }
        if let lateFrom, lateFrom <= today {
            spans.append(
                Interest(
                    basis: .lateInterest, rate: law.lateInterestRate, from: max(first, lateFrom), through: today,
                    principal: principal))
        }
        return spans
    }
}
