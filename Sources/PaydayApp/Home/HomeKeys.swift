import Layout
import Payroll

/// The home screen's keys as key commands: each with what it does in full (what `?` lists) and,
/// for the keys most used, a short title the hint bar shows (`←/→ month  ↑/↓ card ...`); with
/// no workplaces yet, the bar offers `n` alone. Letters that change data answer in the demo too,
/// by saying it is read-only.
struct HomeKeys {
    let home: HomeViewController

    var commands: [KeyCommand] {
        let words = home.strings.keyTitles
        let hints = home.strings.homeHintTitles
        let hasCards = home.cardCount > 0
        func command(
            _ input: String, _ title: String, hint: String? = nil, _ flags: KeyModifierFlags = [],
            _ action: @escaping () -> Void
        ) -> KeyCommand {
            KeyCommand(
                input: input, modifierFlags: flags, title: hasCards ? hint : nil, discoverabilityTitle: title,
                action: action)
        }
        return [
            command(KeyCommand.inputLeftArrow, words.previousPeriod, hint: hints.month) { [home] in home.page(by: -1) },
            command(KeyCommand.inputRightArrow, words.nextPeriod, hint: hints.month) { [home] in home.page(by: 1) },
            command(KeyCommand.inputUpArrow, words.previous, hint: hints.card) { [home] in home.moveSelection(by: -1) },
            command(KeyCommand.inputDownArrow, words.next, hint: hints.card) { [home] in home.moveSelection(by: 1) },
            command(KeyCommand.inputEnter, words.details, hint: hints.details) { [home] in
                home.selectedRow.map(home.toggle)
            },
            command("i", words.clockIn, hint: hints.clock) { [home] in home.clockIn() },
            command("o", words.clockOut, hint: hints.clock) { [home] in home.clockOut() },
            command("c", words.calendar, hint: hints.calendar) { [home] in home.openCalendar() },
            command("p", words.payslip, hint: hints.payslip) { [home] in home.openPayslip() },
            command("t", words.statistics) { [home] in home.openStatistics() },
            command("w", home.strings.workplaceKeyTitle) { [home] in home.openWorkplace() },
        ] + home.planKeyCommands + home.stateMoneyKeyCommands + home.historyKeyCommands + [
            command("k", words.previous) { [home] in home.moveSelection(by: -1) },
            command("j", words.next) { [home] in home.moveSelection(by: 1) },
            command(KeyCommand.inputPageUp, words.pageUp) { [home] in home.moveSelection(by: -home.rowsPerPage) },
            command(KeyCommand.inputPageDown, words.pageDown) { [home] in home.moveSelection(by: home.rowsPerPage) },
            command(KeyCommand.inputHome, words.first) { [home] in home.select(0) },
            command("g", words.first) { [home] in home.select(0) },
            command(KeyCommand.inputEnd, words.last) { [home] in home.select(home.cardCount - 1) },
            command("G", words.last) { [home] in home.select(home.cardCount - 1) },
            command("h", words.previousPeriod) { [home] in home.page(by: -1) },
            command("l", words.nextPeriod) { [home] in home.page(by: 1) },
            command(" ", words.details) { [home] in home.selectedRow.map(home.toggle) },
            command("a", words.addShift) { [home] in home.addShift() },
            // With no workplaces yet, `n` is the one key the bar offers.
            KeyCommand(input: "n", title: hasCards ? nil : hints.newWorkplace, discoverabilityTitle: words.newWorkplace)
            { [home] in home.newWorkplace() },
            command("e", words.editWorkplace) { [home] in home.editWorkplace() },
            command("W", words.editWorker) { [home] in home.editWorker() },
            command("s", words.shifts) { [home] in home.showShifts() },
            command("u", words.undo) { [home] in home.undo() },
            command("r", words.redo) { [home] in home.redo() },
            command("q", words.quit) { [home] in home.quit() },
            command(KeyCommand.inputEscape, words.quit) { [home] in home.quit() },
            command("c", words.quit, .control) { [home] in home.quit() },
        ]
    }
}
