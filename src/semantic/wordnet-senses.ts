/**
 * WordNet's senses for the judge (read from `wordnet-senses.txt`, written by
 * scripts/wordnet-senses.mjs): which lemmas share a sense or stand one step apart in WordNet's
 * hierarchy ("hand over" / "submit", "present" is a "gift", "tap" is a "faucet"), which words
 * WordNet knows at all (so a rare common word such as "oat" is not taken for a name), and which
 * lemmas are derived from a word ("arrival" from "arrive"). The file is read lazily, the lines the
 * rules ask for.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IRREGULAR_FORMS } from './lexicon.js';
import { findSortedLine, PagedFile } from './sorted-lines.js';

export interface WordSenses {
  /** The WordNet lemma for a word as written ("bought" -> "buy", "houseplants" -> "houseplant"), if any. */
  lemmaOf(word: string): string | undefined;
  /** Whether the two lemmas share a sense, or (unless `hypernyms` is false) one's sense is the other's direct hypernym. */
  related(a: string, b: string, hypernyms?: boolean): boolean;
  /** Whether a sense of `b` is the direct hypernym of a sense of `a`: `a` is a kind of `b` ("housewarming" / "party"). */
  kindOf(a: string, b: string): boolean;
  /** Whether the two lemmas share any sense, the rarer ones too ("power" / "electricity", "port" / "harbour"). */
  synonyms(a: string, b: string): boolean;
  /** Whether a sense of one, the rarer ones too, is a direct hypernym of a sense of the other ("hall" / "area"). */
  nearby(a: string, b: string): boolean;
  /** Lemmas WordNet derives from this one ("arrival" -> "arrive"). */
  derivedOf(lemma: string): readonly string[];
  /** Whether WordNet lists this multi-word lemma ("pick up", "sign up", "coffee shop"). */
  hasPhrase(phrase: string): boolean;
}

interface Entry {
  /** The first senses of each part of speech, which every relation reads. */
  readonly synsets: readonly string[];
  /** The rarer senses, which only `synonyms` and `nearby` read. */
  readonly rare: readonly string[];
  readonly hypernyms: readonly string[];
  /** The hypernyms of every other sense, which only `nearby` reads. */
  readonly distant: readonly string[];
  readonly derived: readonly string[];
}

/** No senses: what a model folder without the file gives. */
export const NO_SENSES: WordSenses = { lemmaOf: () => undefined, related: () => false, kindOf: () => false, synonyms: () => false, nearby: () => false, derivedOf: () => [], hasPhrase: () => false };

/**
 * Reads a model folder's senses file, or returns `NO_SENSES` when there is none.
 *
 * @example
 * const senses = loadWordSenses('models/glove-wordnet-100d');
 * senses.related('gift', 'present'); // true
 */
