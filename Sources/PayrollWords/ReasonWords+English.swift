import FoundationEssentials
import Payroll

extension English: ReasonWords {
    public func fieldName(_ field: DataField) -> String {
        switch field {
        case .periodYear: "the period's year"
        case .year: "the year"
        case .receivedAmount: "the amount"
        case .dependants: "dependants"
        case .wage: "the wage"
        case .employees: "employees"
        case .paydayDay: "the payday"
        case .periodStartDay: "the period's first day"
        case .contractWeeklyHours: "contracted hours"
        case .breakMinutes: "the break"
        case .paydayEvery, .paydayLagDays: self.field(field, commandLine: false)
        case .contractYears: "the contract's years"
        }
    }

    public func unit(_ field: DataField) -> String {
        switch field {
        case .wage: " won an hour"
        case .breakMinutes: " minutes"
        case .contractWeeklyHours: " hours"
        case .contractYears: " years"
        case .receivedAmount: " won"
        case .employees, .paydayDay, .periodStartDay, .year, .periodYear, .dependants, .paydayEvery, .paydayLagDays: ""
        }
    }

    public func span(_ low: String, _ high: String) -> String { "\(low) to \(high)" }

    public func reason(_ reason: RuleReason, place: RuleWords.Place) -> String {
        let cli = place == .commandLine
        switch reason {
        case .outOfRange(let which, let value, let allowed):
            let sign = isBelowZero(value, allowed) ? "; \(field(which, place: place)) is 0 or more" : ""
            return
                "\(field(which, place: place)) \(figure(value, of: which)) is outside \(self.allowed(allowed, of: which))"
                + sign
        case .dateOutsideWindow(.today, let date, let allowed):
            return
                "today, \(date), is outside the dates payday computes for, \(allowed.lowerBound) to \(allowed.upperBound)"
                + (cli ? "; give --today YYYY-MM-DD within them" : "")
        case .dateOutsideWindow(.clock, let date, let allowed):
            return
                "the system clock says today is \(date), outside the dates payday computes for, \(allowed.lowerBound) to \(allowed.upperBound); set the clock"
                + (cli ? ", or give --today YYYY-MM-DD" : "")
        case .dateOutsideWindow(_, let date, let allowed):
            return
                "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
        case .payday(let problem):
            return ruleProblem(problem, commandLine: place == .commandLine)
        case .nameEmpty:
            return "the name must not be empty"
        case .nameHasControlCharacter(let scalar):
            return
                "the name holds an invisible or control character (\(scalar.codePoint)); type it again"
        case .nameHasOuterSpace:
            return "the name starts or ends with a space"
        case .nameNotComposed:
            return "the name is not in composed Unicode (NFC)"
        case .nameTaken(let existing):
            return "there is already a workplace named \"\(existing)\"; choose another name"
        case .nameLooksLike(let existing):
            return
                "the name looks the same as the workplace \"\(existing)\" (it differs only in spacing, width, invisible characters or case); choose a name that tells them apart"
        case .noSuchWorkplace(let name):
            return "there is no workplace named \"\(name)\" (renamed or removed?)"
        case .noSuchShift(let workplace, let shift):
            return "\(workplace) has no shift \(shift.label) any more (changed or removed)"
                + (cli ? "; list the shifts again with payday shift list" : "")
        case .breakNotShorter(let breakMinutes, let shiftMinutes):
            return "a break of \(breakMinutes) minutes is as long as the shift (\(shiftMinutes) minutes) or longer"
        case .overlaps(let workplace, let shift):
            return "it overlaps the shift \(shift.label) at \(workplace)"
        case .overlapsElsewhere(let workplace, let shift):
            return "it overlaps the shift \(shift.label) at \(workplace): one person works at one place at a time"
        case .holdsOpenShift(let workplace, let open):
            return "it holds the start of the open shift at \(workplace) (since \(open.label))"
                + (cli ? "; clock out first (payday clock out)" : "; clock out first")
        case .longShift(let shift):
            return
                "\(shift.label) lasts \(WorkTimeFormat.string(minutes: shift.lengthMinutes, .english)), more than 16 hours (a typo?)"
                + (cli ? "; if it is right, add --long" : "; confirm it if it is right")
        case .alreadyClockedIn(let workplace, let open):
            return "already clocked in at \(workplace) since \(open.label); clock out there first"
                + (cli ? " (payday clock out)" : "")
        case .clockInInsideShift(let moment, let workplace, let shift):
            return "\(moment.label) is inside the shift \(shift.label) at \(workplace); clock in after it ends"
        case .clockInBeforeShift(let moment, let workplace, let shift):
            return ClockWords.words(true).clockInBeforeShift(moment, workplace: workplace, shift)
        case .nothingOpen(let workplace):
            return "nothing is open at \(workplace); clock in first" + (cli ? " (payday clock in)" : "")
        case .noSuchOpenShift(let workplace, let open):
            return "\(workplace) has no shift open since \(open.label) any more (clocked out or changed)"
                + (cli ? "; see payday clock status" : "")
        case .endNotAfterStart(let end, let workplace, let open):
            return "\(end.label) is not after the start of the shift open since \(open.label) at \(workplace)"
        case .openLongerThanADay(let workplace, let open):
            return "the shift open since \(open.label) at \(workplace) would last more than 24 hours"
                + (cli ? "; give the time you left with --date and --at" : "; give the time you left")
        case .planProblem(let workplace, let problem):
            return "\(workplace): " + plan(problem)
        case .absenceExists(let workplace, let absence):
            return "\(workplace) already has an absence on \(absence.date) (\(kind(absence.kind))); remove it first"
                + (cli ? " (payday absence remove)" : "")
        case .noSuchAbsence(let workplace, let absence):
            return "\(workplace) has no absence \(kind(absence.kind)) on \(absence.date) any more"
        case .noSuchScheduleEntry(let workplace, let entry):
            return "\(workplace) has no schedule \(entry.label) from \(entry.from) any more (changed or removed)"
                + (cli ? "; list it again with payday schedule list" : "")
        case .receiptRefused(let workplace, .amountOutOfRange(let amount)):
            return
                "\(workplace): \(Money(won: amount).grouped) won is outside 0 to \(Money(won: Receipt.maximumAmount).grouped)"
        case .receiptRefused(let workplace, .dateOutsideWindow(let date, let allowed)):
            return
                "\(workplace): \(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
        case .receiptRefused(let workplace, .periodRepeated):
            return "\(workplace) already has a receipt for that period; one receipt a period"
        case .noSuchReceipt(let workplace, let period):
            return "\(workplace) has no receipt recorded for \(period)"
        case .wageDateRepeated(let date):
            return "two wages from \(date); one wage a date"
        case .workerRefused(let problem):
            return worker(problem, place: place)
        }
    }

