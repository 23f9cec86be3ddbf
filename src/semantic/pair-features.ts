/**
 * The learned layer's view of a pair: one fixed-length vector of numbers, read from the rules'
 * ruling (which rule settled it, which contradictions, which words were left over and how close
 * they came) and from the two texts' surfaces. The combiner (combiner.ts) weighs it; the order of
 * PAIR_FEATURE_NAMES is the order of the weights, so a new feature goes at the end and the weights
 * are trained again.
 */
import type { WordMatch } from './align.js';
import type { Contradiction } from './guard.js';
import type { Ruling, RulingStage } from './judge.js';
import { stem } from './stems.js';
import { jaccard, surfaceOverlapOfWords, surfaceWords } from './text-overlap.js';
import { bundledLookupModel, type LookupModel } from './lookup-model.js';
import { SLOT_FEATURE_NAMES, slotFeatures } from './slot-features.js';
import { leftoverRelations, LEFTOVER_FEATURE_NAMES, LINK_NAMES, SENTENCE_FEATURE_NAMES, sentenceRelations } from './word-relations.js';

const STAGES: readonly RulingStage[] = ['facts', 'role', 'aligned', 'object', 'statement', 'dropped', 'added-to-list', 'uncertain'];
const CONTRADICTION_KINDS = ['person', 'place', 'name', 'number', 'time', 'date', 'negation', 'opposite', 'role'] as const;

const BASE_FEATURE_NAMES: readonly string[] = [
  ...STAGES.map((stage) => `stage:${stage}`),
  ...CONTRADICTION_KINDS.map((kind) => `contradiction:${kind}`),
  'contradictions added',
  'contradictions changed',
  'contradictions missing',
  'contradiction words in the other text',
  'wording',
  'cosine',
  'missing words',
  'extra words',
  'missing best similarity',
  'extra best similarity',
  'missing mean similarity',
  'extra mean similarity',
  'missing words in the other text',
  'extra words in the other text',
  'content word jaccard',
  'word jaccard',
  'stem jaccard',
  'letter triple jaccard',
  'length ratio',
  'words (log)',
  'long',
  'same words',
  'same bag of words',
  'same numbers',
  'negation cues differ',
];

/**
 * A linear model weighs each feature the same whatever rule spoke; these products let the surface
 * signals count differently after each rule ("same numbers" says much after a fact finding,
 * little after an object change).
 */
const CROSSED_STAGES: readonly RulingStage[] = ['facts', 'object', 'uncertain', 'added-to-list', 'dropped'];
const CROSSED_SIGNALS = [
  'cosine',
  'stem jaccard',
  'letter triple jaccard',
  'same numbers',
  'contradiction words in the other text',
  'extra words in the other text',
  'missing words in the other text',
  'missing best similarity',
  'extra best similarity',
  'long',
  'wording',
];
const SIGNAL_INDEX = CROSSED_SIGNALS.map((name) => BASE_FEATURE_NAMES.indexOf(name));

/** The features' names, in vector order. */
export const PAIR_FEATURE_NAMES: readonly string[] = [
  ...BASE_FEATURE_NAMES,
  ...CROSSED_STAGES.flatMap((stage) => CROSSED_SIGNALS.map((signal) => `stage:${stage} * ${signal}`)),
  ...LEFTOVER_FEATURE_NAMES,
  ...SENTENCE_FEATURE_NAMES,
  ...SLOT_FEATURE_NAMES,
  'substituted words',
  ...LINK_NAMES.flatMap((link) => [`substituted ${link} max`, `substituted ${link} min`]),
];

const NEGATION_WORDS = new Set(['not', 'no', 'never', 'nothing', 'none', 'nobody', 'without', 'cannot']);

/**
 * The feature vector of a ruled pair. The ruling must come from `ruleText` (it carries `detail`),
 * with the same lookup model (the bundled one unless given).
 *
 * @example
 * const ruling = ruleText('Yoga class', 'Yoga session');
 * pairFeatures('Yoga class', 'Yoga session', ruling).length === PAIR_FEATURE_NAMES.length; // true
 */
