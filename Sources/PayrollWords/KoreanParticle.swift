import Payroll

/// A Korean particle whose form follows the sound the word before it ends in: 은/는, 이/가, 을/를,
/// 과/와, (으)로 and the copula (이)라.
public enum KoreanParticle: Sendable, CaseIterable {
    /// 은/는, the topic.
    case topic
    /// 이/가, the subject.
    case subject
    /// 을/를, the object.
    case object
    /// 과/와, "and" or "with".
    case and
    /// (으)로, "to" or "as".
    case direction
    /// (이)라, the copula "being", before a reason: `폴더라`, `파일이라`.
    case copula

    /// The form after a final consonant, the form after a vowel, and both together for a word
    /// whose sound is not known (a name in Latin letters): `은(는)`.
    var forms: (consonant: String, vowel: String, unknown: String) {
        switch self {
        case .topic: ("은", "는", "은(는)")
        case .subject: ("이", "가", "이(가)")
        case .object: ("을", "를", "을(를)")
        case .and: ("과", "와", "과(와)")
        case .direction: ("으로", "로", "(으)로")
        case .copula: ("이라", "라", "(이)라")
        }
    }
}

extension Korean {
    /// How a word's last sound ends, for choosing a particle.
    enum Ending {
        case vowel
        /// ㄹ: takes 로, not 으로.
        case rieul
        case consonant
    }

    /// The ending of a word, read from its last Hangul syllable or digit (as Korean reads it:
    /// 1 일, 3 삼, 6 육, ...), or from a word in Latin letters where its Korean reading is sure
    /// (below); nil when the sound is not known (a symbol, most Latin words).
    static func ending(of word: String) -> Ending? {
        // Closing brackets and quotes are not read: `"CU"`, `(2026-11-03)`.
        let skipped: Set<Character> = [")", "]", "\"", "'", "”", "’", "」", "』"]
        guard let lastIndex = word.lastIndex(where: { !skipped.contains($0) && !$0.isWhitespace }) else { return nil }
        let last = word[lastIndex]
        guard let scalar = last.unicodeScalars.first, last.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0xAC00...0xD7A3:
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x30...0x39:
            // 영 일 이 삼 사 오 육 칠 팔 구
            let endings: [Ending] = [
                .consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel,
            ]
            return endings[Int(scalar.value - 0x30)]
        case 0x41...0x5A, 0x61...0x7A:
            let before = word[...lastIndex].reversed().drop { $0.isASCII && $0.isLetter }
            // A unit after a number is read by its name (`5km` 킬로미터, `2ml` 밀리리터): not sure.
            if let digit = before.first, digit.isASCII, digit.isNumber { return nil }
            let letters = word[...lastIndex].reversed().prefix { $0.isASCII && $0.isLetter }
            return latinEnding(String(letters.reversed()))
        default:
            return nil
        }
    }

    /// The ending of a word in Latin letters, as Korean reads it, where that is sure:
    /// - an abbreviation (up to three capitals) or a single letter is read letter by letter, by
    ///   the letters' Korean names: `CU` 씨유, `KFC` 케이에프씨, `LG` 엘지, `SM` 에스엠, `BTR` 비티알;
    /// - a word by its last sounds, where loanwords agree: `-ng` (킹), `-m` (팜), `-n` (키친) end in a
    ///   consonant, `-l` (호텔) in ㄹ; `-a -i -o -u -y -w` (피자, 메뉴, 서브웨이, 쇼), `-r` (버거), and
    ///   `-s -x -z -f -h` (스타벅스, 박스, 재즈, 골프, 런치) in a vowel.
    /// Any other ending (`-t`, `-k`, `-p`, `-d`, `-e`, ...: 마트 but 피자헛, 뱅크 but 북, 스토어
    /// but 홈) is not sure: nil, and the particle is written in both forms.
    static func latinEnding(_ letters: String) -> Ending? {
        guard let final = letters.last else { return nil }
        if letters.count == 1 || (letters.count <= 3 && letters.allSatisfy(\.isUppercase)) {
            // 엘, 알; 엠, 엔; every other letter's name ends in a vowel (에이, 비, 씨, ..., 제트).
            switch final.uppercased() {
            case "L", "R": return .rieul
            case "M", "N": return .consonant
            default: return .vowel
            }
        }
        let word = letters.lowercased()
        if word.hasSuffix("ng") || word.hasSuffix("m") || word.hasSuffix("n") { return .consonant }
        if word.hasSuffix("l") { return .rieul }
        if let last = word.last, "aiouywrsxzfh".contains(last) { return .vowel }
        return nil
    }

    /// The particle's form for `word`: `2026-11-03은`, `일터는`, `시급으로`, `서울로`, `CU는`; both
    /// forms, `Mart은(는)`, when the word's last sound is not known.
    public static func particle(_ particle: KoreanParticle, after word: String) -> String {
        let forms = particle.forms
        switch ending(of: word) {
        case nil: return forms.unknown
        case .vowel?: return forms.vowel
        case .rieul?: return particle == .direction ? forms.vowel : forms.consonant
        case .consonant?: return forms.consonant
        }
    }

    /// The word with its particle: `2026-11-03은`.
    public static func word(_ word: String, _ particle: KoreanParticle) -> String {
        word + Self.particle(particle, after: word)
    }

    /// A value (a date, a time, a number) as written, with its particle.
    public static func word(_ value: some CustomStringConvertible, _ particle: KoreanParticle) -> String {
        word(value.description, particle)
    }

    public static func particle(_ particle: KoreanParticle, after value: some CustomStringConvertible) -> String {
        self.particle(particle, after: value.description)
    }
}
