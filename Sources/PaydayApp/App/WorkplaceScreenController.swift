import Layout
import Payroll

/// What the pushed screens about one workplace share beyond every pushed screen's shell
/// (`PushedScreen`: the title bar, the hint line): the workplace named by its name, and the
/// records observed: each change shows the workplace as it is now (`show(_:)`), and when
/// another process removed it the screen closes back to the home screen.
class WorkplaceScreenController: PushedScreen, RecordsObserver {
    let records: Records
    let workplaceName: String

    init(records: Records, workplaceName: String) {
        self.records = records
        self.workplaceName = workplaceName
        super.init()
        records.addObserver(self)
    }

    func records(_ records: Records, didChange change: RecordsChange) {
        guard let workplace = records.workplace(named: workplaceName) else {
            (self as? RecordsScreen)?.closeForGoneWorkplace(workplaceName)
            return
        }
        show(workplace)
    }

    /// Shows `workplace` as the records hold it now (subclasses).
    func show(_ workplace: Workplace) {}
}
