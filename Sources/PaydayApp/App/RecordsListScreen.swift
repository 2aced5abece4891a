import FoundationEssentials
import Layout
import Payroll

/// A pushed screen whose rows are worked out from the records whole (money ahead, money from the
/// state): it observes the records from the start and, once its view is loaded, works its rows
/// out again (`reload()`) at every change, saved here, on another screen or by another process.
class RecordsListScreen: PushedScreen, RecordsScreen {
    let records: Records
    let tableView = TableView()

    init(records: Records) {
        self.records = records
        super.init()
        records.addObserver(self)
    }

    func records(_ records: Records, didChange change: RecordsChange) {
        if isViewLoaded { reload() }
    }

    /// Works the rows out again and shows them; each screen says how.
    func reload() {}
}
