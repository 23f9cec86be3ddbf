/**
 * The negation cues a text states: "not", "never", "no" and the like outside idioms that only
 * sound negative ("don't forget", "no problem"), a "-free" suffix ("sugar-free") and having run out
 * of a thing ("we're out of milk"). The guard compares their count's parity between two texts.
 */
import { FUNCTION_WORDS } from './content-words.js';
import { NEGATION_CUES, NEGATION_IDIOMS } from './lexicon.js';
import { NEGATING_PREFIX } from './polarity.js';
import { stem } from './stems.js';

/**
 * "be out of" or "run out of" a thing, not a place ("out of the office", "out of town") and not
 * a state the negative-state table reads ("out of order", "out of service").
 */
const RUN_OUT_OF = /\b(?:is|are|am|was|were|be|been|being|re|s|m|run|runs|ran|running)(?:\s+[a-z]+ly)?\s+out\s+of\s+(?!(?:order|service|the|my|your|our|his|her|their|this|that|town|office|here|there)\b)[a-z]/g;

/**
 * A thing that has run out, said of the thing: "the size 9 shoes have run out" = "we're out of size 9
 * shoes". Only the perfect: "before it runs out" is a time that ends ("before it expires"), and
 * "sold out" is a negative state of its own.
 */
const RAN_OUT = /\b(?:have|has|had|ve|s)\s+(?:now\s+|all\s+|completely\s+)?run\s+out\b(?!\s+of\b)(?=\s*(?:$|[.,;!?)—–]|-\s|(?:and|so|but|again|today|now|already|completely)\b))/g;

/** Failing to do a thing, before the verb: "failed to turn up", "fails to start". */
const FAILED_TO = /\b(?:fail|fails|failed|failing)\s+to\s+[a-z]/g;
/** Refusing or declining to do a thing, before the verb: "refuses to sign", "declined to comment". */
const REFUSED_TO = /\b(refuse|refuses|refused|refusing|decline|declines|declined|declining)\s+to\s+[a-z]/g;
/** Putting off a deed: "hold off on ordering the tyres" = "don't order the tyres yet". */
const HOLD_OFF = /\b(?:hold|holds|holding|held)\s+off\s+(?:on\s+)?[a-z]{2,}ing\b/g;
/**
 * Almost none: "hardly anyone came", "barely any room left", "scarcely ever", "hardly ate anything",
 * "very little of the bait". And "hardly", "barely" or "scarcely" before any other word, which says
 * almost not: "the wifi hardly works", "it's hardly been stable", "the linen ones barely moved".
 */
const HARDLY_ANY = /\b(?:hardly|barely|scarcely)\s+(?:[a-z]+\s+)?(?:any|anyone|anybody|anything|ever)\b|\b(?:hardly|barely|scarcely)\b(?!\s+(?:[a-z]+\s+)?(?:any|anyone|anybody|anything|ever)\b)(?=\s+[a-z])|(?<!\ba\s)\bvery little of\b/g;

/**
 * Skipping a deed, its -ing form followed by its object: "Skip feeding the boa this week" = "Don't
 * feed the boa". Not "skip" as a noun ("hire a skip"), nor before an event ("skip training"), which
 * the opposites read against "attend". A thing skipped is a deed skipped where "skip" is plainly the
 * verb: told ("Skip the warm-up") or denied ("Don't skip the filter check" = "Do the filter check").
 */
