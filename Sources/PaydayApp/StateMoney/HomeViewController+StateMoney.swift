import Layout
import Payroll

/// The home screen's `$`: money from the state, pushed like the other screens.
extension HomeViewController {
    func openStateMoney() {
        navigationController?.pushViewController(StateMoneyViewController(records: records), animated: true)
    }

    /// `$`, listed by `?` and the palette (the hint bar, full at 80 columns, would lose `? keys`).
    var stateMoneyKeyCommands: [KeyCommand] {
        let words = strings.appWords
        return [
            KeyCommand(input: "$", discoverabilityTitle: words.moneyScreenKeyTitle) { [unowned self] in
                openStateMoney()
            }
        ]
    }
}
