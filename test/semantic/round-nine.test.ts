import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { bundledLookupModel, defaultModelPath } from '../../src/semantic/lookup-model.js';
import { loadThesaurusLinks, NO_LINKS } from '../../src/semantic/thesaurus.js';
import { similarity } from '../../src/semantic/word-similarity.js';
import { scratchFolder } from '../support/scratch.js';

// Session 7's rules: thesaurus links between words WordNet does not place as kinds of one thing;
// a one-word fact both texts state is no word left over; a name starts no phrase; "late" / "early".
// The examples are our own, not pairs of the labelled sets.
const fails = (a: string, b: string) => ruleText(a, b).ruled === 'mismatch';

describe('thesaurus links', () => {
  it('are read from the model folder, each pair either way round, by binary search', () => {
    const folder = scratchFolder('toolworld-thesaurus-');
    writeFileSync(join(folder, 'thesaurus.txt'), 'apple\tpear quince\nbanana\tmango\ncherry\tplum\n');
    const linked = loadThesaurusLinks(folder);
    expect(linked('apple', 'pear')).toBe(true);
    expect(linked('quince', 'apple')).toBe(true);
    expect(linked('plum', 'cherry')).toBe(true);
    expect(linked('banana', 'mango')).toBe(true);
    expect(linked('apple', 'mango')).toBe(false);
    expect(linked('pear', 'quince')).toBe(false);
    expect(linked('apple', 'apple')).toBe(false);
    // A word that is only part of another ("pea" in "pear") is no link.
    expect(linked('apple', 'pea')).toBe(false);
  });

  it('are absent, not faked, when the folder has no file', () => {
    expect(loadThesaurusLinks(scratchFolder('toolworld-thesaurus-'))).toBe(NO_LINKS);
    expect(NO_LINKS('issue', 'problem')).toBe(false);
  });

  it('ship sorted, each pair once under the word that sorts first, without kinds of one thing or opposites', () => {
    const lines = readFileSync(join(defaultModelPath(), 'thesaurus.txt'), 'utf8').trim().split('\n');
    const heads = lines.map((line) => line.split('\t')[0]!);
    expect([...heads].sort()).toEqual(heads);
    for (const line of lines.slice(0, 2000)) {
      const [head, rest] = line.split('\t') as [string, string];
      for (const word of rest.split(' ')) expect(word > head).toBe(true);
    }
    const linked = bundledLookupModel().thesaurus!;
    expect(linked('issue', 'problem')).toBe(true);
    expect(linked('settle', 'pay')).toBe(true);
    // Kinds of one thing, which the thesaurus lists side by side, are left out by WordNet's hierarchy.
    expect(linked('red', 'blue')).toBe(false);
    expect(linked('oat', 'almond')).toBe(false);
    // And so are WordNet's opposites.
    expect(linked('early', 'late')).toBe(false);
    expect(linked('borrow', 'lend')).toBe(false);
  });

  it('align two actions a thesaurus links, and leave two such nouns unaligned but not another thing', () => {
    expect(ruleText('Settle the gas bill', 'Pay the gas bill').ruled).toBe('match');
    expect(ruleText('Organize the book fair', 'Plan the book fair').ruled).toBe('match');
    const model = bundledLookupModel();
    const nouns = similarity(model, 'main', 'front');
    expect(nouns).toBeGreaterThanOrEqual(0.45);
    expect(nouns).toBeLessThan(0.5);
    const ruling = ruleText('The main gate of the park', 'The front gate of the park');
    expect(ruling.ruled).toBe('uncertain');
    expect(ruling.reasons.join(' ')).not.toMatch(/object changed/);
    // Kinds of one thing stay two things.
    expect(fails('Buy oat milk for the office', 'Buy almond milk for the office')).toBe(true);
    expect(fails('Bring the red folder', 'Bring the blue folder')).toBe(true);
  });
});

describe('one-word facts both texts state', () => {
  it('are no word left over, wherever a heading puts them', () => {
    expect(ruleText('Coffee with Ravi', 'Ravi - coffee').ruled).toBe('match');
    expect(ruleText('Thanks Omar, the printer works again', 'The printer works again, thanks Omar').ruled).toBe('match');
    expect(ruleText('Autumn Fair – Riverside Primary', 'Riverside Primary Autumn Fair').ruled).toBe('match');
    // A name one text leaves out is still missing.
    expect(fails('Coffee with Ravi', 'Coffee')).toBe(true);
    expect(fails('Coffee with Ravi', 'Coffee with Anil')).toBe(true);
  });

  it('a name starts no phrase: "Ines on Sunday" is not "in on"', () => {
    expect(ruleText('Sunday lunch with Ines and Tariq', 'Lunch with Tariq and Ines on Sunday').ruled).toBe('match');
  });
});

describe('"late" as a state', () => {
  it('still has "early" for its opposite', () => {
    expect(ruleText('Arrive early for the show', 'Arrive late for the show').reasons.join(' ')).toMatch(/opposite/);
    expect(fails('The bus was early', 'The bus was late')).toBe(true);
    // And it still reads as "not on time".
    expect(fails('The bus was on time', 'The bus was late')).toBe(true);
    expect(ruleText('Sorry I am late', 'Apologies for being late').ruled).toBe('match');
  });
});

