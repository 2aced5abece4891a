/// What a cell's content should show and how, as a value (`UIContentConfiguration`): setting one
/// on a cell's `contentConfiguration` makes its content view, or hands it to the content view
/// already there when that one supports it.
public protocol ContentConfiguration {
    /// A new view showing the configuration.
    func makeContentView() -> View & ContentView
}

/// A view made by a content configuration (`UIContentView`).
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

/// The content of a row of a list, a header or a footer (`UIListContentConfiguration`): an
/// image, a text and a secondary text, laid out by one of the styles (`cell()`,
/// `subtitleCell()`, `valueCell()`, `header()`, ...). The image is a glyph (`Image("★")`); the
/// texts wrap (`numberOfLines` 0) unless told otherwise.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// How a text looks (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The colour (nil: the label's default).
        public var color: SemanticColor?
        /// Bold, dim, underline, ... (the terminal's stand-in for a font).
        public var attributes: TextAttributes = []
        /// Where lines sit across the text's width.
        public var alignment = LabelAlignment.natural
        /// The most lines; 0, the default, wraps without limit.
        public var numberOfLines = 0
    }

    /// How the image looks (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The image's colour (nil: the text's).
        public var tintColor: SemanticColor?
    }

    /// The style a configuration was made with.
    enum Kind: Hashable, Sendable {
        case cell, subtitleCell, valueCell, header, footer, sidebarCell, sidebarSubtitleCell, sidebarHeader
    }

    var kind: Kind
    /// Made by `defaultContentConfiguration()`: the cell may restyle it for its place (a
    /// section's header row, a sidebar) when the layout tells it.
    var followsListEnvironment = false

    /// The main text.
    public var text: String?
    /// The secondary text: under the main text, or beside it at the trailing edge when
    /// `prefersSideBySideTextAndSecondaryText`.
    public var secondaryText: String?
    /// A glyph before the texts.
    public var image: Image?
    /// The main text's look.
    public var textProperties = TextProperties()
    /// The secondary text's look.
    public var secondaryTextProperties = TextProperties()
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// The secondary text beside the main text (the value cell's layout) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Cells between the image and the text.
    public var imageToTextPadding = 1.0
    /// Cells between the main text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding = 1.0
    /// Space around the content inside the row (one cell at either side).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .cell, .sidebarCell: break
        case .subtitleCell, .sidebarSubtitleCell:
            secondaryTextProperties.color = .secondaryLabel
        case .valueCell:
            prefersSideBySideTextAndSecondaryText = true
            secondaryTextProperties.color = .secondaryLabel
        case .header, .sidebarHeader:
            textProperties.attributes = .bold
        case .footer:
            textProperties.color = .secondaryLabel
        }
    }

    /// A row of a list: an image and a text (`cell()`).
    public static func cell() -> Self { Self(kind: .cell) }
    /// A row with the secondary text under the main text, dimmer (`subtitleCell()`).
    public static func subtitleCell() -> Self { Self(kind: .subtitleCell) }
    /// A row with the secondary text at the trailing edge, beside the main text (`valueCell()`).
    public static func valueCell() -> Self { Self(kind: .valueCell) }
    /// A section header: bold text (`header()`).
    public static func header() -> Self { Self(kind: .header) }
    /// A section footer: secondary text (`footer()`).
    public static func footer() -> Self { Self(kind: .footer) }
    /// A plain list's header (`plainHeader()`), as `header()`.
    public static func plainHeader() -> Self { Self(kind: .header) }
    /// A grouped list's header (`groupedHeader()`), as `header()`.
    public static func groupedHeader() -> Self { Self(kind: .header) }
    /// A plain list's footer (`plainFooter()`), as `footer()`.
    public static func plainFooter() -> Self { Self(kind: .footer) }
    /// A grouped list's footer (`groupedFooter()`), as `footer()`.
    public static func groupedFooter() -> Self { Self(kind: .footer) }
    /// A sidebar row (`sidebarCell()`).
    public static func sidebarCell() -> Self { Self(kind: .sidebarCell) }
    /// A sidebar row with a subtitle (`sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell() -> Self { Self(kind: .sidebarSubtitleCell) }
    /// A sidebar section header (`sidebarHeader()`).
    public static func sidebarHeader() -> Self { Self(kind: .sidebarHeader) }

    /// A list content view showing the configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The same content restyled as `kind` (the texts, image and margins kept).
    func restyled(as kind: Kind) -> Self {
        guard kind != self.kind else { return self }
        var restyled = Self(kind: kind)
        restyled.followsListEnvironment = followsListEnvironment
        restyled.text = text
        restyled.secondaryText = secondaryText
        restyled.image = image
        restyled.directionalLayoutMargins = directionalLayoutMargins
        return restyled
    }
}

