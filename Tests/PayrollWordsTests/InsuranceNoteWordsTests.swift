import Payroll
import PayrollWords
import Testing

/// The contract's insurance note in both languages: 7 h a week is 420 minutes, 420 × 365 / 84 =
/// 1,825 minutes (30 h 25 m) a month. It names the contract and says the insurances are taken as
/// the file says; it never says the worker is not enrolled.
@Suite struct InsuranceNoteWordsTests {
    @Test func theContractNoteInBothLanguages() {
        let note = PayslipWarning.underSixtyHoursContracted(weeklyMinutes: 420, monthlyMinutes: 1_825)
        #expect(
            note.text(.english)
                == "contract 7h a week, about 30h 25m a month: under 60 hours a month the pension and health "
                + "insurance are generally not compulsory; they are taken here as the file says, check the contract")
        #expect(
            note.text(.korean)
                == "계약 주 7시간, 월 약 30시간 25분: 월 60시간 미만이면 보통 국민연금·건강보험 의무 가입 대상이 아닙니다; "
                + "보험료는 파일대로 공제했습니다, 계약을 확인하세요")
    }
}
