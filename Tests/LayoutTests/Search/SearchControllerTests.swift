import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `SearchController` as UIKit documents it: attached through `navigationItem.searchController`,
/// its bar's edits reach `searchResultsUpdater`, which filters; `/` starts a search, Esc clears
/// and ends it.
@Suite struct SearchControllerTests {
    /// A list of names in a label, filtered by the search text.
    final class NamesScreen: ViewController, SearchResultsUpdating, SearchControllerDelegate {
        let names = ["Cafe Blue", "Bakery Sol", "카페 하나", "Cinema"]
        let list = Label(text: "")
        let field = TextField(placeholder: "note")
        var updates: [String] = []
        var events: [String] = []
        let search = SearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Names"
            view.addSubview(list)
            view.addSubview(field)
            list.numberOfLines = 0
            list.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
            field.snp.makeConstraints {
                $0.bottom.equalToSuperview()
                $0.leading.equalToSuperview().offset(1)
            }
            search.searchResultsUpdater = self
            search.delegate = self
            search.searchBar.placeholder = "name"
            navigationItem.searchController = search
            show(names)
        }

        func show(_ shown: [String]) { list.text = shown.joined(separator: "\n") }

        func updateSearchResults(for searchController: SearchController) {
            let text = searchController.searchBar.text ?? ""
            updates.append(text)
            show(text.isEmpty ? names : names.filter { $0.lowercased().contains(text.lowercased()) })
        }

        func willPresentSearchController(_ searchController: SearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: SearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: SearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: SearchController) { events.append("didDismiss") }
    }

    func makeScene() -> (HeadlessWindow, NamesScreen, NavigationController) {
        let names = NamesScreen()
        let navigation = NavigationController(rootViewController: names)
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: navigation)
        screen.render()
        return (screen, names, navigation)
    }

    @Test func slashStartsASearchUnderTheBarAndEachEditFilters() {
        let (screen, names, _) = makeScene()
        #expect(!screen.text.contains("/ [name"))
        #expect(screen.window.keyCommandsInReach.compactMap(\.title).contains("Search"))
        screen.feed("/")
        #expect(names.search.isActive)
        #expect(names.events == ["willPresent", "didPresent"])
        #expect(screen.window.firstResponder === names.search.searchBar.textField)
        // The bar sits under the navigation bar; the screen moved down a line.
        #expect(screen.lines[2].hasPrefix(" / [name"))
        #expect(screen.lines[4].hasPrefix(" Cafe Blue"))
        screen.type("ca")
        #expect(names.updates == ["", "c", "ca"])
        #expect(names.list.text == "Cafe Blue")
        screen.feed("\u{7F}\u{7F}카")
        #expect(names.list.text == "카페 하나")
        // The terminal's cursor is in the bar, after the text (an input method composes there).
        #expect(screen.window.cursorPosition == CellPosition(x: 6, y: 2))
    }

    @Test func enterKeepsTheFilterAndGivesTheKeysBackAndEscClearsAndEnds() {
        let (screen, names, _) = makeScene()
        screen.feed("/")
        screen.type("bak")
        screen.feed("\r")
        #expect(screen.window.firstResponder == nil)
        #expect(names.search.isActive)
        #expect(names.list.text == "Bakery Sol")
        #expect(screen.lines[2].hasPrefix(" / [bak"))
        // Esc from the screen ends the search (before it would go back); the list is whole again.
        screen.feed("\u{1B}")
        #expect(!names.search.isActive)
        #expect(names.search.searchBar.text == "")
        #expect(names.list.text == names.names.joined(separator: "\n"))
        #expect(!screen.text.contains("/ [bak"))
        #expect(names.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        // Esc in the bar itself does the same.
        screen.feed("/")
        screen.type("z")
        #expect(names.list.text == "")
        screen.feed("\u{1B}")
        #expect(!names.search.isActive)
        #expect(names.list.text == names.names.joined(separator: "\n"))
    }

    @Test func aFocusedTextFieldKeepsItsSlash() {
        let (screen, names, _) = makeScene()
        names.field.becomeFirstResponder()
        screen.feed("/")
        #expect(names.field.text == "/")
        #expect(!names.search.isActive)
    }

    @Test func aResultsControllerCoversTheScreenWhileTheSearchIsActive() {
        final class Results: ViewController {
            override func viewDidLoad() {
                view.backgroundStyle = .plain
                let label = Label(text: "results here")
                view.addSubview(label)
                label.snp.makeConstraints { $0.top.leading.equalToSuperview() }
            }
        }
        let results = Results()
        let screenController = ViewController()
        screenController.title = "Other"
        let search = SearchController(searchResultsController: results)
        screenController.navigationItem.searchController = search
        let navigation = NavigationController(rootViewController: screenController)
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: navigation)
        screen.render()
        screen.feed("/")
        #expect(screen.lines[3].hasPrefix("results here"))
        #expect(results.parent === screenController)
        screen.feed("\u{1B}")
        #expect(!screen.text.contains("results here"))
        #expect(results.parent == nil)
    }

    @Test func aSearchBarOnItsOwnTellsItsDelegate() {
        final class Listener: SearchBarDelegate {
            var texts: [String] = []
            var searched = 0
            func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { texts.append(searchText) }
            func searchBarSearchButtonClicked(_ searchBar: SearchBar) { searched += 1 }
        }
        let controller = ViewController()
        let bar = SearchBar()
        let listener = Listener()
        bar.delegate = listener
        controller.view.addSubview(bar)
        bar.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        let screen = HeadlessWindow(width: 30, height: 5, rootViewController: controller)
        screen.render()
        bar.textField.becomeFirstResponder()
        screen.type("ab")
        screen.feed("\r")
        #expect(listener.texts == ["a", "ab"])
        #expect(listener.searched == 1)
        bar.text = "set"
        #expect(listener.texts == ["a", "ab"])
        bar.textField.becomeFirstResponder()
        screen.feed("\u{1B}")
        #expect(bar.text == "")
        #expect(listener.texts == ["a", "ab", ""])
    }
}
