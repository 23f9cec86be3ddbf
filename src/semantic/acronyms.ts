/**
 * Shortenings spelled out by the other text: an acronym whose letters are the initials of a run of
 * the other text's words ("PTA" / "Parent-Teacher Association", "DMV" / "Department of Motor
 * Vehicles"), and a word cut short with a period whose letters, in order, spell a word of the other
 * text that starts alike ("Mt." / "Mount", "Univ." / "University", "Bldg." / "Building"). No table:
 * the other text says what the shortening stands for, and the rules then compare full words.
 */
import { ABBREVIATIONS, AIRPORTS, NUMBER_WORDS, WORD_CUTS } from './lexicon.js';
import { FUNCTION_WORDS } from './content-words.js';
import { COMPASS, joinInitials, LABEL_WORDS, notAfterDay, streetBeforeCompass, WEEKDAY_NAMES } from './normalize-text.js';
import { listedOpposites } from './opposites.js';
import { stem } from './stems.js';
import { amountOf, sameQuantitiesAs } from './unit-conversions.js';
import { allMatches } from './all-matches.js';

/**
 * A verb, a capitalised name or a person's pronoun, and a particle that may stand on either side of
 * it ("pick Marta up", "back us up").
 */
const SPLIT_BY_NAME = /(?<!\p{L})(\p{Ll}{2,})(\s+)(\p{Lu}\p{Ll}+|me|us|you|him|her|them)\s+(up|off|out|back|down|away|round|over)(?!\p{L})/u;
/** The particles alone, a cheap first look: most texts have none. */
const PARTICLE = /\b(?:up|off|out|back|down|away|round|over)\b/;
const SPLIT_BY_NAME_ALL = new RegExp(SPLIT_BY_NAME.source, 'gu');
/** A party after a verb and its particle: a pronoun moves only where the other text has one there ("back up the RRV", not "picking up today"). */
const PARTY_AFTER = String.raw`\s+(?:the|a|an|my|our|your|his|her|their|this|that|these|those|me|us|you|him|them)\b`;
/** An acronym, with small words in lower case ("DofE") and a plural's "s" ("HODs", "PFDs"). */
const ACRONYM = /\b(?:[A-Z]{2,6}|[A-Z](?:(?:of|and|[a-z])?[A-Z]){1,4})(?:s\b)?\b/g;
const CUT_WORD = /\b([A-Za-z]{2,7})\.(?=\s|,|$)/g;
/** Small words an acronym may skip ("Department of Motor Vehicles" = DMV). */
const SKIPPED = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'at', 'to', 'per', '&']);

/**
 * Rewrites `text` with its shortenings spelled out as `other` writes them.
 *
 * @example
 * spellOutAgainst('PTA meeting', 'Parent-Teacher Association meeting'); // 'Parent Teacher Association meeting'
 * spellOutAgainst('Mt. Sinai Hospital', 'Mount Sinai Hospital'); // 'Mount Sinai Hospital'
 * spellOutAgainst('Reset the Wi-Fi router', 'Reset the WiFi router'); // 'Reset the WiFi router'
 */