const SKIP_DOING = /(?<!\b(?:a|the|our|your|their|his|her|my)\s+)\bskip(?:s|ped|ping)?\s+[a-z]{2,}ing\s+(?:the|a|an|my|your|our|his|her|their|its|it|them|him|any|this|that|these|those)\b|(?<=(?:\b(?:not|never|n't|please|just)\s+|^|[.!?]\s+))skip\s+(?:the|a|an|my|your|our|his|her|their|this|that|these|those|any)\b/g;

function negationsOf(words: readonly string[]): string[] {
  const found: string[] = [];
  // "Neither ... nor ..." denies once, as "not ... or ..." does: its "nor" is no second negation.
  let neither = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!NEGATION_CUES.has(word)) continue;
    if (word === 'neither') neither = true;
    else if (word === 'nor' && neither) {
      neither = false;
      continue;
    }
    const inIdiom = NEGATION_IDIOMS.some((idiom) => {
      const at = idiom.indexOf(word);
      return at >= 0 && idiom.every((part, k) => words[i - at + k] === part);
    });
    if (!inIdiom) found.push(word);
  }
  return found;
}

/**
 * "No" as an answer, alone before a mark at the start of a sentence, and the rest of its sentence
 * (or the next one, after "No."): "No, we can't do a sugar-free version".
 */
const ANSWERING_NO = /(?:^|[.!?]\s+)no(?:\s*[,.!:;]|\s+[—–-])\s*([^.!?]+)/g;

/**
 * How many answering "no"s a text says again with a negation of their own: "No, we can't" denies
 * once, as "We can't" does, and not twice (an even count the guard would read as no denial at all).
 * A "no" before a clause that denies nothing still denies alone ("No, that's fine").
 */
function answersDeniedAgain(lower: string): number {
  if (!lower.startsWith('no') && !/[.!?]\s+no\b/.test(lower)) return 0;
  let count = 0;
  for (const match of lower.matchAll(ANSWERING_NO)) if (negationsOf(match[1]!.match(/[a-z]+/g) ?? []).length > 0) count++;
  return count;
}

/** The cues of a text, given in lower case and as its lower-case words. */
export function findNegationCues(lower: string, lowerWords: readonly string[]): string[] {
  // "alcohol-free", "sugar-free": the suffix denies the noun as "no" or "without" does.
  const freeOf: string[] = lower.includes('-free') ? (lower.match(/\b[a-z]+-free\b/g) ?? []) : [];
  // So do "free of" and "clear of" before what there is none of ("free of contamination", "clear of
  // any signs of rodents"), though "free of charge" is a price.
  if (lower.includes('free of') || lower.includes('clear of')) for (const m of lower.matchAll(/\b(?:free|clear) of\b(?!\s+charge\b)/g)) freeOf.push(m[0]);
  // "We're out of milk", "the printer ran out of paper": having none of a thing is "no milk".
  const outOf = lower.includes('out of') ? [...lower.matchAll(RUN_OUT_OF)].map(() => 'out of') : [];
  if (lower.includes('run out')) for (const _ of lower.matchAll(RAN_OUT)) outOf.push('out of');
  // Failing to do a thing is not doing it: "the farrier failed to turn up" = "didn't turn up".
  if (lower.includes('fail')) for (const _ of lower.matchAll(FAILED_TO)) outOf.push('failed to');
  // So is refusing or declining to do it: "Maya refuses to sign" = "Maya won't sign".
  if (lower.includes('refus') || lower.includes('declin')) for (const m of lower.matchAll(REFUSED_TO)) outOf.push(`${m[1]} to`);
  if (lower.includes(' off ')) for (const _ of lower.matchAll(HOLD_OFF)) outOf.push('hold off');
  // And almost none is none: "hardly anyone turned up" against "loads of people turned up".
  if (lower.includes('rdly') || lower.includes('barely') || lower.includes('scarcely') || lower.includes('very little')) for (const m of lower.matchAll(HARDLY_ANY)) outOf.push(m[0]);
  if (lower.includes('skip')) for (const _ of lower.matchAll(SKIP_DOING)) outOf.push('skip');
  const cues = negationsOf(lowerWords);
  for (let answered = answersDeniedAgain(lower); answered > 0 && cues.includes('no'); answered--) cues.splice(cues.indexOf('no'), 1);
  return [...cues, ...freeOf, ...outOf];
}

const CLAUSE_BREAK = /[,;.!?:()—–]|\s-\s|\b(?:so|but|and)\b/;

/**
 * A text's clauses (split at punctuation and at "so", "but" and "and"), each with its words and
 * whether it is denied: an odd count of cues and of `denials`, the words the guard reads as a
 * denial against the other text ("failed", "unlocked"), each counted where it is written.
 */
function clauseWords(text: string, denials: readonly string[] = []): { readonly clause: string; readonly words: readonly string[]; readonly denied: boolean }[] {
  const out = [];
  // A short phrase opened by "without" is no clause of its own: it belongs to the clause after it,
  // whatever the mark between ("without it, we can't release items" = "without it we can't ...").
  const pieces = text.toLowerCase().split(CLAUSE_BREAK);
  let carried = '';
  for (let i = 0; i < pieces.length; i++) {
    const clause = carried === '' ? pieces[i]! : `${carried} ${pieces[i]}`;
    const words = clause.match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
    carried = words[0] === 'without' && words.length <= 3 && i + 1 < pieces.length ? clause : '';
    if (words.length > 0 && carried === '') out.push({ clause, words, denied: (findNegationCues(clause, words).length + denialsIn(clause, denials)) % 2 === 1 });
  }
  return out;
}

/** How many of `denials` (words or phrases) a clause writes. */
function denialsIn(clause: string, denials: readonly string[]): number {
  let count = 0;
  for (const denial of denials) if (clause.includes(denial) && new RegExp(`(?<![\\p{L}])${denial.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(clause)) count++;
  return count;
}

/**
 * The clauses of a text with their content stems. A word that denies by its prefix stands for its
 * base as well, so that "the gate is unlocked" and "the gate is locked" are one clause of the two
 * texts, said of the same thing.
 */
function clausesOf(text: string, denials: readonly string[] = []): { readonly stems: ReadonlySet<string>; readonly denied: boolean; readonly text: string }[] {
  // Fewer than three words are an item of a list ("out of milk and bread"), which the negation before it covers.
  return clauseWords(text, denials)
    .filter(({ words }) => words.length >= 3)
    .map(({ clause, words, denied }) => {
      const stems = new Set(words.filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w) && !NEGATION_CUES.has(w)).map(stem));
      for (const word of words) {
        const base = denials.includes(word) ? NEGATING_PREFIX.exec(word)?.[2] : undefined;
        if (base !== undefined) stems.add(stem(base.replace(/^-/, '')));
      }
      return { stems, denied, text: clause.trim() };
    });
}

/** The clause of `clauses` that shares most of `stems` (at least two, and half the smaller side). */
function matchingClause<T extends { readonly stems: ReadonlySet<string> }>(stems: ReadonlySet<string>, clauses: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestShared = 1;
  for (const clause of clauses) {
    let shared = 0;
    for (const s of stems) if (clause.stems.has(s)) shared++;
    if (shared > bestShared && shared * 2 >= Math.min(stems.size, clause.stems.size)) [best, bestShared] = [clause, shared];
  }
  return best;
}

/**
 * A negation that moved from one clause to another with the same count in each text: a denied
 * clause of `a` whose match in `b` is affirmed, and a denied clause of `b` whose match in `a` is
 * affirmed. Undefined when no such pair of clauses is found.
 */
export function movedNegation(a: string, b: string, denialsA: readonly string[] = [], denialsB: readonly string[] = []): { readonly expected: string; readonly actual: string } | undefined {
  const [mine, theirs] = [clausesOf(a, denialsA), clausesOf(b, denialsB)];
  const lost = mine.find((clause) => clause.denied && matchingClause(clause.stems, theirs)?.denied === false);
  const gained = theirs.find((clause) => clause.denied && matchingClause(clause.stems, mine)?.denied === false);
  if (lost === undefined || gained === undefined) return undefined;
  return { expected: `${lost.text} / ${matchingClause(gained.stems, mine)!.text}`, actual: `${matchingClause(lost.stems, theirs)!.text} / ${gained.text}` };
}

/**
 * How many clauses of a text hold an odd number of negation cues: "she can't travel, so she won't
 * be there" denies twice, though its parity is even. Clauses end at punctuation and at "so", "but"
 * and "and".
 */
export function negatedClauses(text: string, denials: readonly string[] = []): number {
  let count = 0;
  for (const { denied } of clauseWords(text, denials)) if (denied) count++;
  return count;
}
