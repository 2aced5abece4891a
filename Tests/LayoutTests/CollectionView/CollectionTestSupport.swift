import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A cell showing its text in a label pinned to its content view's edges (so a self-sizing
/// layout measures the text); it counts its reuses.
final class LabelCell: CollectionViewCell {
    let label = Label()
    var reuseCount = 0

    required init(frame: Rect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A header showing a title.
final class TitleHeader: CollectionReusableView {
    let label = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

/// A data source and delegate over named items in sections, recording the delegate's calls.
final class ItemsSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var events: [String] = []
    var sizes: [String: Size] = [:]
    var cellRequests = 0

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(items: Int, sections: Int = 1) {
        self.init((0..<sections).map { section in (0..<items).map { "\(section).\($0)" } })
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
        (cell as? LabelCell)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleHeader)?.label.text = "Section \(indexPath.section)"
        return view
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size { sizes[sections[indexPath.section][indexPath.item]] ?? CollectionViewFlowLayout.automaticSize }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.section).\(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("primary \(indexPath.section).\(indexPath.item)")
    }
}

/// A headless window whose root view holds one collection view filling it.
struct CollectionHarness {
    let headless: HeadlessWindow
    let collectionView: CollectionView
    var window: Window { headless.window }
    var log: LayoutLog { headless.log }

    init(width: Double = 30, height: Double = 10, layout: CollectionViewLayout) {
        headless = HeadlessWindow(width: width, height: height)
        collectionView = CollectionView(
            frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        headless.root.addSubview(collectionView)
    }

    func show(_ source: ItemsSource) {
        collectionView.delegate = source
        collectionView.dataSource = source
        window.layoutIfNeeded()
    }

    func advance(by seconds: Double) {
        headless.clock.advance(by: seconds)
        window.layoutIfNeeded()
    }

    var screen: String { headless.text }

    /// The frame of an item as the layout says.
    func frame(_ item: Int, _ section: Int = 0) -> Rect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
