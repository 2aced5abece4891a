import Payroll
import PayrollWords
import Testing

/// The Korean sentences whose particle follows a value: chosen for the value's last sound, a
/// Hangul word or a digit getting the one right form, a word in Latin letters (whose sound is not
/// known) both.
@Suite struct ParticleSentenceTests {
    /// (이)라, the copula before a reason: 이라 after a final consonant (ㄹ too), 라 after a vowel.
    @Test func theCopulaFollowsTheLastSound() {
        #expect(Korean.word("폴더", .copula) == "폴더라")
        #expect(Korean.word("소켓", .copula) == "소켓이라")
        #expect(Korean.word("파일", .copula) == "파일이라")
        // 2 이, 3 삼.
        #expect(Korean.word("2", .copula) == "2라")
        #expect(Korean.word("3", .copula) == "3이라")
        #expect(Korean.word("CU", .copula) == "CU(이)라")
        #expect(Korean.word("이름 있는 파이프(FIFO)", .copula) == "이름 있는 파이프(FIFO)(이)라")
    }

    /// Every particle has three forms, and only a word of unknown sound gets the two together.
    @Test func onlyAnUnknownSoundGetsBothForms() {
        for particle in KoreanParticle.allCases {
            let vowel = Korean.particle(particle, after: "카페")
            let consonant = Korean.particle(particle, after: "시급")
            let unknown = Korean.particle(particle, after: "CU")
            #expect(vowel != consonant, "\(particle)")
            #expect(unknown.contains("(") && unknown.contains(")"), "\(particle)")
            #expect(!vowel.contains("(") && !consonant.contains("("), "\(particle)")
        }
    }

    /// The evidence folder that exists already: 이/가 after a Hangul name, a digit, a Latin name.
    @Test func theEvidenceFolderTakesItsSubjectParticle() {
        let words = PayrollLanguage.korean.evidenceFolderWords
        let tail = " 이미 있습니다; 아무것도 덮어쓰지 않도록 새 폴더를 주세요"
        #expect(words.exists("증빙") == "증빙이" + tail)
        #expect(words.exists("카페") == "카페가" + tail)
        // 1 일.
        #expect(words.exists("evidence-2026-11") == "evidence-2026-11이" + tail)
        #expect(words.exists("evidence") == "evidence이(가)" + tail)
        #expect(words.notEmpty("증빙 2") == "증빙 2는 파일이 든 폴더입니다; 아무것도 덮어쓰지 않도록 새 폴더나 빈 폴더를 주세요")
    }

    /// A data file that is not a regular file: 은/는 after its name, (이)라 after its kind.
    @Test func aFileOfAnotherKindTakesTheCopula() {
        let words = RuleWords(language: .korean, place: .app)
        #expect(
            words.storeError(StoreError(.notRegularFile(file: "기록", .symbolicLink)), path: "기록")
                == "기록은 심볼릭 링크라 일반 파일이 아닙니다")
        #expect(
            words.storeError(StoreError(.notRegularFile(file: "2026", .socket)), path: "2026")
                == "2026은 소켓이라 일반 파일이 아닙니다")
        #expect(
            words.storeError(StoreError(.notRegularFile(file: "w.json", .namedPipe)), path: "w.json")
                == "w.json은(는) 이름 있는 파이프(FIFO)(이)라 일반 파일이 아닙니다")
        #expect(words.dataReason(.notAFile(.device), place: .file) == "장치라 데이터 파일이 아닙니다")
        #expect(words.dataReason(.notAFile(.file), place: .file) == "파일이라 데이터 파일이 아닙니다")
    }

    /// `--json` with another `--format`: the format as typed, a Latin word or a digit.
    @Test func theStatementFormatTakesItsTopicParticle() {
        let words = PayrollLanguage.korean.statementWords
        let tail = " 서로 다른 형식입니다; 하나만 주세요 (--json은 --format json과 같습니다)"
        #expect(words.statementTwoFormats(format: "csv") == "--json과 --format csv은(는)" + tail)
        #expect(words.statementTwoFormats(format: "표") == "--json과 --format 표는" + tail)
        #expect(words.statementTwoFormats(format: "3") == "--json과 --format 3은" + tail)
    }
}