/// Shows a `ListContentConfiguration` (`UIListContentView`): the image, the text and the
/// secondary text, laid out with constraints so a self-sizing list measures the wrapped texts.
open class ListContentView: View, ContentView {
    private let imageView = ImageView()
    let textLabel = Label()
    let secondaryTextLabel = Label()
    private var shown: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        apply(configuration)
    }

    /// The configuration shown; another list content configuration updates the view, any other
    /// kind is ignored (`supports(_:)` says no to it).
    public var configuration: any ContentConfiguration {
        get { shown }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            if list != shown { apply(list) }
        }
    }

    /// The list configuration shown.
    public var listConfiguration: ListContentConfiguration { shown }

    /// True for a `ListContentConfiguration`.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    private func apply(_ configuration: ListContentConfiguration) {
        shown = configuration
        func style(_ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties) {
            label.text = text ?? ""
            label.textColor = properties.color
            label.style = Style(attributes: properties.attributes)
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        style(textLabel, configuration.text, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        if let tint = configuration.imageProperties.tintColor ?? configuration.textProperties.color {
            imageView.style = Style(attributes: configuration.textProperties.attributes).withForeground(
                tint, traits: traitCollection)
        } else {
            imageView.style = Style(attributes: configuration.textProperties.attributes)
        }
        let hasImage = configuration.image != nil
        let hasSecondary = !(configuration.secondaryText ?? "").isEmpty
        for (view, wanted) in [(imageView, hasImage), (textLabel, true), (secondaryTextLabel, hasSecondary)] {
            if wanted, view.superview !== self {
                addSubview(view)
            } else if !wanted, view.superview === self {
                view.removeFromSuperview()
            }
        }
        let margins = configuration.directionalLayoutMargins
        if hasImage {
            imageView.snp.remakeConstraints {
                $0.leading.equalToSuperview().offset(margins.leading)
                $0.top.equalToSuperview().offset(margins.top)
                $0.bottom.lessThanOrEqualToSuperview().offset(-margins.bottom)
            }
        }
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasSecondary
        textLabel.snp.remakeConstraints {
            if hasImage {
                $0.leading.equalTo(imageView.snp.trailing).offset(configuration.imageToTextPadding)
            } else {
                $0.leading.equalToSuperview().offset(margins.leading)
            }
            $0.top.equalToSuperview().offset(margins.top)
            if sideBySide {
                $0.trailing.lessThanOrEqualTo(secondaryTextLabel.snp.leading).offset(
                    -configuration.textToSecondaryTextHorizontalPadding)
            } else {
                $0.trailing.lessThanOrEqualToSuperview().offset(-margins.trailing)
            }
            if hasSecondary && !sideBySide {
                $0.bottom.equalTo(secondaryTextLabel.snp.top)
            } else {
                $0.bottom.lessThanOrEqualToSuperview().offset(-margins.bottom)
            }
        }
        guard hasSecondary else { return }
        secondaryTextLabel.snp.remakeConstraints {
            if sideBySide {
                $0.top.equalToSuperview().offset(margins.top)
                $0.trailing.equalToSuperview().offset(-margins.trailing)
                $0.bottom.lessThanOrEqualToSuperview().offset(-margins.bottom)
            } else {
                $0.leading.equalTo(textLabel.snp.leading)
                $0.trailing.lessThanOrEqualToSuperview().offset(-margins.trailing)
                $0.bottom.lessThanOrEqualToSuperview().offset(-margins.bottom)
            }
        }
        // Beside each other, the value keeps its width and the main text wraps.
        secondaryTextLabel.setContentCompressionResistancePriority(
            sideBySide ? LayoutPriority(760) : LayoutPriority(750), for: .horizontal)
    }
}
