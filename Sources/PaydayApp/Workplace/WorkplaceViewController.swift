import Canvas
import Layout
import Payroll
import PayrollExports
import PayrollWords

/// A workplace's own screen (`w` on the home screen), pushed: the terms its entitlements depend
/// on, then what the job owes beyond the month's pay. Severance: the service, the spans not
/// counted, the counted days, whether it is owed, and the amount (if the worker left today, or
/// owed on the last day) with its formula; annual leave: the length of a day of leave, each day
/// granted and why, the days missed, leave taken, the balance and, at the end, its payout; or
/// the note why none accrues. The lines are `EntitlementsDocument`'s, so the screen and `payday
/// entitlements` never disagree. Each line wraps under its own indent on a narrow screen; ↑/↓
/// scroll, PgUp/PgDn a page, Home/End to the ends, `S` pushes the workplace's schedule, `e`
/// writes its evidence folder (`EvidenceSheetController` asks where), Esc or `q` goes back. A change to the
/// records computes it again; a workplace that another process removed closes it.
final class WorkplaceViewController: WorkplaceScreenController, ScrollingScreen {
    private(set) var document: EntitlementsDocument
    private(set) var terms: String
    let scrollView = ScrollView()
    let linesView = StackView()

    /// Nil when the records hold no workplace called `name`.
    init?(records: Records, workplace name: String) {
        guard let workplace = records.workplace(named: name) else { return nil }
        (document, terms) = Self.contents(records: records, workplace: workplace)
        super.init(records: records, workplaceName: name)
        title = records.strings.workplaceTitle(name)
    }

    private static func contents(records: Records, workplace: Workplace) -> (EntitlementsDocument, String) {
        let basis = records.basis
        let document = EntitlementsDocument(workplace: workplace, basis: basis, language: records.strings.language)
        return (document, records.strings.workplaceTerms(workplace, today: basis.today))
    }

    /// The document's lines as the screen shows them (before wrapping): what `payday
    /// entitlements` prints under the workplace's name.
    var shownLines: [String] { document.severanceLines + document.leaveLines + document.claimLines }

    override func show(_ workplace: Workplace) {
        let fresh = Self.contents(records: records, workplace: workplace)
        guard
            fresh.0.severanceLines != document.severanceLines || fresh.0.leaveLines != document.leaveLines
                || fresh.0.claimLines != document.claimLines || fresh.1 != terms
        else { return }
        (document, terms) = fresh
        if isViewLoaded { showLines() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        linesView.axis = .vertical
        linesView.translatesAutoresizingMaskIntoConstraints = false
        placeColumn(content: scrollView, footers: [])
        scrollView.addSubview(linesView)
        linesView.snp.makeConstraints {
            $0.edges.equalTo(scrollView.contentLayoutGuide)
            $0.width.equalTo(scrollView.frameLayoutGuide)
        }
        showLines()
    }

    /// One view a line: the terms (dim), then each section's heading (bold, a blank line above
    /// it) and its lines, indented as the document indents them.
    private func showLines() {
        for line in linesView.arrangedSubviews {
            linesView.removeArrangedSubview(line)
            line.removeFromSuperview()
        }
        linesView.addArrangedSubview(LineView(text: terms, indent: 1, gap: 0, style: Style(attributes: [.dim])))
        for line in shownLines {
            let text = line.drop { $0 == " " }
            let indent = line.count - text.count
            let heading = indent == 0
            linesView.addArrangedSubview(
                LineView(
                    text: String(text), indent: 1 + indent, gap: heading ? 1 : 0,
                    style: heading ? Style(attributes: [.bold]) : .plain))
        }
        view.setNeedsLayout()
    }

    /// The scroll keys, then `S`: the workplace's schedule, pushed over this screen (the key
    /// the home screen has for it), and `e`: the evidence folder, in the hint bar and under `?`.
    override var keyCommands: [KeyCommand]? {
        scrollKeyCommands(
            sideways: false,
            then: [
                KeyCommand(
                    input: "S", title: strings.scheduleHint, discoverabilityTitle: strings.planKeyTitles.schedule
                ) { [unowned self] in openSchedule() },
                KeyCommand(
                    input: "e", title: strings.appWords.evidenceHint,
                    discoverabilityTitle: strings.appWords.evidenceKeyTitle
                ) { [unowned self] in openEvidence() },
            ])
    }

    /// Pushes the workplace's schedule; Esc there comes back here.
    private func openSchedule() {
        guard let schedule = ScheduleViewController(records: records, workplace: workplaceName) else { return }
        navigationController?.pushViewController(schedule, animated: true)
    }

    /// Asks where to write the evidence folder (`EvidenceSheetController`), then writes it.
    private func openEvidence() {
        guard !records.isReadOnly else { return say(records.readOnlyRefusal) }
        let sheet = EvidenceSheetController(
            strings: strings, workplace: workplaceName, dataFile: records.session.dataFile, today: records.today)
        sheet.onSave = { [weak self] year, folder in self?.writeEvidence(year: year, to: folder) }
        present(sheet, animated: true)
    }

    /// Writes this workplace's evidence folder for `year` to `folder` (the files `payday evidence
    /// --workplace` writes, in the same words) and says where, or why nothing was written.
    func writeEvidence(year: Int, to folder: String) {
        guard let index = records.file.workplaces.firstIndex(where: { $0.name == workplaceName }) else { return }
        guard let law = try? ClaimLaw.bundled() else { return say(strings.appWords.evidenceFiguresMissing) }
        // The command line's words, so that the folder is the same whichever wrote it.
        let words = RuleWords(language: strings.language, place: .commandLine)
        let files = EvidenceFiles(
            file: records.file, basis: records.basis, year: year, only: index, law: law,
            dataPath: records.session.dataFile, timeZone: records.session.timeZone, words: words)
        do {
            let written = try files.write(to: folder, replacingEmptyFolder: true)
            say(strings.language.evidenceFolderWords.wrote(written.count, to: folder))
        } catch {
            say(words.evidenceFolderFailure(error))
        }
    }

    /// A line of the document: a label that wraps under its own indent, `gap` blank lines above.
    final class LineView: View {
        let label: Label

        init(text: String, indent: Int, gap: Int, style: Style) {
            label = Label(text: text, style: style)
            super.init(frame: .zero)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            label.snp.makeConstraints {
                $0.top.equalToSuperview().offset(gap)
                $0.bottom.equalToSuperview()
                $0.leading.equalToSuperview().offset(indent)
                $0.trailing.equalToSuperview().offset(-1)
            }
        }
    }
}