// Session 7's second round.
describe('a phrasal verb split by its object, and irregular past forms, in opposites', () => {
  it('reads "drop the kids off" / "pick the kids up" as opposites', () => {
    expect(ruleText('Drop the twins off at school', 'Pick the twins up at school').reasons.join(' ')).toMatch(/opposite: drop off -> pick up/);
    expect(fails('Collect Nadia from swimming', 'Drop Nadia off at swimming')).toBe(true);
    expect(fails('Switch the heater off', 'Switch the heater on')).toBe(true);
    expect(ruleText('Drop the twins off at school', 'Drop the twins off at school').ruled).toBe('match');
  });

  it('reads "left" as "leave" against "arrived"', () => {
    expect(ruleText('The courier arrived at the warehouse', 'The courier left the warehouse').reasons.join(' ')).toMatch(/opposite/);
    // "left" as a direction keeps its own opposite.
    expect(ruleText('Take the second street on the left', 'Take the second street on the right').reasons.join(' ')).toMatch(/opposite/);
  });
});

describe('addresses and numbers written another way', () => {
  it('spells out street and place abbreviations, compass letters and state codes', () => {
    for (const [a, b] of [
      ['Mt Vernon Library', 'Mount Vernon Library'],
      ['Flat 2, Harbour Ct', 'Flat 2, Harbour Court'],
      ['Ste 410, 9 Elm Ln', 'Suite 410, 9 Elm Lane'],
      ['Intl arrivals hall', 'International arrivals hall'],
      ['S gate of the stadium', 'South gate of the stadium'],
      ['200 W 34th St', '200 West 34th Street'],
      ['12 Pine Road, Austin, TX', '12 Pine Road, Austin, Texas'],
    ] as const) expect(ruleText(a, b).ruled, `${a} / ${b}`).toBe('match');
    // A different state or compass point is still a different place.
    expect(fails('12 Pine Road, Austin, TX', '12 Pine Road, Austin, Tennessee')).toBe(true);
    expect(fails('S gate of the stadium', 'North gate of the stadium')).toBe(true);
    // A scan is no court, and a state in capitals is no mountain.
    expect(ruleText('Book a CT scan', 'Book a CT scan for Friday').reasons.join(' ')).not.toMatch(/court/);
  });

  it('reads "no." as a number where it numbers something', () => {
    expect(ruleText('Leave it at No. 7', 'Leave it at No 7').ruled).toBe('match');
    expect(ruleText('Send me your phone no. please', 'Send me your phone number please').ruled).toBe('match');
    expect(fails('There is no parking at the venue', 'There is parking at the venue')).toBe(true);
  });

  it('reads amounts in words after "the" or "a", and cents said after the currency', () => {
    expect(ruleText('Pay the $150 deposit', 'Pay the one hundred fifty dollar deposit').ruled).toBe('match');
    expect(ruleText('The repair was $120', 'The repair was a hundred and twenty dollars').ruled).toBe('match');
    expect(ruleText('I owe you €14.50', 'I owe you fourteen euros fifty').ruled).toBe('match');
    expect(fails('I owe you €14.50', 'I owe you fourteen euros')).toBe(true);
    expect(fails('The repair was $120', 'The repair was a hundred and ten dollars')).toBe(true);
  });

  it('reads a day of the month in words', () => {
    expect(ruleText('Rehearsal on June 12th', 'Rehearsal on the twelfth of June').ruled).toBe('match');
    expect(ruleText('Rent is due on 23 April', 'Rent is due on April the twenty-third').ruled).toBe('match');
    expect(fails('Rehearsal on June 12th', 'Rehearsal on the eleventh of June')).toBe(true);
  });

  it('joins a prefix of two letters written with a hyphen', () => {
    expect(ruleText('Post-op check', 'Postop check').ruled).toBe('match');
  });
});

describe('names and negations', () => {
  it('reads a capitalised word closing a text after a comma as a name', () => {
    expect(ruleText('Departures hall, Stansted', 'Departures hall, Luton').reasons.join(' ')).toMatch(/changed: Stansted -> Luton/);
    expect(ruleText('Departures hall, Stansted', 'Stansted departures hall').ruled).toBe('match');
  });

  it('reads a start put off by a negation as the start: "not before 7" = "from 7 onwards"', () => {
    expect(ruleText('The pool will not open before 7am', 'The pool will only open from 7am').ruled).not.toBe('mismatch');
    expect(ruleText('Visitors not before 2pm', 'Visitors 2pm or later').ruled).not.toBe('mismatch');
    // Still a negation against the same start said plainly, or before it.
    expect(fails('The pool will not open before 7am', 'The pool will open before 7am')).toBe(true);
    expect(fails('The pool will not open before 7am', 'The pool will open at 7am')).toBe(true);
  });
});
