import Layout
import Payroll

/// The home screen's `$`: money from the state, pushed like the other screens.
extension HomeViewController {
    func openStateMoney() {
        navigationController?.pushViewController(StateMoneyViewController(records: records), animated: true)
    }

    /// `$`, with its hint in the bar when there are cards (and so figures to estimate from).
    var stateMoneyKeyCommands: [KeyCommand] {
        let words = strings.language.stateMoneyScreenWords
        return [
            KeyCommand(
                input: "$", title: cardCount > 0 ? words.moneyScreenKeyHint : nil,
                discoverabilityTitle: words.moneyScreenKeyTitle
            ) {
                [unowned self] in openStateMoney()
            }
        ]
    }
}
