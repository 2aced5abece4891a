import Layout
import Payroll

/// The home screen's `$`: money from the state, pushed like the other screens.
extension HomeViewController {
    func openStateMoney() {
        navigationController?.pushViewController(StateMoneyViewController(records: records), animated: true)
    }

    /// `$`, listed by `?` and the palette (the hint bar, full at 80 columns, would lose `? keys`).
    var stateMoneyKeyCommands: [KeyCommand] {
        [
            KeyCommand(input: "$", discoverabilityTitle: strings.appWords.moneyScreen.keyTitle) { [unowned self] in
                openStateMoney()
            }
        ]
    }
}
