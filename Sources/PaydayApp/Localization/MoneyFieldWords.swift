/// The marks of won a worker may write around an amount typed in a field, whichever language the
/// app speaks: `₩` before it (as the English screens write money), `원` after it (as the Korean
/// ones do).
enum MoneyFieldWords {
    static let wonBefore = "₩"
    static let wonAfter = "원"
}
