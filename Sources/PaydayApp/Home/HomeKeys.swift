import Layout
import Payroll

/// The home screen's keys as key commands, each with a title: what the `?` sheet lists (with the
/// navigation's own `?`). Letters that change data answer in the demo too, by saying it is
/// read-only.
struct HomeKeys {
    let home: HomeViewController

    var commands: [KeyCommand] {
        let words = home.strings.keyTitles
        func command(_ input: String, _ title: String, _ flags: KeyModifierFlags = [], _ action: @escaping () -> Void)
            -> KeyCommand
        {
            KeyCommand(input: input, modifierFlags: flags, title: title, action: action)
        }
        return [
            command(KeyCommand.inputUpArrow, words.previous) { [home] in home.moveSelection(by: -1) },
            command(KeyCommand.inputDownArrow, words.next) { [home] in home.moveSelection(by: 1) },
            command("k", words.previous) { [home] in home.moveSelection(by: -1) },
            command("j", words.next) { [home] in home.moveSelection(by: 1) },
            command(KeyCommand.inputPageUp, words.pageUp) { [home] in home.moveSelection(by: -home.rowsPerPage) },
            command(KeyCommand.inputPageDown, words.pageDown) { [home] in home.moveSelection(by: home.rowsPerPage) },
            command(KeyCommand.inputHome, words.first) { [home] in home.select(0) },
            command("g", words.first) { [home] in home.select(0) },
            command(KeyCommand.inputEnd, words.last) { [home] in home.select(home.cardCount - 1) },
            command("G", words.last) { [home] in home.select(home.cardCount - 1) },
            command(KeyCommand.inputLeftArrow, words.previousPeriod) { [home] in home.page(by: -1) },
            command(KeyCommand.inputRightArrow, words.nextPeriod) { [home] in home.page(by: 1) },
            command("h", words.previousPeriod) { [home] in home.page(by: -1) },
            command("l", words.nextPeriod) { [home] in home.page(by: 1) },
            command(KeyCommand.inputEnter, words.details) { [home] in home.selectedRow.map(home.toggle) },
            command(" ", words.details) { [home] in home.selectedRow.map(home.toggle) },
            command("i", words.clockIn) { [home] in home.clockIn() },
            command("o", words.clockOut) { [home] in home.clockOut() },
            command("a", words.addShift) { [home] in home.addShift() },
            command("n", words.newWorkplace) { [home] in home.newWorkplace() },
            command("e", words.editWorkplace) { [home] in home.editWorkplace() },
            command("s", words.shifts) { [home] in home.showShifts() },
            command("c", words.calendar) { [home] in home.openCalendar() },
            command("p", words.payslip) { [home] in home.openPayslip() },
            command("t", words.statistics) { [home] in home.openStatistics() },
            command("u", words.undo) { [home] in home.undo() },
            command("q", words.quit) { [home] in home.quit() },
            command(KeyCommand.inputEscape, words.quit) { [home] in home.quit() },
            command("c", words.quit, .control) { [home] in home.quit() },
        ]
    }
}
