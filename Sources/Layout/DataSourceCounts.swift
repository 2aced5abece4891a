/// The section sizes a table's or a collection view's data source gives, read the one way for
/// both: the number of sections, then each section's count; a negative number is logged and
/// taken as 0 (UIKit would stop; the terminal shows nothing there and goes on).
enum DataSourceCounts {
    /// `sections` counts, `count(section)` each; `method` names the data source's count method in
    /// the log up to its section (`tableView(_:numberOfRowsInSection:`).
    static func read(sections: Int, method: String, count: (Int) -> Int, log: (String) -> Void) -> [Int] {
        guard sections >= 0 else {
            log("numberOfSections(in:) returned \(sections); showing no sections")
            return []
        }
        return (0..<sections).map { section in
            let counted = count(section)
            guard counted >= 0 else {
                log("\(method) \(section)) returned \(counted); showing none")
                return 0
            }
            return counted
        }
    }
}
