/// Why a job ended, as the worker says it (고용보험법 art. 58 decides which reasons qualify).
public enum LeavingReason: String, Sendable, CaseIterable {
    case contractEnded = "contract-ended"
    case dismissed
    case closed
    case quit

    /// A plain quit does not qualify; the justified reasons of the law's list are not judged here.
    public var qualifies: Bool { self != .quit }
}

/// The unemployment benefit (구직급여, 고용보험법 arts. 40, 45, 46, 50) for a job that ended on
/// `lastDay` (or would end today): whether the worker qualifies, the daily amount and the days.
public struct UnemploymentBenefitEstimate: Sendable, Equatable {
    public struct Input: Sendable, Equatable {
        public var lastDay: LocalDate
        /// Nil: not answered.
        public var reason: LeavingReason?
        /// Age in full years on the last day; nil without a birth date.
        public var age: Int?
        public var disabled: Bool
        /// Insured paid days in the window of months before the last day, over every workplace
        /// with the four insurances.
        public var insuredDays: Int
        public var firstInsuredDay: LocalDate
        /// The average daily wage of the last three months (평균임금).
        public var averageDailyWage: Int
        /// The ordinary daily wage (통상임금): the average is never taken below it.
        public var ordinaryDailyWage: Int
        /// The contracted minutes of a day (the floor counts at most eight hours).
        public var dailyContractMinutes: Int
        /// The hourly minimum wage on the last day.
        public var minimumWage: Int
    }

    public enum Reason: Sendable, Equatable {
        case answerNeeded(Question)
        case tooFewInsuredDays(days: Int, required: Int)
        case reasonDoesNotQualify(LeavingReason)
        case noCapForDay(LocalDate)
    }

    public enum Question: String, Sendable, CaseIterable {
        case leaving, birthDate
    }

    /// Nil when an answer is missing.
    public var eligible: Bool?
    public var dailyAmount: Int
    public var days: Int
    public var steps: [EstimateStep]
    public var reasons: [Reason]

    public var total: Int { dailyAmount * days }

    public init(_ input: Input, figures: StateMoneyFigures.Unemployment) {
        eligible = nil
        dailyAmount = 0
        days = 0
        steps = []
        reasons = []
        steps.append(
            EstimateStep(
                .insuredDays, .days(input.insuredDays),
                [.init(.required, .days(figures.insuredDays)), .init(.lastDay, .text(input.lastDay.description))]))
        guard let reason = input.reason else {
            reasons = [.answerNeeded(.leaving)]
            return
        }
        guard let age = input.age else {
            reasons = [.answerNeeded(.birthDate)]
            return
        }
        guard let cap = figures.dailyCap(on: input.lastDay.adding(days: 1)) else {
            reasons = [.noCapForDay(input.lastDay.adding(days: 1))]
            return
        }
        var qualifies = true
        if input.insuredDays < figures.insuredDays {
            reasons.append(.tooFewInsuredDays(days: input.insuredDays, required: figures.insuredDays))
            qualifies = false
        }
        if !reason.qualifies {
            reasons.append(.reasonDoesNotQualify(reason))
            qualifies = false
        }
        let base = max(input.averageDailyWage, input.ordinaryDailyWage)
        steps.append(
            EstimateStep(
                .baseDailyWage, .won(base),
                [
                    .init(.averageDailyWage, .won(input.averageDailyWage)),
                    .init(.ordinaryDailyWage, .won(input.ordinaryDailyWage)),
                ]))
        let replacement = figures.replacementRate.of(base)
        steps.append(EstimateStep(.replacement, .won(replacement), [.init(.rate, .rate(figures.replacementRate))]))
        let minutes = min(max(0, input.dailyContractMinutes), figures.floorMaxHours * 60)
        let floor = figures.floorRate.of(input.minimumWage * minutes / 60)
        steps.append(
            EstimateStep(
                .dailyFloor, .won(floor),
                [
                    .init(.rate, .rate(figures.floorRate)), .init(.minimumWage, .won(input.minimumWage)),
                    .init(.dailyHours, .minutes(minutes)),
                ]))
        steps.append(EstimateStep(.dailyCap, .won(cap)))
        // The floor wins over the cap (art. 46(2)).
        let daily = max(floor, min(cap, replacement))
        steps.append(EstimateStep(.dailyAmount, .won(daily)))
        let years = Self.fullYears(from: input.firstInsuredDay, to: input.lastDay.adding(days: 1))
        steps.append(
            EstimateStep(
                .insuredYears, .count(years), [.init(.firstInsuredDay, .text(input.firstInsuredDay.description))]))
        let column = figures.yearBounds.firstIndex { years < $0 } ?? figures.yearBounds.count
        let older = age >= figures.olderFromAge || input.disabled
        let table = older ? figures.daysFiftyOrDisabled : figures.daysUnder50
        let benefitDays = column < table.count ? table[column] : (table.last ?? 0)
        steps.append(
            EstimateStep(
                .benefitDays, .days(benefitDays), [.init(.age, .count(age)), .init(.disabled, .flag(input.disabled))]))
        guard qualifies else {
            eligible = false
            return
        }
        steps.append(EstimateStep(.benefitTotal, .won(daily * benefitDays)))
        eligible = true
        dailyAmount = daily
        days = benefitDays
    }

    /// Whole years from `start` to `end` (a year is reached on the same month and day, a 29
    /// February start on 1 March in a common year).
    static func fullYears(from start: LocalDate, to end: LocalDate) -> Int {
        guard end > start else { return 0 }
        var years = end.year - start.year
        if (end.month, end.day) < (start.month, start.day) { years -= 1 }
        return max(0, years)
    }
}