    public func shortReason(_ reason: RuleReason) -> String? {
        switch reason {
        case .outOfRange(let which, _, let allowed): return shortRange(allowed, of: which)
        case .nameTaken: return "another workplace has this name"
        case .nameLooksLike(let existing): return "looks the same as \"\(existing)\""
        case .overlaps(_, let shift): return "overlaps the shift \(shift.label)"
        case .overlapsElsewhere(let workplace, let shift): return "overlaps \(shift.label) at \(workplace)"
        case .breakNotShorter(_, let minutes): return "must be shorter than the shift (\(minutes) min)"
        case .holdsOpenShift(_, let open): return "holds the open shift's start (\(open.label))"
        case .longShift(let shift):
            return "\(WorkTimeFormat.string(minutes: shift.lengthMinutes, .english)): over 16 hours"
        case .receiptRefused(_, .amountOutOfRange): return receiptAmounts
        case .receiptRefused(_, .dateOutsideWindow(_, let allowed)): return span(allowed.lowerBound, allowed.upperBound)
        case .workerRefused(.dependantsOutOfRange): return "\(dependantsSpan), you included"
        case .workerRefused(.moreChildrenThanDependants(_, let dependants)):
            return "max \(mostChildren(dependants)): dependants−1"
        case .workerRefused(.negativeChildren): return "0 or more"
        case .workerRefused(.withholdingRateNotAllowed): return withholdingRates
        case .workerRefused(.birthDateOutOfRange):
            return span(Worker.birthDates.lowerBound, Worker.birthDates.upperBound)
        default: return nil
        }
    }

    public func worker(_ problem: Worker.Problem, place: RuleWords.Place) -> String {
        let cli = place == .commandLine
        switch problem {
        case .dependantsOutOfRange(let count):
            return
                "\(cli ? "--dependants" : "dependants") \(count) must be \(dependantsSpan) (the worker counts as one)"
        case .negativeChildren(let count):
            return "\(cli ? "--children" : "children") \(count) must not be negative"
        case .moreChildrenThanDependants(let children, let dependants):
            return "\(cli ? "--children" : "children") \(children) is more than "
                + (dependants == 1 ? "the 1 dependant allows" : "the \(dependants) dependants allow")
                + " (at most \(mostChildren(dependants)): the children are counted among the dependants, with the worker)"
        case .withholdingRateNotAllowed(let rate):
            return "\(cli ? "--withholding-rate" : "the withholding rate") \(rate) must be \(withholdingRates)"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return
                "\(cli ? "--birth-date" : "the birth date") \(date) is outside \(range.lowerBound) to \(range.upperBound) (a digit missing from the year?)"
        }
    }

    public func kind(_ kind: Absence.Kind) -> String {
        switch kind {
        case .leave: "leave"
        case .sick: "sick"
        case .off: "off"
        case .closed: "closed"
        }
    }

    public func planPlace(_ place: PlanRules.Place) -> String {
        switch place {
        case .schedule(let index, _): "schedule entry \(index + 1)"
        case .absence(let index, _): "absence \(index + 1)"
        case .endDate: "the last day of work"
        }
    }

    public func plan(_ problem: PlanRules.Problem) -> String {
        let at = planPlace(problem.place)
        switch problem.reason {
        case .noDays:
            return "\(at) lists no day"
        case .dayRepeated(let day):
            return "\(at) lists \(day.shortName) twice"
        case .breakTooLong(let breakMinutes, let length):
            return "the break of \(at) (\(breakMinutes) minutes) is as long as its shift (\(length) minutes) or longer"
        case .untilBeforeFrom(let from, let until):
            return "\(at) ends on \(until), before it starts (\(from))"
        case .entriesOverlap(let other, let date):
            return
                "\(at) plans a shift that overlaps schedule entry \(other + 1) (first on \(date)); one person works one shift at a time"
        case .absenceRepeated(let other):
            return "\(at) is on the same date as absence \(other + 1); one absence a date"
        case .endBeforeStart(let start, let end):
            return "the last day of work (\(end)) is before the first (\(start))"
        }
    }

    public var withholdingRates: String {
        let rates = Worker.withholdingRates.map(String.init)
        guard let last = rates.last, rates.count > 1 else { return rates.joined(separator: ", ") }
        return rates.dropLast().joined(separator: ", ") + " or " + last
    }

    public var andAlso: String { "; and " }
}
