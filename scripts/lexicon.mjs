/**
 * What the free-text judge needs from WordNet besides vectors, for the words of the lookup table:
 * each word's parts of speech and whether WordNet knows it only as a proper noun (a place or a
 * person: "denver", "paris"), antonym pairs ("pack"/"unpack", "arrival"/"departure",
 * "check in"/"check out").
 * Read from WordNet's own data files, so the judge grows no hand-written lists for these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One byte per word; the judge reads the same bits (src/semantic/lookup-model.ts). */
export const FLAGS = Object.freeze({ noun: 1, verb: 2, adjective: 4, adverb: 8, proper: 16, place: 32, person: 64, known: 128 });

const FILES = [
  ['noun', 'noun'],
  ['verb', 'verb'],
  ['adj', 'adjective'],
  ['adv', 'adverb'],
];
const LOCATION_FILE = 15; // noun.location in WordNet's lexicographer files
const PERSON_FILE = 18; // noun.person

/**
 * @param {string} dict WordNet's dict folder (data.*, *.exc)
 * @param {readonly string[]} words the lookup table's vocabulary
 */
export function buildLexicon(dict, words) {
  const vocabulary = new Set(words);
  const common = new Map(); // lower-case lemma -> part-of-speech bits from lower-case senses
  const proper = new Map(); // lower-case lemma -> place/person bits from capitalised senses
  const synsets = new Map(); // "pos:offset" -> { lemmas, antonyms: [[word, target]], derived: [[word, target]] }
  const inVocabulary = (lemma) => lemma.split(' ').every((part) => vocabulary.has(part));
  for (const [file, pos] of FILES) {
    for (const line of readFileSync(join(dict, `data.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.split(' | ')[0].trim().split(' ');
      const lexFile = Number(fields[1]);
      const count = parseInt(fields[3], 16);
      const lemmas = [];
      for (let k = 0; k < count; k++) lemmas.push(fields[4 + 2 * k].replace(/\(.*\)$/, '').replace(/_/g, ' '));
      for (const lemma of lemmas) {
        const lower = lemma.toLowerCase();
        if (lemma !== lower && /^[A-Z]/.test(lemma)) {
          const bits = FLAGS.proper | (lexFile === LOCATION_FILE ? FLAGS.place : 0) | (lexFile === PERSON_FILE ? FLAGS.person : 0);
          proper.set(lower, (proper.get(lower) ?? 0) | bits);
        } else {
          common.set(lower, (common.get(lower) ?? 0) | FLAGS[pos]);
        }
      }
      const entry = { lemmas: lemmas.map((lemma) => lemma.toLowerCase()), antonyms: [], derived: [] };
      let at = 4 + 2 * count;
      const pointers = Number(fields[at++]);
      for (let k = 0; k < pointers; k++, at += 4) {
        const [symbol, offset, type, link] = fields.slice(at, at + 4);
        const target = `${type === 's' ? 'a' : type}:${offset}`;
        const source = parseInt(link.slice(0, 2), 16);
        if (symbol === '!') entry.antonyms.push([source, target, parseInt(link.slice(2), 16)]);
        else if (symbol === '+' && source > 0) entry.derived.push([source, target, parseInt(link.slice(2), 16)]);
      }
      synsets.set(`${fields[2] === 's' ? 'a' : fields[2]}:${fields[0]}`, entry);
    }
  }
  // An antonym pointer joins two words; their synonyms in the same synsets and the words derived
  // from them are opposites too ("arrive"/"leave" gives "arrival"/"departure" through "depart").
  // Only senses among a word's two most frequent count, so rare senses add no false opposites.
  const senses = new Map();
  for (const [file] of FILES) {
    for (const line of readFileSync(join(dict, `index.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const pos = fields[1] === 's' ? 'a' : fields[1];
      const offsets = fields.slice(fields.length - Number(fields[2]));
      senses.set(`${pos}|${fields[0].replace(/_/g, ' ')}`, offsets.slice(0, 2).map((offset) => `${pos}:${offset}`));
    }
  }
  const frequent = (lemma, id) => senses.get(`${id[0]}|${lemma}`)?.includes(id) ?? false;
  const family = (id, word) => {
    const synset = synsets.get(id);
    if (synset === undefined) return [];
    const out = new Set([synset.lemmas[word - 1]].concat(synset.lemmas.filter((lemma) => frequent(lemma, id))));
    for (const [source, target, dest] of synset.derived) {
      const derived = synsets.get(target)?.lemmas[dest - 1];
      if (derived !== undefined && out.has(synset.lemmas[source - 1]) && frequent(derived, target)) out.add(derived);
    }
    return [...out].filter((lemma) => lemma !== undefined);
  };
  const pairs = new Set();
  for (const [id, synset] of synsets) {
    for (const [source, target, dest] of synset.antonyms) {
      for (const left of family(id, source)) {
        for (const right of family(target, dest)) {
          if (left === right || !inVocabulary(left) || !inVocabulary(right)) continue;
          pairs.add(left < right ? `${left}|${right}` : `${right}|${left}`);
        }
      }
    }
  }
  const flags = new Map();
  for (const word of words) {
    const commonBits = common.get(word) ?? 0;
    const properBits = proper.get(word) ?? 0;
    let bits = commonBits | properBits;
    if (commonBits !== 0 || properBits !== 0) bits |= FLAGS.known;
    flags.set(word, bits);
  }
  return { flags, antonyms: [...pairs].sort().map((pair) => pair.split('|')) };
}
