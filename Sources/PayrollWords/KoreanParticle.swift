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
    /// 1 일, 3 삼, 6 육, ...); nil when the sound is not known (a Latin letter, a symbol).
    static func ending(of word: String) -> Ending? {
        // Closing brackets and quotes are not read: `"CU"`, `(2026-11-03)`.
        let skipped: Set<Character> = [")", "]", "\"", "'", "”", "’", "」", "』"]
        guard let last = word.last(where: { !skipped.contains($0) && !$0.isWhitespace }) else { return nil }
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
        default:
            return nil
        }
    }

    /// The particle's form for `word`: `2026-11-03은`, `일터는`, `시급으로`, `서울로`; both forms,
    /// `CU은(는)`, when the word's last sound is not known.
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
