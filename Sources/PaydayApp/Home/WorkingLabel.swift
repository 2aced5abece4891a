import Layout

/// A label with work to do a slice per frame: each time it is drawn it runs `work` once, and
/// asks for another frame until `work` says it is done. The home screen's title counts its net
/// this way, so a page turn over a large file never costs the whole file in one frame.
final class WorkingLabel: Label {
    /// One slice of the work; true once there is nothing left to do.
    var work: (() -> Bool)?

    override func draw(in region: CanvasRegion) {
        if let work, !work() { setNeedsDisplay() }
        super.draw(in: region)
    }
}
