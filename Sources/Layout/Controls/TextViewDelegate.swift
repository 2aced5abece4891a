/// What a text view asks and tells its delegate (`UITextViewDelegate`). Every method has a
/// default (allow, do nothing), so a delegate implements only what it needs.
public protocol TextViewDelegate: AnyObject {
    /// Asked before the view becomes first responder. False keeps it from editing.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The view became first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Asked before the view resigns first responder. False keeps the focus in it.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The view resigned first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Asked before the characters in `range` (of `textView.text`) are replaced by `text`
    /// (already NFC, line breaks as `\n`; empty for a deletion). False refuses the change.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    /// The text changed by an edit (not by setting `text`).
    func textViewDidChange(_ textView: TextView)
    /// The insertion point or the selection moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// True: editing may begin.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// True: editing may end.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// True: every change is allowed.
    public func textView(
        _ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
