/**
 * Word knowledge about a pair for the learned layer (pair-features.ts). The rules turn each word
 * relation into one similarity on one scale and cut it; a paraphrase that changes several words at
 * once ("Reschedule the sync" / "Move the meeting") then leaves words over on both sides whose links
 * (a thesaurus pair, a WordNet hypernym, a shared derivation) were each too weak to align them. Here
 * each kind of link is reported on its own, for every word left over and for the texts as wholes,
 * so the layer can learn which links make a paraphrase and which a changed object.
 */
import type { WordMatch } from './align.js';
import type { LookupModel } from './lookup-model.js';
import { stem } from './stems.js';
import { jaccard, surfaceWords, tripleCodes } from './text-overlap.js';
import { lemmaOf } from './word-similarity.js';

/** The kinds of link between two words, each in [0, 1]. */
const LINKS = ['thesaurus', 'shared sense', 'sense or hypernym', 'nearby sense', 'derivation', 'vector', 'shared prefix', 'letter triples', 'antonym', 'any wordnet or thesaurus link'] as const;

/** The kinds of link, in the order `leftoverRelations` reports them (max, min and mean of each first). */
export const LINK_NAMES: readonly string[] = LINKS;

/** The names of `leftoverRelations`' numbers, in order. */
export const LEFTOVER_FEATURE_NAMES: readonly string[] = [
  ...LINKS.flatMap((link) => ['max', 'min', 'mean'].map((aggregate) => `leftover ${link} ${aggregate}`)),
  'leftovers on both sides',
  'leftover count difference',
  'leftover pairs',
  'leftover negation missing',
  'leftover negation extra',
];

/** The names of `sentenceRelations`' numbers, in order. */
export const SENTENCE_FEATURE_NAMES: readonly string[] = [
  'lemma jaccard',
  'linked cover min',
  'linked cover mean',
  'soft cosine min',
  'soft cosine mean',
  'negation count difference',
];

const NEGATIONS = new Set(['not', 'no', 'never', 'nothing', 'none', 'nobody', 'without', 'cannot', 'neither', 'nor']);
const negated = (unit: string) => unit.split(' ').some((word) => NEGATIONS.has(word) || word.endsWith("n't"));
/** The same words counted in a whole text, with "n't" in either apostrophe. */
const NEGATION_PATTERN = new RegExp(`\\b(?:${[...NEGATIONS].join('|')})\\b|n['’]t\\b`, 'g');

/** What `links` reads of one leftover unit, found once per unit rather than once per pair of units. */
interface Unit {
  readonly text: string;
  readonly lemma: string;
  readonly single: boolean;
  /** A phrasal unit ("pick up") is compared by its last word, as its head. */
  readonly head: string;
  readonly triples: Set<number>;
  readonly derived: readonly string[];
  readonly antonyms: readonly string[];
}

function unitOf(model: LookupModel, text: string): Unit {
  const lemma = lemmaOf(model, text) ?? text;
  return {
    text,
    lemma,
    single: !text.includes(' '),
    head: text.slice(text.lastIndexOf(' ') + 1),
    triples: tripleCodes(text),
    derived: model.senses?.derivedOf(lemma) ?? [],
    antonyms: model.antonymsOf(lemma),
  };
}

/** Writes the LINKS of two units into `into` from `at`. */
function links(model: LookupModel, p: Unit, q: Unit, into: Float64Array, at: number): void {
  const senses = model.senses;
  const [a, b, x, y] = [p.text, q.text, p.lemma, q.lemma];
  const thesaurus = p.single && q.single && model.thesaurus?.(x, y) === true ? 1 : 0;
  const shared = senses?.synonyms(x, y) === true ? 1 : 0;
  const related = senses?.related(x, y) === true ? 1 : 0;
  const nearby = senses?.nearby(x, y) === true ? 1 : 0;
  const derived = senses !== undefined && (p.derived.includes(y) || q.derived.includes(x)) ? 1 : 0;
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  into[at] = thesaurus;
  into[at + 1] = shared;
  into[at + 2] = related;
  into[at + 3] = nearby;
  into[at + 4] = derived;
  into[at + 5] = model.wordSimilarity(p.head, q.head);
  into[at + 6] = prefix >= 4 ? 1 : 0;
  into[at + 7] = jaccard(p.triples, q.triples);
  into[at + 8] = p.antonyms.includes(y) || q.antonyms.includes(x) ? 1 : 0;
  into[at + 9] = thesaurus || shared || related || nearby || derived ? 1 : 0;
}

/**
 * For every word left over on one side, its best link of each kind to the words left over on the
 * other; then the max, min and mean of each kind over all of them, and counts.
 *
 * @example
 * leftoverRelations(model, [{ word: 'reschedule', similarity: 0.3 }], [{ word: 'move', similarity: 0.3 }]);
 */
