/// What a text field asks and tells its delegate (`UITextFieldDelegate`). Every method has a
/// default (allow, do nothing), so a delegate implements only what it needs.
public protocol TextFieldDelegate: AnyObject {
    /// Asked before the field becomes first responder. False keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Asked before the field resigns first responder. False keeps it editing (and focused).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Asked before the characters in `range` (of `textField.text`) are replaced by `string`
    /// (already NFC and filtered; empty for a deletion). False refuses the change.
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool
    /// Enter in the field. True lets it send `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// True: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// True: every change is allowed.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool { true }
    /// True: Enter sends `.editingDidEndOnExit`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