export function spellOutAgainst(text: string, other: string, words?: KnownWords): string {
  let out = notAfterDay(sameQuantitiesAs(joinInitials(streetBeforeCompass(text)), other), other);
  other = joinInitials(streetBeforeCompass(other));
  // "One" after the word the other text numbers "1" is that figure, not the pronoun: "Court one" /
  // "Court 1", "Terminal one" / "Terminal 1".
  if (/\bone\b/i.test(out) && /\p{L}\s+1\b/u.test(other)) {
    const labels = new Set([...other.matchAll(/(\p{L}+)\s+1(?![\d.,:]\d)\b/gu)].map((m) => m[1]!.toLowerCase()));
    out = out.replace(/(\p{L}+)(\s+)one\b/giu, (whole, label: string, space: string) => (labels.has(label.toLowerCase()) ? `${label}${space}1` : whole));
  }
  // The days of a week but one are every day but that one, where the other text denies it: "We
  // deliver Monday to Saturday only" / "We can't deliver on Sundays".
  if (/day\s*(?:to|through|till|until|-|–)\s*\p{L}+day/iu.test(out) && /day/i.test(other)) out = weekLessADay(out, other);
  // A phrasal verb split by a name is the verb and its particle before the name, where the other
  // text writes them together: "Jan will pick Marta up" / "Marta will pick up Jan", so that the names
  // hold the same places in both clauses. A pronoun too: "the RRV will back us up" / "we'll back up
  // the RRV".
  if (PARTICLE.test(out) && SPLIT_BY_NAME.test(out)) {
    out = out.replace(SPLIT_BY_NAME_ALL, (whole, verb: string, space: string, name: string, particle: string) =>
      new RegExp(`(?<!\\p{L})${stem(verb.toLowerCase())}\\p{L}*\\s+${particle}\\b${/^\p{Lu}/u.test(name) ? '' : PARTY_AFTER}`, 'iu').test(other) && !WEEKDAY_NAMES.includes(name.toLowerCase())
        ? `${verb}${space}${particle} ${name}`
        : whole,
    );
  }
  // "Send X by email" is "email X" where the other text emails and sends by nothing: "Send the guests
  // directions by email" / "Email the guests the directions".
  const sentBy = /\b(send|sent)\b([^.;!?]{1,80}?)\s+(?:by|via|over)\s+(e-?mail|text)\b/i.exec(out);
  if (sentBy !== null && new RegExp(`\\b${sentBy[3]!}\\b`, 'i').test(other) && !/\b(?:by|via|over)\s+(?:e-?mail|text)\b/i.test(other)) {
    const medium = /^[A-Z]/.test(sentBy[1]!) ? sentBy[3]![0]!.toUpperCase() + sentBy[3]!.slice(1).toLowerCase() : sentBy[3]!.toLowerCase();
    out = `${out.slice(0, sentBy.index)}${medium}${sentBy[2]}${out.slice(sentBy.index + sentBy[0].length)}`;
  }
  // "Get X renewed" is "renew X" where the other text has the verb: "Get 30 bags ordered" / "Order 30 bags".
  const gotDone = /\b(get|have)\s+((?:the|a|an|some|our|my|your|his|her|their|\d+)\b[^.;!?,]{0,50}?)\s+(\p{L}{3,}ed)\b/iu.exec(out);
  if (gotDone !== null) {
    const verb = (other.match(/\p{L}+/gu) ?? []).find((word) => word.length >= 3 && stem(word) === stem(gotDone[3]!) && !/ed$/i.test(word));
    if (verb !== undefined) {
      const said = /^[A-Z]/.test(gotDone[1]!) ? verb[0]!.toUpperCase() + verb.slice(1).toLowerCase() : verb.toLowerCase();
      out = `${out.slice(0, gotDone.index)}${said} ${gotDone[2]}${out.slice(gotDone.index + gotDone[0].length)}`;
    }
  }
  // An "x" for "cross" where the other text writes the whole word: "xword" / "crossword", "Xing" / "crossing".
  if (/(?<![\p{L}\d])x\p{L}{3,}/iu.test(out) && /cross/i.test(other)) {
    out = out.replace(/(?<![\p{L}\d'])([xX])(\p{L}{3,})/gu, (whole, x: string, rest: string) => {
      const spelled = (other.match(/\p{L}+/gu) ?? []).find((word) => word.toLowerCase() === `cross${rest.toLowerCase()}`);
      return spelled === undefined ? whole : `${x === 'X' ? 'C' : 'c'}ross${rest}`;
    });
  }
  // A compass point as its letter before a name the other text gives whole: "N Kensington" = "North Kensington".
  if (/\b(?:N|S|E|W|NE|NW|SE|SW)\.?\s\p{Lu}/u.test(out)) {
    out = out.replace(/(?<![\p{L}\d'&-])(N|S|E|W|NE|NW|SE|SW)\.?\s(\p{Lu}\p{Ll}+)/gu, (whole, letter: string, name: string) => {
      const spelled = `${COMPASS.get(letter)!} ${name}`;
      return other.toLowerCase().includes(spelled.toLowerCase()) ? spelled : whole;
    });
  }
  // A texting "2" or "4" before whom or what it goes to is "to" or "for" where the other text writes
  // that word and not the figure: "bring ur card 2 the comp" / "bring your card to the competition".
  if (/(?<![\d.,:£$€])[24]\s+(?:the|a|an|my|your|ur|our|his|her|their|me|you|u|us|him|them)\b/i.test(out)) {
    out = out.replace(/(?<![\p{L}\d.,:£$€/-])(?<!\d\s)([24])(?=\s+(?:the|a|an|my|your|ur|our|his|her|their|me|you|u|us|him|them)\b)/giu, (whole, digit: string) => {
      const word = digit === '2' ? 'to' : 'for';
      return new RegExp(`\\b${word}\\b`, 'i').test(other) && !new RegExp(`(?<![\\d.])${digit}(?![\\d.])`).test(other) ? word : whole;
    });
  }
  // And after a word that wants a verb: "want 2 watch it" / "want to watch it".
  if (/\b(?:want|wants|wanted|need|needs|needed|going|got|have|has|like|love|try|trying|able|time)\s+2\s+\p{L}/iu.test(out) && /\bto\b/i.test(other) && !/(?<![\d.])2(?![\d.])/.test(other)) {
    out = out.replace(/(?<=\b(?:want|wants|wanted|need|needs|needed|going|got|have|has|like|love|try|trying|able|time)\s+)2(?=\s+\p{L})/giu, 'to');
  }
  // A capital "A" after a figure is amps where the other text names amps ("32A supply" / "32 amp
  // supply"); elsewhere it may close a code ("Flat 32A"). (A double prime is read as inches with the
  // other short figures, in unit-conversions.ts.)
  if (/\d\s?A\b/.test(out) && /\bamps?\b/i.test(other) && !/\bamps?\b/i.test(out)) {
    out = out.replace(/(\d+)\s?A\b/g, (whole, figure: string, offset: number) => (LABELLED_FIGURE.test(out.slice(Math.max(0, offset - 16), offset)) ? whole : `${figure} amps`));
  }
  // An airport's code is the airport where the other text names it ("LAX" / "Los Angeles
  // International Airport"), in the words the other text uses.
  if (/\b[A-Z]{3}\b/.test(out)) {
    out = out.replace(/\b[A-Z]{3}\b/g, (code: string) => {
      const names = AIRPORTS.get(code);
      return (names === undefined || other.includes(code) ? undefined : names.find((name) => other.toLowerCase().includes(name.toLowerCase()))) ?? code;
    });
  }
  // "AM" and "PM" on their own, after no time, are the morning and the afternoon or evening where
  // the other text names that part of the day: "Wed 2 Oct, AM slot" / "Wednesday 2 October, morning slot".
  if (/\b[AP]\.?M\b/.test(out) && /\b(?:morning|afternoon|evening)\b/i.test(other)) {
    out = out.replace(/(?<![\d:.]\s?)\b([AP])\.?M\b\.?(?!\s?\d)/g, (whole, letter: string) => {
      const part = letter === 'A' ? ['morning'] : ['afternoon', 'evening'];
      return part.find((word) => new RegExp(`\\b${word}\\b`, 'i').test(other) && !new RegExp(`\\b${word}\\b`, 'i').test(text)) ?? whole;
    });
  }
  // A race's "10k" is ten kilometres where the other text gives the same figure in kilometres, in
  // figures or words ("the 10k route" / "the 10 kilometre route", "a sponsored 10k" / "a sponsored
  // ten-kilometre run"); elsewhere "k" is thousands ("£40k").
  if (/\dk\b/i.test(out) && /(?:km|kilomet(?:re|er)s?)\b/i.test(other)) {
    const kilometres = new Set([...other.matchAll(/(?<![\d.,])(\d+|\p{L}+)[\s-]?(?:km|kilomet(?:re|er)s?)\b/giu)].flatMap((m) => amountOf(m[1]!) ?? []));
    out = out.replace(/(?<![\d.,£$€])(\d{1,3})k\b/gi, (whole, figure: string) => (kilometres.has(Number(figure)) ? `${figure} km` : whole));
  }
  // "In 5" is in five minutes where the other text says so ("be at the gangway in 5" / "in five minutes").
  if (/min/i.test(other)) {
    const wanted = new Set([...other.matchAll(/\bin\s+(\S+)\s+min(?:ute)?s\b/gi)].flatMap((m) => amountOf(m[1]!) ?? []));
    if (wanted.size > 0) {
      out = out.replace(/\bin\s+(\p{L}+|\d{1,2})(?=\s*(?:[,.;:!?)]|$|\s+(?:and|or|but|x+)\b))/giu, (whole, amount: string) => (wanted.has(amountOf(amount) ?? Number.NaN) ? `${whole} minutes` : whole));
    }
  }
  // A noun left out after a describing word or an owner's name is the noun the other text writes
  // there: "shoes in the green one" / "shoes in the green box", "Renew Ahmed's permit and Lucy's" /
  // "Renew Lucy's permit and Ahmed's permit".
  // Only where the other text leaves a noun out too: the two say the same things in another order.
  if (/\bone\b|['’]s\b/i.test(out) && /\bone\b|['’]s\b/i.test(other)) out = elidedNouns(out, other);
  // The first floor is upstairs where the other text says "upstairs" and names no floor (the
  // British floors, the ground floor being downstairs): "the first-floor function room" /
  // "the upstairs function room".
  if (/\bfirst[-\s]floor\b/i.test(out) && /\bupstairs\b/i.test(other) && !/\bupstairs\b/i.test(out) && !/\bfloor\b/i.test(other)) out = out.replace(/\bfirst[-\s]floor\b/gi, 'upstairs');
  // "ID" is identification where the other text says so ("Bring ID" / "Bring your identification");
  // before a noun it may name a kind of card or badge, which the other text then also names.
  if (out.includes('ID') && /\bidentification\b/i.test(other)) out = out.replace(/\bID\b/g, 'identification');
  // A label's initial before its figure where the other text writes the label: "T2" / "Terminal 2",
  // "P4" / "Platform 4" (only a word that labels, and only the same figure).
  if (/\b\p{Lu}\d/u.test(out)) {
    out = out.replace(/(?<![\p{L}\d-])(\p{Lu})(\d{1,3})(?![\p{L}\d-])/gu, (whole, initial: string, figure: string) => {
      const label = new RegExp(`(?<![\\p{L}\\d])(${initial}\\p{Ll}+)\\s+${figure}(?![\\p{L}\\d])`, 'u').exec(other)?.[1];
      return label !== undefined && LABEL_WORD.test(label) ? `${label} ${figure}` : whole;
    });
  }
  // A time written with a point where the other text writes a colon ("10.55" / "10:55", "9.30" /
  // "09:30"), or the same time with am or pm ("starts 10.00, ends 15.00" / "starts 10am, ends 3pm").
  if (/\d\.[0-5]\d/.test(out) && (/\d:[0-5]\d/.test(other) || MERIDIEM_TIME.test(other))) {
    const clock = new Set([...other.matchAll(MERIDIEM_TIMES)].map((m) => ((Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m[2] ?? 0)));
    out = out.replace(/(?<![\d.,£$€])(\d{1,2})\.([0-5]\d)(?!\d|[.,]\d)/g, (whole: string, hour: string, minute: string, at: number, text: string) => {
      if (Number(hour) >= 24) return whole;
      const colon = new RegExp(`(?<!\\d)0?${hour}:${minute}(?!\\d)`).test(other);
      const meridiem = !MERIDIEM_AFTER.test(text.slice(at + whole.length)) && clock.has(Number(hour) * 60 + Number(minute));
      return colon || meridiem ? `${hour}:${minute}` : whole;
    });
  }
  // A phone number grouped otherwise, or with the country code for the trunk 0: "0800 123 4567" /
  // "08001234567", "+44 20 7946 0123" / "020 7946 0123".
  if (/\d[\d\s-]{7,}\d/.test(out) && /\d[\d\s-]{7,}\d/.test(other)) out = samePhoneNumbers(out, other);
  // A code the other text writes closed up, written here in groups: "NY 123 456" / "NY123456".
  if (/[\p{L}\d][ -]\d/u.test(out)) out = sameGroupedCodes(out, other);
  // A word the other text writes closed up is the same word: "Wi-Fi" / "WiFi", "e-mail" / "email".
  if (out.includes('-')) {
    const closed = new Map((other.match(/\p{L}+/gu) ?? []).map((word) => [word.toLowerCase(), word]));
    out = out.replace(/(?<![\p{L}-])(\p{L}+)-(\p{L}+)(?![\p{L}-])/gu, (whole, first: string, second: string) => closed.get(`${first}${second}`.toLowerCase()) ?? whole);
  }
  // A compound written closed is the phrasal verb the other text writes open: "stall setup" /
  // "setting up our stall", "the handover" / "hand the boat over".
  out = openCompounds(out, other);
  out = openNouns(out, other);
  // A name written without its apostrophes where the other text keeps them: "OBriens Garage" / "O'Brien's Garage".
  if (out.includes("'")) {
    const bare = new Set((other.match(/[\p{L}\d]+/gu) ?? []).map((word) => word.toLowerCase()));
    // Not a contraction: "I'll" is no "ill", nor "it's" "its".
    const contraction = (word: string) => /'(?:ll|re|ve|d|m|t)$/i.test(word) || /^(?:it|he|she|that|there|here|what|who|where|let|how)'s$/i.test(word);
    out = out.replace(/\p{L}+(?:'\p{L}+)+/gu, (word) => (!contraction(word) && bare.has(word.replace(/'/g, '').toLowerCase()) ? word.replace(/'/g, '') : word));
  }
  if (words !== undefined) out = spellOutShortWords(out, other, words);
  // "Pre-" and "post-" are "before" and "after" where the other text says so: "pre-tax" / "before tax".
  if (/\b(?:pre|post)-?\p{L}/iu.test(out) && /\b(?:before|after)\s/i.test(other)) {
    const lowerOther = other.toLowerCase();
    out = out.replace(/\b(pre|post)-?(\p{L}{3,})/giu, (whole, prefix: string, base: string) => {
      const spelled = `${prefix.toLowerCase() === 'pre' ? 'before' : 'after'} ${base.toLowerCase()}`;
      return new RegExp(`\\b${spelled}\\b`).test(lowerOther) ? spelled : whole;
    });
  }
  // Two capitals joined by "&" are the initials of two words joined by "and" or "&": "H&S" =
  // "Health and Safety". Two words side by side are no such pair: "the A&E entrance" is not "the
  // audiology entrance".
  if (out.includes('&')) {
    out = out.replace(/\b([A-Z])\s?&\s?([A-Z])\b/g, (whole, first: string, second: string) => {
      if (other.includes(whole) || ABBREVIATIONS.has(whole.toLowerCase())) return whole;
      const joined = new RegExp(`(?<![\\p{L}])(${first}\\p{L}*)\\s+(?:and|&)\\s+(${second}\\p{L}*)(?![\\p{L}])`, 'iu').exec(other);
      return joined === null ? whole : `${joined[1]} and ${joined[2]}`;
    });
  }
  if (/[A-Z](?:[a-z]?|of|and)[A-Z]/.test(text)) {
    // A word's possessive is the word's: "WI" = "Women's Institute".
    const tokens = other.match(/[\p{L}&]+(?:['’]s\b)?/gu) ?? [];
    // "10 AM" is a time of day, not the initials of "appointment ... March".
    out = out.replace(ACRONYM, (acronym, at: number, whole: string) => {
      if (other.includes(acronym) || (/^[AP]M$/.test(acronym) && /\d\s*$/.test(whole.slice(0, at)))) return acronym;
      // A small word written whole stands for its initial ("DofE" = "Duke of Edinburgh").
      const letters = acronym.replace(/(?<=[A-Z])(of|and)(?=[A-Z])/g, (small) => small[0]!);
      const found = initialsRun(tokens, letters, words);
      if (found !== undefined) return hyphenatedAs(found, other);
      // Two capitals may stand for the two words of a closed compound: "KO" = "knockout".
      const compound = letters.length === 2 && words !== undefined ? tokens.find((word) => closedCompoundOf(word.toLowerCase(), letters.toLowerCase(), words)) : undefined;
      if (compound !== undefined) return compound;
      // A plural's "s" is no initial: "HODs" = "Heads of Department", "PFDs" = "personal flotation devices".
      return /^[A-Z].*[A-Z]s$/.test(letters) ? (initialsRun(tokens, letters.slice(0, -1), words) ?? acronym) : acronym;
    });
  }
  // A word written without its vowels, as notes and texts shorten them ("wkshop", "Nth St", "B'day",
  // "St John's Wd"), where the other text writes a common word that it spells in order and that
  // starts and ends alike ("workshop", "North", "birthday", "Wood"): a name keeps its vowels, and
  // a name written whole is no common word.
  if (words !== undefined) out = clippedWords(unvowelled(out, other, words), other, words);
  if (out.includes('.')) {
    const known = words;
    const otherWords: readonly string[] = other.match(/\p{L}+/gu) ?? [];
    const own = new Set((text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
    out = out.replace(CUT_WORD, (whole, cut: string) => {
      // A word that ends a sentence is no shortening of its own inflection: "won't lock." is not
      // "locking", and "twice a day." is not "daily".
      const inflection = (word: string) => {
        const [lower, cutLower] = [word.toLowerCase(), cut.toLowerCase()];
        return (lower.startsWith(cutLower) && /^(?:ing|ed|d|s|es|er|ers|ly)$/.test(lower.slice(cut.length))) || (cutLower.endsWith('y') && lower === `${cutLower.slice(0, -1)}ily`);
      };
      // A cut of six letters or more is no word of its own ("Contemp." = "Contemporary"): "collect."
      // closing a sentence is the word, not "collection".
      if (cut.length > 5 && (known === undefined || known.inWordNet(cut.toLowerCase()))) return whole;
      // Nor is a cut the other text writes too: "Hi Dr. Mensah" / "Dear Dr. Mensah" is no "Dear".
      if (otherWords.includes(cut)) return whole;
      const full = otherWords.find((word) => word.length > cut.length + 1 && !own.has(word.toLowerCase()) && !inflection(word) && spells(cut.toLowerCase(), word.toLowerCase()));
      return full ?? whole;
    });
  }
  return out;
}

const WEEKDAY = `(${WEEKDAY_NAMES.join('|')})`;
/** A range of weekdays: "Monday to Saturday", "from Tuesday–Sunday only". */
const DAY_RANGES = new RegExp(`\\b(?:from\\s+)?${WEEKDAY}\\s*(?:to|through|till|until|-|–)\\s*${WEEKDAY}\\b(\\s+only\\b)?`, 'gi');
const DAY_RANGE = new RegExp(DAY_RANGES.source, 'i');
const DENIED_DAY = new RegExp(`(?:\\b(?:not|cannot|never|no)\\b|n't\\b)[^.;!?]{0,50}?\\b(?:on\\s+)?${WEEKDAY}s?\\b`, 'i');

/** `text` with a range of six weekdays written as the seventh denied, where the other text denies that day and names no range. */
function weekLessADay(text: string, other: string): string {
  const denied = DENIED_DAY.exec(other)?.[1]?.toLowerCase();
  if (denied === undefined || DAY_RANGE.test(other)) return text;
  return text.replace(DAY_RANGES, (whole, first: string, last: string) => {
    const [from, to] = [WEEKDAY_NAMES.indexOf(first.toLowerCase()), WEEKDAY_NAMES.indexOf(last.toLowerCase())];
    // The range covers six days when the day after its end starts it again a week later.
    const left = WEEKDAY_NAMES[(to + 1) % 7]!;
    return (to - from + 7) % 7 === 5 && left === denied ? `not on ${left[0]!.toUpperCase()}${left.slice(1)}s` : whole;
  });
}

/** Whether `word` is two known words of three letters or more run together, with `initials` as their first letters ("knockout"). */
function closedCompoundOf(word: string, initials: string, known: KnownWords): boolean {
  if (word.length < 6 || word[0] !== initials[0]) return false;
  for (let at = 3; at <= word.length - 3; at++) {
    if (word[at] === initials[1] && known.common(word.slice(0, at)) && known.common(word.slice(at))) return true;
  }
  return false;
}

/** Words before "one" that are no describing word: "no one", "the one", "this one", "one of". */
const NOT_DESCRIBING = new Set([
  'no', 'the', 'a', 'an', 'this', 'that', 'which', 'every', 'any', 'each', 'some', 'someone', 'anyone', 'no-one', 'only', 'just', 'same', 'other', 'another',
  'last', 'first', 'next', 'right', 'wrong', 'and', 'or', 'but', 'with', 'by', 'to', 'for', 'of', 'in', 'on', 'at', 'from', 'than', 'is', 'are', 'was', 'has', 'have', 'had',
]);
/** What may follow a noun left out as "one": a mark, the end, or a word that starts a phrase or a clause ("the green one to Bo"). */
const AFTER_ONE = /^(?:\s*(?:[.,;:!?)]|$)|\s+(?:to|in|on|at|for|from|with|by|due|because|instead|too|as|is|was|will|that|which|and|but|or|please|then|so|if|when|before|after)\b)/i;

/**
 * `text` with "the green one" written "the green box" and a closing "Lucy's" written "Lucy's
 * permit", where `other` writes that word after the same describing word or owner and `text`
 * names it elsewhere.
 */
function elidedNouns(text: string, other: string): string {
  const lowerOther = other.toLowerCase().replace(/’/g, "'");
  // The noun left out is one this text names elsewhere ("the red box, ... the green one").
  const ownNouns = new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const describedOne = /(?<![\p{L}'’-])(\p{L}+)\s+one(?![\p{L}'’-])(?!\s+(?:of|and)\b)/giu;
  const closingOwner = /(?<![\p{L}'’-])(\p{Lu}\p{L}+)['’]s(?=\s*(?:[.,;!?)]|$|\s+(?:and|but|or)\b))/gu;
  const leavesOut = (pattern: RegExp, written: string) => [...written.matchAll(pattern)].some((m) => !NOT_DESCRIBING.has(m[1]!.toLowerCase()));
  let out = !leavesOut(describedOne, other) ? text : text.replace(describedOne, (whole, word: string, at: number) => {
    if (NOT_DESCRIBING.has(word.toLowerCase()) || !AFTER_ONE.test(text.slice(at + whole.length))) return whole;
    const noun = new RegExp(`(?<![\\p{L}'-])${word.toLowerCase()}\\s+(\\p{L}{3,})(?![\\p{L}'-])`, 'u').exec(lowerOther)?.[1];
    return noun === undefined || noun === 'one' || !ownNouns.has(noun) ? whole : `${word} ${noun}`;
  });
  // An owner's name with no noun after it closes the text or a clause: "... and Lucy's".
  if (leavesOut(closingOwner, other)) out = out.replace(closingOwner, (whole, name: string) => {
    const noun = new RegExp(`(?<![\\p{L}'-])${name.toLowerCase()}'s\\s+(\\p{L}{3,})(?![\\p{L}'-])`, 'u').exec(lowerOther)?.[1];
    return noun === undefined || !ownNouns.has(noun) ? whole : `${whole} ${noun}`;
  });
  return out;
}

const COMPOUND_PARTICLES = /^(\p{L}{2,}?)(up|out|off|over|down|back|in|on)$/u;

/**
 * Writes a closed compound ("setup", "checkout", "handover") as the verb and particle the other
 * text has side by side, in any form of the verb ("setting up", "checked out", "hand over"): the
 * compound's head and the verb have one stem.
 */
function openCompounds(text: string, other: string): string {
  if (!/\b(?:up|out|off|over|down|back|in|on)\b/i.test(other)) return text;
  const pairs = new Map<string, string>();
  // The verb's object may stand between ("hand the boat over", "pick the twins up"): up to three words.
  // Each word is tried as the verb (a lookahead takes nothing): "Please hand the boat over".
  for (const m of other.matchAll(/(?<![\p{L}'’])(\p{L}+)(?=\s+(?:(?!(?:and|or|but|then)\b)\p{L}+\s+){0,3}?(up|out|off|over|down|back|in|on)\b)/giu)) {
    const key = `${stem(m[1]!)} ${m[2]!.toLowerCase()}`;
    if (!pairs.has(key)) pairs.set(key, `${m[1]} ${m[2]}`);
  }
  if (pairs.size === 0) return text;
  const own = new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem));
  return text.replace(/\p{L}{4,}/gu, (word) => {
    const lower = word.toLowerCase();
    const parts = COMPOUND_PARTICLES.exec(lower);
    const open = parts === null ? undefined : pairs.get(`${stem(parts[1]!)} ${parts[2]}`);
    if (open === undefined || other.toLowerCase().includes(lower)) return word;
    // Not where this text acts against it: "Cancel the gym signup" / "Sign up for the gym" keeps its
    // compound, so that "cancel" still meets "sign" as an opposite.
    const opposites = listedOpposites(stem(open.split(' ')[0]!));
    return [...own].some((mine) => opposites.has(mine)) ? word : open;
  });
}

/**
 * A compound noun written closed where the other text writes its two words apart: "Showground's
 * bottom field" / "the show ground", "the boathouse" / "the boat house". Each part has three letters or more.
 */
function openNouns(text: string, other: string): string {
  // Only a word of six letters or more can be opened: a text without one is left before the
  // other text's pairs of words are listed.
  if (!/\p{L}{6,}/u.test(text)) return text;
  // Words apart by a space only: "mid-year" is already one word.
  const words = other.split(/\s+/);
  if (words.length < 2) return text;
  const pairs = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [words[i]!.replace(/^\P{L}+/u, ''), words[i + 1]!.replace(/\P{L}+$/u, '')];
    if (/^\p{L}{3,}$/u.test(first) && /^\p{L}{3,}$/u.test(second)) pairs.set(`${first}${second}`.toLowerCase(), `${first} ${second}`);
  }
  if (pairs.size === 0) return text; // nothing to open: the text as it is
  return text.replace(/\p{L}{6,}/gu, (word) => pairs.get(word.toLowerCase()) ?? word);
}

/** What the model knows of a word, for shortenings written without a period. */
export interface KnownWords {
  /** Whether the lower-case word is in the vocabulary or in WordNet. */
  known(word: string): boolean;
  /** Whether WordNet knows the lower-case word (a short capitalised word is often in the vocabulary as a name or a code). */
  inWordNet(word: string): boolean;
  /** Whether WordNet knows the lower-case word as a common word, not only as a name. */
  common(word: string): boolean;
}

const LABEL_WORD = new RegExp(`^(?:${LABEL_WORDS})$`, 'i');
/** A word that labels the figure after it ("Flat 32A", "Room 4B", "No. 7"): the letter then closes a code. */
const LABELLED_FIGURE = new RegExp(`\\b(?:${LABEL_WORDS}|apartment|apt|house|number|no|plot)\\.?\\s+$`, 'i');

/** A word of letters, or a shortening with an apostrophe inside ("req'd"). */
// Not inside a handle or an address ("@jpark", "j_park", "park.j"): those are codes, compared whole;
// nor beside an ampersand ("T&Cs", "R&D"), which the normaliser's table spells out whole.
const SHORT_WORD = /(?<![\p{L}\p{N}'’@._&])(\p{L}{2,5})(?:['’](\p{L}{1,2}))?(?![\p{L}\p{N}'’@_&]|\.[\p{L}\p{N}])/gu;

/**
 * Shortenings written without a period, which no dictionary knows: a lower-case word cut short
 * ("pmt" / "payment", "btwn" / "between", "req'd" / "required") or made of initials ("tysm" /
 * "thank you so much"), and a capitalised cut word of up to four letters, or five no list knows
 * ("Sq" / "Square", "Eng" / "Engineering", "Ctr" / "Centre", "Cttee" / "Committee"), spelled out
 * only as a common word: "Dan" is not taken for "Daniel".
 */
function spellOutShortWords(text: string, other: string, words: KnownWords): string {
  const otherWords: readonly string[] = other.match(/[\p{L}&]+/gu) ?? [];
  // The text's own words, listed only for a word that gets as far as the other text's spellings.
  let own: Set<string> | undefined;
  return text.replace(SHORT_WORD, (whole, stem: string, tail: string | undefined, offset: number) => {
    const cut = `${stem}${tail ?? ''}`;
    const lower = cut.toLowerCase();
    const capitalised = cut !== lower;
    if (otherWords.includes(cut)) return whole;
    // An everyday word that is also a cut ("temp") is the longer word where the other text writes it.
    const longer = WORD_CUTS.get(lower);
    if (longer !== undefined && tail === undefined) {
      const spelled = otherWords.find((word) => (typeof longer === 'string' ? word.toLowerCase() === longer : longer.includes(word.toLowerCase())));
      if (spelled !== undefined) return spelled;
    }
    // A short word the vectors know but WordNet does not ("sig", "vols", "rpt") is a shortening the
    // name finder would otherwise take for a name; not a small word ("with") nor a number ("five").
    // One cut with a period is read with the words around it ("reg. no.").
    if (!capitalised && words.known(lower) && (words.inWordNet(lower) || cut.length > 4 || FUNCTION_WORDS.has(lower) || NUMBER_WORDS.has(lower) || text[offset + whole.length] === '.')) return whole;
    // A shortening the table knows stands for its own word, not for any the other text spells with
    // its letters ("Ste" is "Suite", not "Street"); "St" before a name is "Saint" ("St Mary's" /
    // "Saint Mary's", where "High St" is still "High Street").
    const tabled = tail === undefined ? (ABBREVIATIONS.get(cut) ?? ABBREVIATIONS.get(lower)) : undefined;
    if (tabled !== undefined) {
      // A title is left to the normaliser ("Doctor Lee" is written "Dr Lee" there), but for "Saint".
      if ((lower === 'st' || lower === 'dr') && /^\.?\s*\p{Lu}/u.test(text.slice(offset + whole.length))) return lower === 'st' ? (otherWords.find((word) => word.toLowerCase() === 'saint') ?? whole) : whole;
      const spelled = otherWords.find((word) => word.toLowerCase() === tabled);
      if (spelled !== undefined) return spelled;
      if (lower === 'st' || lower === 'ste') return whole;
    }
    // A contraction ("we'd", "I'll") starts with a known word.
    if (tail !== undefined && (capitalised || words.known(stem.toLowerCase()))) return whole;
    // Five letters only for a word neither list knows ("Cttee"; not "Maths").
    const shape = capitalised && cut.length <= 5 && !(cut.length === 5 && words.known(lower)) && cut.slice(1) === lower.slice(1);
    if (capitalised && !shape) return whole;
    // A cut word WordNet knows as a word of its own ("Est", "Med") is spelled out only in the other
    // text's word's place, after or before the same word: "N Industrial Est" / "North Industrial Estate".
    const slotted = capitalised && words.inWordNet(lower);
    const [next, previous] = slotted ? [NEXT_WORD.exec(text.slice(offset + whole.length))?.[1], LAST_WORD.exec(text.slice(0, offset))?.[1]] : [];
    // The neighbour may be cut too: "Ind Est" / "Industrial Estate".
    const besideSame = (i: number) => [[otherWords[i + 1], next], [otherWords[i - 1], previous]].some(([theirs, mine]) => theirs !== undefined && mine !== undefined && mine.length > 2 && (theirs.toLowerCase() === mine.toLowerCase() || (theirs.length > mine.length + 1 && spells(mine.toLowerCase(), theirs.toLowerCase()))) && !SKIPPED.has(mine.toLowerCase()));
    const full = otherWords.find((word, i) => {
      const candidate = word.toLowerCase();
      return candidate.length > cut.length + 1 && !(own ??= new Set((text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()))).has(candidate) && spells(lower, candidate) && (!capitalised || words.common(candidate)) && (!slotted || besideSame(i));
    });
    if (full !== undefined) return full;
    return capitalised || tail !== undefined || cut.length < 3 ? whole : (initialsRun(otherWords, lower) ?? whole);
  });
}

/**
 * The first word of a text and the last, for a cut word's neighbours. A label's colon parts them:
 * the word after "attn:" is its value, no neighbour of the label ("attn: Pia" is not "attn: Pilar").
 */
const NEXT_WORD = /^[^\p{L}:]{0,3}(\p{L}+)/u;
const LAST_WORD = /(\p{L}+)[^\p{L}:]{0,3}$/u;

const PHONE = /\+?\d[\d\s-]{7,}\d/g;

/**
 * Writes a phone number of `text` as bare national digits when `other` has the same number, grouped
 * otherwise or with a country code of one to three digits for the trunk 0; both texts then read
 * the same digits.
 */
function samePhoneNumbers(text: string, other: string): string {
  const theirs = (other.match(PHONE) ?? []).map(phoneDigits);
  const national = (digits: string, code: number) => `0${digits.slice(code)}`;
  return text.replace(PHONE, (match) => {
    const { digits, international } = phoneDigits(match);
    for (const number of theirs) {
      if (number.digits === digits) return digits;
      for (let code = 1; code <= 3; code++) {
        if (international && !number.international && national(digits, code) === number.digits) return number.digits;
        if (number.international && !international && national(number.digits, code) === digits) return digits;
      }
    }
    return match;
  });
}

/** A code of letters and figures, five figures or more, closed up: "NY123456", "AB12CD345". */
const CLOSED_CODE = /(?<![\p{L}\d])(?=(?:\p{L}*\d){5})[\p{L}\d]{6,16}(?![\p{L}\d])/gu;

/**
 * Writes closed up a code that `other` writes closed up and this text in groups of its characters
 * split by single spaces or hyphens ("NY 123 456", "NY-123-456"), so that both texts read one code.
 */
function sameGroupedCodes(text: string, other: string): string {
  let out = text;
  for (const [code] of allMatches(other, CLOSED_CODE)) {
    if (out.includes(code)) continue;
    // The code's characters (letters and figures only) with a space or a hyphen allowed between any two.
    const spaced = new RegExp(`(?<![\\p{L}\\d])${[...code].join('[ -]?')}(?![\\p{L}\\d])`, 'giu');
    out = out.replace(spaced, (whole) => (/[ -]/.test(whole) ? code : whole));
  }
  return out;
}

/** A number's digits, and whether it opens with a country code: after "+", or after "00" as dialled from abroad ("0033 6 ..." = "+33 6 ..."). */
function phoneDigits(match: string): { readonly digits: string; readonly international: boolean } {
  const digits = match.replace(/\D/g, '');
  if (match.startsWith('+')) return { digits, international: true };
  return /^00[1-9]/.test(digits) ? { digits: digits.slice(2), international: true } : { digits, international: false };
}

/** Words the other text joins with hyphens, joined so: "GF" is "gluten-free" where the other text writes that, so its "-free" still denies. */
function hyphenatedAs(found: string, other: string): string {
  if (!found.includes(' ')) return found;
  const at = other.toLowerCase().indexOf(found.toLowerCase().replace(/ /g, '-'));
  return at < 0 ? found : other.slice(at, at + found.length);
}

/**
 * The words of a run whose initials are the acronym's letters, small words skipped between them or
 * taken ("RFP" = "Request for Proposal", "DMV" = "Department of Motor Vehicles"), never small
 * words alone. In an acronym with capitals, a small letter stands for a small word only ("TfL" = "Transport
 * for London"). Where `known` is given, a closed compound of two known words gives the initials of
 * both ("BKA" = "Beekeepers' Association", "OPD" = "Outpatient Department").
 */
function initialsRun(words: readonly string[], acronym: string, known?: KnownWords): string | undefined {
  const mixed = /[A-Z]/.test(acronym) && /[a-z]/.test(acronym);
  const run = (i: number, at: number, taken: readonly string[]): string | undefined => {
    // A run of small words alone spells nothing: "AT" is not "at the".
    if (at === acronym.length) return taken.every((word) => SKIPPED.has(word.toLowerCase())) ? undefined : taken.join(' ');
    const word = words[i];
    if (word === undefined) return undefined;
    const letter = acronym[at]!;
    const small = SKIPPED.has(word.toLowerCase());
    if (word[0]!.toLowerCase() === letter.toLowerCase() && (!mixed || letter !== letter.toLowerCase() || small)) {
      const found = run(i + 1, at + 1, [...taken, word]);
      if (found !== undefined) return found;
      const two = acronym.slice(at, at + 2);
      const bare = word.replace(/['’]s$/, '').toLowerCase();
      if (known !== undefined && !mixed && two.length === 2 && acronym.length >= 3 && closedCompoundOf(bare, two.toLowerCase(), known)) {
        const joined = run(i + 1, at + 2, [...taken, word]);
        if (joined !== undefined) return joined;
      }
    }
    return taken.length > 0 && small ? run(i + 1, at, taken) : undefined;
  };
  for (let start = 0; start < words.length; start++) {
    const found = run(start, 0, []);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A time with am or pm ("10am", "3:30 p.m."): its hour, minutes and meridiem. */
const MERIDIEM_TIMES = /(?<![\d.,£$€])(\d{1,2})(?:[:.]([0-5]\d))?\s?([ap])\.?m\b/gi;
const MERIDIEM_TIME = /\d\s?[ap]\.?m\b/i;
const MERIDIEM_AFTER = /^\s?[ap]\.?m\b/i;

/** A word of two to six letters, perhaps with an apostrophe ("B'day"), not part of a code, an initialism or a number. */
const UNVOWELLED_WORD = /(?<![\p{L}\d'’.&/-])(\p{L}['’]?\p{L}{1,5})(?![\p{L}\d'’&/-])/gu;
/** Short forms read elsewhere, before a name or a figure: titles, a street's kinds, units, "am" and "pm". */
const READ_ELSEWHERE = new Set(['dr', 'st', 'mr', 'mrs', 'ms', 'mx', 'jr', 'sr', 'rd', 'ln', 'ft', 'mt', 'pl', 'sq', 'ct', 'hr', 'hrs', 'min', 'mins', 'am', 'pm', 'vs', 'km', 'kg', 'mm', 'cm', 'ml', 'lb', 'lbs', 'oz', 'pp', 'no', 'nr', 'tel']);

/** `text` with each word written without its vowels spelled out as `other` writes it (see `spellOutAgainst`). */
function unvowelled(text: string, other: string, words: KnownWords): string {
  let theirs: string[] | undefined;
  let own: ReadonlySet<string> | undefined;
  return text.replace(UNVOWELLED_WORD, (written: string) => {
    const short = written.length === 2 || !/['’]/.test(written) ? written.toLowerCase() : written.replace(/['’]/g, '').toLowerCase();
    if (short.length < 2 || FUNCTION_WORDS.has(short) || READ_ELSEWHERE.has(short)) return written;
    // With no vowel it is no word ("Nth", "yr", "wd", though WordNet lists some as shortenings); with one it must be unknown as a word.
    let vowels = 0;
    for (const letter of short) if (letter === 'a' || letter === 'e' || letter === 'i' || letter === 'o' || letter === 'u') vowels++;
    if (vowels > 1 || (vowels === 1 && words.known(short))) return written;
    theirs ??= other.match(/\p{L}+/gu) ?? [];
    own ??= new Set((text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()));
    const full = theirs.find((word) => {
      const lower = word.toLowerCase();
      return lower.length >= short.length + 2 && lower.at(-1) === short.at(-1) && spells(short, lower) && !own!.has(lower) && (words.inWordNet(lower) || FUNCTION_WORDS.has(lower));
    });
    return full ?? written;
  });
}

/**
 * A word clipped from the front of a longer one, without a period: "w/ binocs" / "with binoculars",
 * "at recep" / "at reception". Only a clip in lower case that WordNet does not know, of four letters
 * or more, for a common word of the other text at least three letters longer, with the plural's "s"
 * kept: a name keeps its capital and is left alone ("Dan" is not "Daniela").
 */
function clippedWords(text: string, other: string, words: KnownWords): string {
  let theirs: string[] | undefined;
  return text.replace(/(?<![\p{L}'’.-])[A-Za-z][a-z]{3,}(?![\p{L}'’.-])/gu, (written: string) => {
    const lower = written.toLowerCase();
    if (FUNCTION_WORDS.has(lower) || words.inWordNet(lower)) return written;
    const plural = lower.endsWith('s');
    const start = plural ? lower.slice(0, -1) : lower;
    theirs ??= (other.match(/\p{L}+/gu) ?? []);
    const capital = written[0] !== lower[0];
    // Capitalised, as a heading writes it ("Astro Soc" / "Astronomy Society"), it is cut from a
    // common word only: a name cut short may be another name ("Nopa" is not "Nopalito").
    const full = theirs.find((word) => {
      const whole = word.toLowerCase();
      return whole.length >= start.length + 3 && whole.startsWith(start) && whole.endsWith('s') === plural && (words.common(whole) || (plural && words.common(whole.slice(0, -1))));
    });
    return full === undefined ? written : capital ? `${full[0]!.toUpperCase()}${full.slice(1)}` : full.toLowerCase();
  });
}

/** Whether `cut` starts `word` and its letters appear in `word` in order ("bldg" in "building"). */
function spells(cut: string, word: string): boolean {
  if (word[0] !== cut[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === cut[at]) at++;
  return at === cut.length;
}
