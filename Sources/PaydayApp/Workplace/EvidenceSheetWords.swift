import Payroll
import PayrollWords

/// The words of the workplace screen's evidence folder (`e`) in English and Korean: its key, its
/// sheet. Why a folder is refused, and where it was written, are the evidence folder's own words
/// (`EvidenceFolderWords`), the same `payday evidence` says.
protocol EvidenceSheetWords: Sendable {
    /// The hint line's word for the key.
    var evidenceHint: String { get }
    /// The key's title under `?` and in the command palette.
    var evidenceKeyTitle: String { get }
    /// The sheet's title: `Cafe Blue · evidence folder`.
    func evidenceTitle(_ workplace: String) -> String
    /// What the folder will hold, above the fields.
    var evidenceQuestion: String { get }
    var evidenceYear: String { get }
    var evidenceFolder: String { get }
    /// Under the folder field (the field shows the path): something other than a folder is there.
    var folderTaken: String { get }
    /// A folder with files in it.
    var folderNotEmpty: String { get }
    /// The folder's parent is not there.
    func noSuchParent(_ parent: String) -> String
    /// The folder's parent cannot be written.
    func parentNotWritable(_ parent: String) -> String
    /// Said when the law's figures the claim needs cannot be read.
    var evidenceFiguresMissing: String { get }
}

extension English: EvidenceSheetWords {
    var evidenceHint: String { "evidence" }
    var evidenceKeyTitle: String { "the evidence folder" }
    func evidenceTitle(_ workplace: String) -> String { "\(workplace) · evidence folder" }
    var evidenceQuestion: String {
        "The year's shifts, payslips and differences, the claim with the complaint's draft, the data file and its history, as files in a new folder only you can read."
    }
    var evidenceYear: String { "Year" }
    var evidenceFolder: String { "Folder" }
    var folderTaken: String { "Something is there already: give a new folder" }
    var folderNotEmpty: String { "A folder with files in it: give a new or an empty one" }
    func noSuchParent(_ parent: String) -> String { "There is no folder \(parent)" }
    func parentNotWritable(_ parent: String) -> String { "\(parent) cannot be written to" }
    var evidenceFiguresMissing: String {
        "The law's figures of the claim (state-money.json) could not be read; nothing was written"
    }
}

extension Korean: EvidenceSheetWords {
    var evidenceHint: String { "증거" }
    var evidenceKeyTitle: String { "진정용 증거 폴더 쓰기" }
    func evidenceTitle(_ workplace: String) -> String { "\(workplace) · 증거 폴더" }
    var evidenceQuestion: String {
        "그해의 근무, 임금명세서, 차액, 청구 내용과 진정서 초안, 데이터 파일과 그 기록을 본인만 읽을 수 있는 새 폴더에 파일로 씁니다."
    }
    var evidenceYear: String { "연도" }
    var evidenceFolder: String { "폴더" }
    var folderTaken: String { "이미 있는 이름입니다: 새 폴더를 주세요" }
    var folderNotEmpty: String { "파일이 든 폴더입니다: 새 폴더나 빈 폴더를 주세요" }
    func noSuchParent(_ parent: String) -> String { "\(parent) 폴더가 없습니다" }
    func parentNotWritable(_ parent: String) -> String { "\(parent)에 쓸 수 없습니다" }
    var evidenceFiguresMissing: String { "청구에 쓰는 법의 수치(state-money.json)를 읽을 수 없습니다; 아무것도 쓰지 않았습니다" }
}
