import Layout

/// The home screen's root view: a sideways turn of the wheel that no view under the pointer
/// took pages between months (up and down, the table under the pointer scrolls itself).
final class HomeView: View {
    private let turnPage: (Int) -> Void

    init(turnPage: @escaping (Int) -> Void) {
        self.turnPage = turnPage
        super.init(frame: .zero)
    }

    override func scrolled(by delta: Point, at location: Point) -> Bool {
        guard delta.x != 0 else { return super.scrolled(by: delta, at: location) }
        turnPage(delta.x < 0 ? -1 : 1)
        return true
    }
}
