import Payroll
import PayrollWords

/// A change a command has saved, as its confirmation names it.
enum SavedChange {
    case workplaceAdded(Workplace)
    case workplaceChanged(Workplace)
    /// `shifts`: the shifts removed with it, the open one counted.
    case workplaceRemoved(Workplace, shifts: Int)
    case workerSaved(Worker?)
    /// `plan`: the planned shift the clock-in records against.
    case clockedIn(Workplace, at: LocalMoment, plan: Shift?)
    /// `shift`: the shift as closed (nil when it cannot be found again); `worked`: its paid time,
    /// already worded in the command's language.
    case clockedOut(Workplace, shift: Shift?, end: LocalMoment, worked: String)
    case shiftAdded(Workplace, Shift)
    case shiftChanged(Workplace, from: Shift, to: Shift)
    case openShiftMoved(Workplace, from: OpenShift, to: OpenShift)
    case shiftRemoved(Workplace, Shift)
    case receiptRecorded(Workplace, amount: Money, period: PayPeriod, on: LocalDate?)
    case receiptRemoved(Workplace, period: PayPeriod)
}

/// What a command that changed the data file prints once the change is saved. English says it in
/// a sentence of its own; Korean says the history's line of the change (the words `payday
/// history` shows), with what the history leaves out: the time a clock-out worked, a workplace's
/// terms once added or changed (as English states them), and that undo brings a removed
/// workplace back. A protocol, so a language missing a change does not compile.
protocol ChangeSavedWords: Sendable {
    /// `history`: the history's line of the change in this language, made safe for a terminal.
    func saved(_ change: SavedChange, history: String) -> String
}

extension PayrollLanguage {
    /// The confirmations of saved changes in this language.
    var savedWords: any ChangeSavedWords { self == .english ? English() : Korean() }
}

extension English: ChangeSavedWords {
    func saved(_ change: SavedChange, history: String) -> String {
        let name = { (place: Workplace) in ArgumentText.name(place) }
        let shift = { (shift: Shift) in ArgumentText.describe(shift, .english) }
        switch change {
        case .workplaceAdded(let place):
            return "Added the workplace \(name(place)): \(ListWords(language: .english).terms(place))."
        case .workplaceChanged(let place):
            return "Changed the workplace \(name(place)): \(ListWords(language: .english).terms(place))."
        case .workplaceRemoved(let place, let count):
            return
                "Removed the workplace \(name(place)) and its \(plural(count, "shift", "shifts")) (payday undo brings "
                + (count == 1 ? "it" : "them") + " back)."
        case .workerSaved(let worker):
            return workerShown(worker)
        case .clockedIn(let place, let start, nil):
            return "Clocked in at \(name(place)) at \(start.label)."
        case .clockedIn(let place, let start, let plan?):
            return "Clocked in at \(name(place)) at \(start.label), for the shift planned \(plan.label)."
        case .clockedOut(let place, let closed, let end, let worked):
            return "Clocked out at \(name(place)): \(closed.map(shift) ?? end.label), \(worked) worked."
        case .shiftAdded(let place, let added):
            return "Added a shift at \(name(place)): \(shift(added))."
        case .shiftChanged(let place, let original, let replacement):
            return "Changed the shift at \(name(place)): \(shift(original)) is now \(shift(replacement))."
        case .openShiftMoved(let place, let open, let replacement):
            return "Changed the open shift at \(name(place)): it started \(replacement.label), not \(open.label)."
        case .shiftRemoved(let place, let removed):
            return "Removed the shift at \(name(place)): \(shift(removed)) (payday undo brings it back)."
        case .receiptRecorded(let place, let amount, let period, let day):
            return "Recorded \(amount.formatted(.english)) received for \(period) at \(name(place))"
                + (day.map { " on \($0)" } ?? "") + "."
        case .receiptRemoved(let place, let period):
            return "Removed what was recorded as received for \(period) at \(name(place)) (payday undo brings it back)."
        }
    }
}

extension Korean: ChangeSavedWords {
    func saved(_ change: SavedChange, history: String) -> String {
        switch change {
        case .workplaceRemoved: "\(history) (payday undo로 되돌릴 수 있습니다)."
        case .clockedOut(_, _, _, let worked): "\(history). \(worked) 근무."
        case .workplaceAdded(let place), .workplaceChanged(let place):
            "\(history). \(ListWords(language: .korean).terms(place))."
        case .workerSaved, .clockedIn, .shiftAdded, .shiftChanged, .openShiftMoved, .shiftRemoved, .receiptRecorded,
            .receiptRemoved:
            "\(history)."
        }
    }
}
