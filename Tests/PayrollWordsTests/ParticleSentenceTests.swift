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
        #expect(Korean.word("CU", .copula) == "CU라")
        #expect(Korean.word("Mart", .copula) == "Mart(이)라")
        #expect(Korean.word("이름 있는 파이프(FIFO)", .copula) == "이름 있는 파이프(FIFO)라")
    }

    /// Every particle has three forms, and only a word of unknown sound gets the two together.
    @Test func onlyAnUnknownSoundGetsBothForms() {
        for particle in KoreanParticle.allCases {
            let vowel = Korean.particle(particle, after: "카페")
            let consonant = Korean.particle(particle, after: "시급")
            let unknown = Korean.particle(particle, after: "Mart")
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
        #expect(words.exists("folder") == "folder가" + tail)
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
                == "w.json은 이름 있는 파이프(FIFO)라 일반 파일이 아닙니다")
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

    /// A word in Latin letters, where Korean reads it surely: an abbreviation of up to three
    /// capitals, or one letter, by the letters' names; a word by its last sounds where loanwords
    /// agree; any other ending both forms.
    @Test func aLatinWordIsReadWhereItsReadingIsSure() {
        // 씨유, 케이에프씨, 엘지, 에스엠, 비티알, 엔.
        #expect(Korean.word("CU", .topic) == "CU는")
        #expect(Korean.word("KFC", .object) == "KFC를")
        #expect(Korean.word("LG", .subject) == "LG가")
        #expect(Korean.word("SM", .subject) == "SM이")
        #expect(Korean.word("BTR", .direction) == "BTR로")
        #expect(Korean.word("BTR", .topic) == "BTR은")
        #expect(Korean.word("n", .and) == "n과")
        // 킹, 팜, 키친: a consonant; 호텔: ㄹ; 피자, 서브웨이, 버거, 스타벅스, 런치: a vowel.
        #expect(Korean.word("Burger King", .topic) == "Burger King은")
        #expect(Korean.word("Farm", .object) == "Farm을")
        #expect(Korean.word("w.json", .topic) == "w.json은")
        #expect(Korean.word("Hotel", .direction) == "Hotel로")
        #expect(Korean.word("Hotel", .topic) == "Hotel은")
        #expect(Korean.word("Pizza", .topic) == "Pizza는")
        #expect(Korean.word("Subway", .and) == "Subway와")
        #expect(Korean.word("Burger", .subject) == "Burger가")
        #expect(Korean.word("Starbucks", .topic) == "Starbucks는")
        #expect(Korean.word("\"Lunch\"", .object) == "\"Lunch\"를")
        // Capitals past three are a word: 피포, 미니스톱 (not sure: both).
        #expect(Korean.word("FIFO", .topic) == "FIFO는")
        #expect(Korean.word("MINISTOP", .topic) == "MINISTOP은(는)")
        // A unit after a number is read by its name, 킬로미터, 밀리리터: not sure.
        #expect(Korean.word("5km", .topic) == "5km은(는)")
        #expect(Korean.word("2ml", .direction) == "2ml(으)로")
        // 마트 but 피자헛, 스토어 but 홈, 뱅크 but 북: both forms.
        for word in ["Mart", "Home", "Book", "Cafe", "csv"] {
            #expect(Korean.word(word, .topic) == word + "은(는)", "\(word)")
        }
    }

    /// The sentences that once typed the particle after a date, a sum or an option: each now
    /// follows the value's last sound (16 육, 17 칠, 19 구; 원; leaving 리빙, last-day 데이).
    @Test func aValuesParticleFollowsItsSound() {
        let cadence = PayrollLanguage.korean.cadenceWords
        let monday = " 기간이 시작하는 월요일이어야 합니다"
        #expect(
            cadence.ruleProblem(.anchorNotMonday(LocalDate(iso: "2026-11-17")!), commandLine: true)
                == "2026-11-17은 화요일입니다; --anchor는" + monday)
        #expect(
            cadence.ruleProblem(.anchorNotMonday(LocalDate(iso: "2026-11-19")!), commandLine: true)
                == "2026-11-19는 목요일입니다; --anchor는" + monday)
        #expect(
            cadence.fileProblem(.conflicting("day", "weekday"))
                == "\"day\"와 \"weekday\"는 함께 쓸 수 없습니다; 월급(\"day\"), 주급(\"weekday\"), 일급(\"daily\") 중 하나로 쓰세요")
        let law = PayrollLanguage.korean.lawCaseWords
        #expect(law.revisionOutOfOrder(LocalDate(iso: "2026-03-01")!).hasPrefix("2026-03-01은 앞 개정보다"))
        #expect(law.revisionOutOfOrder(LocalDate(iso: "2026-03-02")!).hasPrefix("2026-03-02는 앞 개정보다"))
        #expect(
            law.paydayBeforeWithholdingTables(
                payday: LocalDate(iso: "2024-02-29")!, earliest: LocalDate(iso: "2024-03-01")!
            )
            .hasPrefix("지급일 2024-02-29는 포함된"))
        let claim = PayrollLanguage.korean.claimWords
        #expect(
            claim.noReceiptRecorded("카페", payday: LocalDate(iso: "2026-11-10")!, owed: "10,000원")
                .hasPrefix("카페: 급여일 2026-11-10이 지났는데"))
        #expect(
            claim.noReceiptRecorded("카페", payday: LocalDate(iso: "2026-11-25")!, owed: "10,000원")
                .hasPrefix("카페: 급여일 2026-11-25가 지났는데"))
        let answers = PayrollLanguage.korean.workerAnswerWords
        #expect(answers.answerNeedsWorkplace(option: "--leaving").hasPrefix("--leaving은 한 일터에 대한 것입니다"))
        #expect(answers.answerNeedsWorkplace(option: "--last-day").hasPrefix("--last-day는 한 일터에 대한 것입니다"))
        let plans = Korean().planReason(
            .untilBeforeFrom(from: LocalDate(iso: "2026-12-05")!, until: LocalDate(iso: "2026-12-01")!),
            workplace: "카페", label: "", described: "", place: .commandLine)
        #expect(plans == "--until 2026-12-01이 --from 2026-12-05보다 앞입니다")
    }
}
