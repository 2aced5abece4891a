import Layout

/// A pushed screen that is text in one scroll view (the payslip, a workplace's entitlements): ↑/↓
/// (k/j) scroll a line, PgUp/PgDn (Space) a page, Home/End (g/G) to the ends, ←/→ (h/l)
/// sideways when the text is wider than the screen, `q` goes back (Esc is the navigation's).
protocol ScrollingScreen: RecordsScreen {
    var scrollView: ScrollView { get }
}

extension ScrollingScreen {
    /// Columns a sideways step moves.
    static var sidewaysStep: Double { 8 }

    /// The scrolling keys, titled for `?`, then the screen's own `keys`, then `q` (back); the
    /// first key of each with a hint in the hint bar.
    func scrollKeyCommands(sideways: Bool, then keys: [KeyCommand] = []) -> [KeyCommand] {
        let words = strings.payslipKeyTitles
        let hint = strings.hintWords
        func command(_ inputs: [String], _ hint: String?, _ title: String, _ action: @escaping (Self) -> Void)
            -> [KeyCommand]
        {
            inputs.enumerated().map { index, input in
                // The first key of each is in the hint bar (when it has a hint); the others only under `?`.
                KeyCommand(input: input, title: index == 0 ? hint : nil, discoverabilityTitle: title) {
                    [unowned self] in action(self)
                }
            }
        }
        let step = Self.sidewaysStep
        var commands =
            command([KeyCommand.inputUpArrow, "k"], hint.scroll, words.lineUp) { $0.scroll(by: -1) }
            + command([KeyCommand.inputDownArrow, "j"], hint.scroll, words.lineDown) { $0.scroll(by: 1) }
        if sideways {
            commands +=
                command([KeyCommand.inputLeftArrow, "h"], hint.sideways, words.left) { $0.scroll(sideways: -step) }
                + command([KeyCommand.inputRightArrow, "l"], hint.sideways, words.right) { $0.scroll(sideways: step) }
        }
        return commands
            + command([KeyCommand.inputPageUp], nil, words.pageUp) { $0.scroll(by: -$0.page) }
            + command([KeyCommand.inputPageDown, " "], nil, words.pageDown) { $0.scroll(by: $0.page) }
            + command([KeyCommand.inputHome, "g"], nil, words.top) { $0.scroll(to: 0) }
            + command([KeyCommand.inputEnd, "G"], nil, words.bottom) {
                $0.scroll(to: $0.scrollView.maximumContentOffset.y)
            }
            + keys
            + command(["q"], strings.backTitle, strings.backTitle) {
                _ = $0.navigationController?.popViewController(animated: true)
            }
    }

    /// A page: the scroll view's height less a line.
    var page: Double { max(scrollView.bounds.height - 1, 1) }

    func scroll(sideways columns: Double) {
        scroll(to: Point(x: scrollView.contentOffset.x + columns, y: scrollView.contentOffset.y))
    }

    func scroll(by lines: Double) { scroll(to: scrollView.contentOffset.y + lines) }

    func scroll(to y: Double) { scroll(to: Point(x: scrollView.contentOffset.x, y: y)) }

    /// Scrolls to `offset`, kept inside the content.
    func scroll(to offset: Point) {
        let maximum = scrollView.maximumContentOffset
        scrollView.setContentOffset(
            Point(x: min(max(offset.x, 0), maximum.x), y: min(max(offset.y, 0), maximum.y)), animated: false)
    }
}