export function loadWordSenses(folder: string): WordSenses {
  const path = join(folder, 'wordnet-senses.txt');
  if (!existsSync(path)) return NO_SENSES;
  // The file is sorted by lemma: a binary search answers without a 113,000-entry map built before
  // the first answer, over the file as stored, read a page at a time (sorted-lines.ts). Irregular
  // forms ("=" lines), which scripts/wordnet-senses.mjs writes after the sorted lines, are read
  // into a map: a file that has them is read whole and searched over a list of its other lines'
  // starts, which costs one pass over it.
  let text: string | undefined;
  let starts: Uint32Array | undefined;
  let count = 0;
  const irregular = new Map<string, string>();
  const parsed = new Map<string, Entry | null>();
  let find: ((lemma: string) => string | undefined) | undefined;
  const load = () => {
    if (text !== undefined || find !== undefined) return;
    const file = new PagedFile(path);
    const lastLine = file.lastIndexOf(10, file.length - 2) + 1;
    if (file.text(0, 1) !== '=' && file.text(lastLine, lastLine + 1) !== '=') {
      find = (lemma) => findSortedLine(file, lemma);
      return;
    }
    file.ensure(0, file.length);
    text = file.text(0, file.length);
    const offsets: number[] = [];
    let start = 0;
    while (start < text.length) {
      const end = text.indexOf('\n', start);
      if (text.charCodeAt(start) === 61 /* = */) {
        const tab = text.indexOf('\t', start);
        irregular.set(text.slice(start + 1, tab), text.slice(tab + 1, end < 0 ? text.length : end));
      } else if (end !== start) {
        offsets.push(start);
      }
      start = end < 0 ? text.length : end + 1;
    }
    starts = Uint32Array.from(offsets);
    count = offsets.length;
  };
  const lookup = (lemma: string): string | undefined => {
    load();
    if (find !== undefined) return find(lemma);
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = starts![middle]!;
      const key = text!.slice(start, text!.indexOf('\t', start));
      if (key === lemma) {
        const end = text!.indexOf('\n', start);
        return text!.slice(start + key.length + 1, end < 0 ? text!.length : end);
      }
      if (key < lemma) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };
  const entry = (lemma: string): Entry | undefined => {
    const cached = parsed.get(lemma);
    if (cached !== undefined) return cached ?? undefined;
    const raw = lookup(lemma);
    if (parsed.size > 100_000) parsed.clear(); // bounded, whatever words a long run meets
    if (raw === undefined) {
      parsed.set(lemma, null);
      return undefined;
    }
    const [senses = '', hypernyms = '', derived = ''] = raw.split('\t');
    const [synsets = '', rare = ''] = senses.split(';');
    const [near = '', distant = ''] = hypernyms.split(';');
    const list = (field: string, separator: string) => (field === '' ? [] : field.split(separator));
    const value = { synsets: list(synsets, ','), rare: list(rare, ','), hypernyms: list(near, ','), distant: list(distant, ','), derived: list(derived, '|') };
    parsed.set(lemma, value);
    return value;
  };
  // The rules ask for the lemmas of the same few words many times per pair; a word not in WordNet
  // as written costs a search per base form, so each answer is kept (bounded like the entries).
  const lemmas = new Map<string, string | null>();
  const lemmaOf = (word: string): string | undefined => {
    let lemma = lemmas.get(word);
    if (lemma === undefined) {
      lemma = findLemma(word) ?? null;
      if (lemmas.size > 100_000) lemmas.clear();
      lemmas.set(word, lemma);
    }
    return lemma ?? undefined;
  };
  const findLemma = (word: string): string | undefined => {
    const lower = word.toLowerCase();
    if (entry(lower) !== undefined) return lower;
    const known = irregular.get(lower) ?? IRREGULAR_FORMS.get(lower);
    if (known !== undefined) return known;
    for (const form of baseForms(lower)) if (entry(form) !== undefined) return form;
    return undefined;
  };
  return {
    lemmaOf,
    related(a, b, hypernyms = true) {
      const x = entry(a);
      const y = entry(b);
      if (x === undefined || y === undefined) return false;
      return anyListed(x.synsets, y.synsets, hypernyms ? y.hypernyms : undefined) || anyListed(y.synsets, x.synsets, hypernyms ? x.hypernyms : undefined);
    },
    kindOf(a, b) {
      const x = entry(a);
      const y = entry(b);
      return x !== undefined && y !== undefined && anyListed(y.synsets, x.hypernyms, undefined);
    },
    synonyms(a, b) {
      const x = entry(a);
      const y = entry(b);
      if (x === undefined || y === undefined) return false;
      return anyListed(x.synsets, y.synsets, y.rare) || anyListed(x.rare, y.synsets, y.rare);
    },
    nearby(a, b) {
      const x = entry(a);
      const y = entry(b);
      if (x === undefined || y === undefined) return false;
      // One's senses (common or rare) among the other's hypernyms, near or distant.
      return anyListed(x.synsets, y.hypernyms, y.distant) || anyListed(x.rare, y.hypernyms, y.distant) || anyListed(y.synsets, x.hypernyms, x.distant) || anyListed(y.rare, x.hypernyms, x.distant);
    },
    derivedOf: (lemma) => entry(lemma)?.derived ?? [],
    hasPhrase: (phrase) => phrase.includes(' ') && entry(phrase) !== undefined,
  };
}

/**
 * Whether any of `ids` is in `first` or in `second`: the sense checks ask this for every pair of
 * words the learned layer compares, so it is a loop, with no callback made per call.
 */
function anyListed(ids: readonly string[], first: readonly string[], second: readonly string[] | undefined): boolean {
  for (const id of ids) if (first.includes(id) || (second !== undefined && second.includes(id))) return true;
  return false;
}

/** The forms a plural, past tense or gerund may come from, most likely first. */
export function baseForms(word: string): string[] {
  const out: string[] = [];
  const push = (form: string) => form.length >= 2 && !out.includes(form) && out.push(form);
  if (word.endsWith('ies')) push(`${word.slice(0, -3)}y`);
  // "oranges" is "orange" before it is "orang": the plain plural first.
  if (word.endsWith('s') && !word.endsWith('ss')) push(word.slice(0, -1));
  if (word.endsWith('es')) push(word.slice(0, -2));
  if (word.endsWith('ied')) push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) {
    push(word.slice(0, -2));
    push(word.slice(0, -1));
    if (/(.)\1ed$/.test(word)) push(word.slice(0, -3));
  }
  if (word.endsWith('ing')) {
    push(word.slice(0, -3));
    push(`${word.slice(0, -3)}e`);
    if (/(.)\1ing$/.test(word)) push(word.slice(0, -4));
  }
  return out;
}