export function leftoverRelations(model: LookupModel, missing: readonly WordMatch[], extra: readonly WordMatch[]): number[] {
  const [want, have] = [missing.map((w) => w.word), extra.map((w) => w.word)];
  const [wanted, had] = [want.map((word) => unitOf(model, word)), have.map((word) => unitOf(model, word))];
  const kinds = LINKS.length;
  // Flat arrays: [i][j][k] is (i * have + j) * kinds + k; best links per word, the missing first.
  const table = new Float64Array(want.length * have.length * kinds);
  for (let i = 0; i < want.length; i++) for (let j = 0; j < have.length; j++) links(model, wanted[i]!, had[j]!, table, (i * have.length + j) * kinds);
  const rows = want.length + have.length;
  const best = new Float64Array(rows * kinds);
  for (let i = 0; i < want.length; i++) {
    for (let k = 0; k < kinds; k++) {
      let most = 0;
      for (let j = 0; j < have.length; j++) most = Math.max(most, table[(i * have.length + j) * kinds + k]!);
      best[i * kinds + k] = most;
    }
  }
  for (let j = 0; j < have.length; j++) {
    for (let k = 0; k < kinds; k++) {
      let most = 0;
      for (let i = 0; i < want.length; i++) most = Math.max(most, table[(i * have.length + j) * kinds + k]!);
      best[(want.length + j) * kinds + k] = most;
    }
  }
  const out: number[] = [];
  for (let k = 0; k < kinds; k++) {
    if (rows === 0) {
      out.push(0, 0, 0);
      continue;
    }
    let [most, least, sum] = [-Infinity, Infinity, 0];
    for (let r = 0; r < rows; r++) {
      const value = best[r * kinds + k]!;
      most = Math.max(most, value);
      least = Math.min(least, value);
      sum += value;
    }
    out.push(most, least, sum / rows);
  }
  out.push(
    want.length > 0 && have.length > 0 ? 1 : 0,
    Math.abs(want.length - have.length),
    Math.min(want.length, have.length),
    want.some(negated) ? 1 : 0,
    have.some(negated) ? 1 : 0,
  );
  return out;
}

/** Words that carry no content of their own, left out of the sentence-level comparison. */
const FUNCTION_WORDS = new Set(
  'a an the to of in on at for with and or but is are was were be been being it its this that these those i you we they he she my your our their me us them his her do does did will would can could should shall may might must have has had not no from by as so if then than up out about into over under please just also any all some very'.split(' '),
);

/**
 * The two texts as wholes: their content words mapped to WordNet lemmas (or stems) and compared
 * as sets, how many of each side's find the same lemma or a linked one on the other side, and how
 * close each word's nearest vector on the other side comes. `words`, when given, are the texts'
 * `surfaceWords`, already split by the caller.
 */
export function sentenceRelations(model: LookupModel, expected: string, actual: string, words?: readonly [readonly string[], readonly string[]]): number[] {
  const content = (all: readonly string[]) => all.filter((word) => !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word));
  const [a, b] = [content(words?.[0] ?? surfaceWords(expected)), content(words?.[1] ?? surfaceWords(actual))];
  const lemmas = (words: readonly string[]) => new Set(words.map((word) => model.senses?.lemmaOf(word) ?? stem(word)));
  const [x, y] = [lemmas(a), lemmas(b)];
  const senses = model.senses;
  // Every relation here is symmetric, so one pass over the pairs of words serves both directions.
  const [xs, ys] = [[...x], [...y]];
  const [derivedX, derivedY] = [xs.map((p) => senses?.derivedOf(p) ?? []), ys.map((q) => senses?.derivedOf(q) ?? [])];
  const linked = (i: number, j: number) => {
    const [p, q] = [xs[i]!, ys[j]!];
    return senses !== undefined && (senses.synonyms(p, q) || senses.related(p, q) || model.thesaurus?.(p, q) === true || derivedX[i]!.includes(q) || derivedY[j]!.includes(p));
  };
  const [coveredX, coveredY] = [new Uint8Array(xs.length), new Uint8Array(ys.length)];
  for (let i = 0; i < xs.length; i++) coveredX[i] = y.has(xs[i]!) ? 1 : 0;
  for (let j = 0; j < ys.length; j++) coveredY[j] = x.has(ys[j]!) ? 1 : 0;
  for (let i = 0; i < xs.length; i++) {
    for (let j = 0; j < ys.length; j++) {
      if ((coveredX[i] === 1 && coveredY[j] === 1) || !linked(i, j)) continue;
      coveredX[i] = 1;
      coveredY[j] = 1;
    }
  }
  const cover = (covered: Uint8Array) => (covered.length === 0 ? 1 : covered.reduce((sum, v) => sum + v, 0) / covered.length);
  const [nearestA, nearestB] = [new Float64Array(a.length), new Float64Array(b.length)];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const value = a[i] === b[j] ? 1 : model.wordSimilarity(a[i]!, b[j]!);
      nearestA[i] = Math.max(nearestA[i]!, value);
      nearestB[j] = Math.max(nearestB[j]!, value);
    }
  }
  const soft = (nearest: Float64Array) => (nearest.length === 0 ? 1 : nearest.reduce((sum, v) => sum + v, 0) / nearest.length);
  const [coverA, coverB, softA, softB] = [cover(coveredX), cover(coveredY), soft(nearestA), soft(nearestB)];
  const negations = (text: string) => (text.toLowerCase().match(NEGATION_PATTERN) ?? []).length;
  return [jaccard(x, y), Math.min(coverA, coverB), (coverA + coverB) / 2, Math.min(softA, softB), (softA + softB) / 2, Math.abs(negations(expected) - negations(actual))];
}
