/// The text a window's views copied (`UIPasteboard`, one per window): `string` is the last
/// copy or cut. Layout does not know the terminal, so each write is also queued for the host,
/// which sends it to the terminal's clipboard (OSC 52 through `TerminalHosting`) and drains
/// the queue with `takeWrites()`. Pasting comes the other way, as the terminal's bracketed
/// paste (`Window.pasteText(_:)`).
public final class Pasteboard {
    /// The text last copied or cut; nil before the first.
    public private(set) var string: String?
    /// How many times the pasteboard was written (`UIPasteboard.changeCount`).
    public private(set) var changeCount = 0
    private var pendingWrites: [String] = []

    /// An empty pasteboard.
    public init() {}

    /// Puts `text` on the pasteboard and queues it for the host.
    public func setString(_ text: String) {
        string = text
        changeCount += 1
        pendingWrites.append(text)
    }

    /// The writes since the last call, oldest first (the host sends each to the terminal).
    public func takeWrites() -> [String] {
        defer { pendingWrites.removeAll() }
        return pendingWrites
    }
}