export function pairFeatures(expected: string, actual: string, ruling: Ruling, model: LookupModel = bundledLookupModel()): number[] {
  const detail = ruling.detail;
  if (detail === undefined) throw new TypeError('pairFeatures needs a ruling from ruleText (it has no detail); call ruleText(expected, actual) and pass its result');
  const [expectedWords, actualWords] = [surfaceWords(expected), surfaceWords(actual)];
  const [expectedStems, actualStems] = [new Set(expectedWords.map(stem)), new Set(actualWords.map(stem))];
  const kinds = CONTRADICTION_KINDS.map((kind) => ruling.contradictions.filter((c) => kindOf(c) === kind).length);
  const added = ruling.contradictions.filter((c) => c.added === true).length;
  const missingFacts = ruling.contradictions.filter((c) => c.added !== true && c.actual === undefined).length;
  const changed = ruling.contradictions.length - added - missingFacts;
  // A fact said on both sides in some form ("$1,200" / "1200 USD") is a misreading more often than a change.
  const echoed = ruling.contradictions.filter((c) => within(c.expected, actualStems) && (c.actual === undefined || within(c.actual, expectedStems))).length;
  const similarities = (list: readonly { similarity: number }[]) => list.map((w) => w.similarity);
  const [missing, extra] = [similarities(detail.missing), similarities(detail.extra)];
  const overlap = surfaceOverlapOfWords(expected, actual, expectedWords, actualWords, [expectedStems, actualStems]);
  const negations = (words: readonly string[]) => words.filter((word) => NEGATION_WORDS.has(word) || word.endsWith("n't")).length;
  const base = [
    ...STAGES.map((stage) => (detail.stage === stage ? 1 : 0)),
    ...kinds,
    added,
    changed,
    missingFacts,
    share(ruling.contradictions.length, echoed),
    ruling.wording === true ? 1 : 0,
    ruling.score,
    detail.missing.length,
    detail.extra.length,
    Math.max(0, ...missing),
    Math.max(0, ...extra),
    mean(missing),
    mean(extra),
    share(detail.missing.length, detail.missing.filter((w) => within(w.word, actualStems)).length),
    share(detail.extra.length, detail.extra.filter((w) => within(w.word, expectedStems)).length),
    jaccard(new Set(detail.expectedWords), new Set(detail.actualWords)),
    overlap.words,
    overlap.stems,
    overlap.triples,
    overlap.lengthRatio,
    Math.log1p(expectedWords.length + actualWords.length),
    detail.long ? 1 : 0,
    overlap.sameWords ? 1 : 0,
    overlap.sameBagOfWords ? 1 : 0,
    overlap.sameNumbers ? 1 : 0,
    negations(expectedWords) === negations(actualWords) ? 0 : 1,
  ];
  // Pushed onto one array: spreading nested maps into a new one was the costliest line of the learned layer.
  const features = base;
  for (const stage of CROSSED_STAGES) for (const index of SIGNAL_INDEX) features.push(detail.stage === stage ? base[index]! : 0);
  for (const value of leftoverRelations(model, detail.missing, detail.extra)) features.push(value);
  // The rules usually judge the texts as given; then their words are the ones split above.
  const sentenceWords = detail.expectedText === expected && detail.actualText === actual ? ([expectedWords, actualWords] as const) : undefined;
  for (const value of sentenceRelations(model, detail.expectedText, detail.actualText, sentenceWords)) features.push(value);
  for (const value of slotFeatures(detail.expectedText, detail.actualText, detail.missing, detail.extra)) features.push(value);
  // Words the aligner paired with a different word of the other text: a synonym keeps the meaning,
  // a sister term ("fridge" / "freezer", "hay" / "straw") changes the thing.
  const substituted = (own: readonly string[], other: readonly string[], left: readonly WordMatch[]) => {
    const others = new Set(other);
    const leftOver = new Set(left.map((w) => w.word));
    return own.filter((word) => !others.has(word) && !leftOver.has(word)).map((word) => ({ word, similarity: 0 }));
  };
  const [swappedOut, swappedIn] = [substituted(detail.expectedWords, detail.actualWords, detail.missing), substituted(detail.actualWords, detail.expectedWords, detail.extra)];
  features.push(swappedOut.length + swappedIn.length);
  if (swappedOut.length === 0 || swappedIn.length === 0) {
    for (let k = 0; k < LINK_NAMES.length; k++) features.push(0, 0);
  } else {
    const relations = leftoverRelations(model, swappedOut, swappedIn);
    for (let k = 0; k < LINK_NAMES.length; k++) features.push(relations[k * 3]!, relations[k * 3 + 1]!);
  }
  return features;
}

function kindOf(c: Contradiction): (typeof CONTRADICTION_KINDS)[number] {
  return c.kind === 'name' ? (c.subtype ?? 'name') : c.kind;
}

/** Every word of a phrase occurs in the other text, by stem. */
function within(phrase: string, stems: ReadonlySet<string>): boolean {
  const words = surfaceWords(phrase);
  return words.length > 0 && words.every((word) => stems.has(stem(word)));
}

const share = (whole: number, part: number) => (whole === 0 ? 0 : part / whole);
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);
