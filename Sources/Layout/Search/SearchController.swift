/// Told as the search text changes (`UISearchResultsUpdating`).
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar's text changed, or the search began or ended: filter with
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: SearchController)
}

/// Told around a search's start and end (`UISearchControllerDelegate`); every method optional.
public protocol SearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: SearchController)
    func didPresentSearchController(_ searchController: SearchController)
    func willDismissSearchController(_ searchController: SearchController)
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}

/// Search over a screen (`UISearchController`), attached through
/// `navigationItem.searchController`: `/` (from the navigation controller, so a focused text
/// field keeps its `/`) makes it active; its `searchBar` shows under the navigation bar with
/// the insertion point in it, and each edit tells `searchResultsUpdater`, which filters. Enter
/// leaves the bar (the filter stays, the keys go back to the screen); Esc clears the text and
/// ends the search (from the bar, or from the screen while a filter stays), and the updater
/// hears the empty text. A `searchResultsController`, when given, covers the screen while the
/// search is active, as UIKit shows it over the content.
open class SearchController: ViewController {
    /// Shown over the searched screen while the search is active; nil filters the screen itself.
    public let searchResultsController: ViewController?
    /// Filters as the text changes; held weakly.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told as the search begins and ends; held weakly.
    public weak var delegate: SearchControllerDelegate?
    /// The line the user types into.
    public let searchBar = SearchBar()
    /// Kept for ported code: a terminal draws nothing over the screen while searching.
    public var obscuresBackgroundDuringPresentation = false
    /// Kept for ported code: the navigation bar stays.
    public var hidesNavigationBarDuringPresentation = false
    /// The screen whose navigation item holds this controller.
    weak var owner: ViewController?

    /// A search controller; `searchResultsController` nil filters the screen in place.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        searchBar.searchController = self
    }

    /// Whether the search is on (`isActive`): setting true shows the bar and focuses it;
    /// false clears the text, hides the bar, and gives the keys back to the screen.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { begin() } else { end() }
        }
    }

    /// Whether the bar shows now: while active.
    var showsBar: Bool { isActive }

    private func begin() {
        delegate?.willPresentSearchController(self)
        owner?.navigationController?.updateSearchBar()
        if let results = searchResultsController, let screen = owner?.viewIfLoaded, let area = screen.superview {
            owner?.addChild(results)
            results.beginAppearanceTransition(true, animated: false)
            results.view.translatesAutoresizingMaskIntoConstraints = false
            area.addSubview(results.view)
            results.view.snp.makeConstraints { $0.edges.equalTo(screen) }
            results.endAppearanceTransition()
            results.didMove(toParent: owner)
        }
        searchBar.textField.becomeFirstResponder()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func end() {
        delegate?.willDismissSearchController(self)
        if searchBar.textField.isFirstResponder { searchBar.textField.resignFirstResponder() }
        searchBar.setText("", notifying: false)
        if let results = searchResultsController, results.viewIfLoaded?.superview != nil {
            results.beginLeavingParent()
            results.beginAppearanceTransition(false, animated: false)
            results.view.removeFromSuperview()
            results.removeFromParent()
            results.endAppearanceTransition()
        }
        owner?.navigationController?.updateSearchBar()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The bar's text changed by an edit.
    func textDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }

    /// The key that starts a search.
    public static let startKey = KeyPress(input: "/")
}

/// Told as the user edits a search bar (`UISearchBarDelegate`); every method optional.
public protocol SearchBarDelegate: AnyObject {
    /// The text changed by an edit.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Enter in the bar.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// Esc in the bar (the cancel button of UIKit's bar).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}

/// A line to type a search into (`UISearchBar`): `/ ` in the tint colour, then a text field
/// (all a `TextField` edits: Hangul, paste, the readline keys) showing `placeholder` while
/// empty. Enter and Esc are the search and cancel buttons of UIKit's bar.
public final class SearchBar: View {
    /// The field the text is typed into.
    public let textField = TextField()
    /// Told as the text changes; held weakly.
    public weak var delegate: SearchBarDelegate?
    weak var searchController: SearchController?
    private let prompt = Label(text: "/")

    /// The text (`text`); setting it tells no one, as UIKit's.
    public var text: String? {
        get { textField.text }
        set { setText(newValue ?? "", notifying: false) }
    }

    /// Shown dimmed while the text is empty.
    public var placeholder: String? {
        get { textField.placeholder }
        set { textField.placeholder = newValue }
    }

    /// A bar one line high.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        prompt.textColor = .tint
        for subview in [prompt, textField] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        prompt.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(1)
            $0.top.equalToSuperview()
        }
        textField.snp.makeConstraints {
            $0.leading.equalTo(prompt.snp.trailing).offset(1)
            $0.trailing.equalToSuperview().offset(-1)
            $0.top.equalToSuperview()
            $0.height.equalTo(1)
        }
        textField.addAction(
            Control.Action { [unowned self] _ in
                delegate?.searchBar(self, textDidChange: textField.text)
                searchController?.textDidChange()
            }, for: .editingChanged)
        textField.addAction(
            Control.Action { [unowned self] _ in
                delegate?.searchBarSearchButtonClicked(self)
                textField.resignFirstResponder()
            }, for: .editingDidEndOnExit)
    }

    func setText(_ text: String, notifying: Bool) {
        textField.text = text
        if notifying { searchController?.textDidChange() }
    }

    /// One line high.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// Esc, reaching the bar from its field: the cancel button (clears and ends the search).
    public override func pressesBegan(_ press: KeyPress) {
        guard press.input == KeyCommand.inputEscape, press.modifierFlags.isEmpty else {
            return super.pressesBegan(press)
        }
        delegate?.searchBarCancelButtonClicked(self)
        if let searchController {
            searchController.isActive = false
        } else {
            setText("", notifying: false)
            delegate?.searchBar(self, textDidChange: "")
        }
    }
}

extension NavigationItem {
    /// The search of the screen (`navigationItem.searchController`): its bar shows under the
    /// navigation bar while the search is active, and `/` starts it.
    public var searchController: SearchController? {
        get { storedSearchController }
        set {
            storedSearchController?.owner = nil
            storedSearchController = newValue
            newValue?.owner = owner
        }
    }
}
