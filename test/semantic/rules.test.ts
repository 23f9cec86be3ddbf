// The judge's general rules, one behaviour each: WordNet senses, phrasal verbs, lists, courtesy,
// prefixes and derived opposites. Each pair is ours and none is taken from the labelled sets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFacts, extractFacts } from '../../src/semantic/index.js';
import { ruleText } from '../../src/semantic/judge.js';
import { bundledLookupModel } from '../../src/semantic/lookup-model.js';
import { loadWordSenses } from '../../src/semantic/wordnet-senses.js';

const model = bundledLookupModel();
const ruled = (a: string, b: string) => ruleText(a, b);

describe('WordNet senses', () => {
  it('finds lemmas of inflected words and relates synonyms and direct hypernyms', () => {
    const senses = model.senses!;
    expect(senses.lemmaOf('houseplants')).toBe('houseplant');
    expect(senses.lemmaOf('mended')).toBe('mend');
    expect(senses.related('mend', 'fix')).toBe(true);
    expect(senses.related('present', 'gift')).toBe(true);
    expect(senses.related('present', 'gift', false)).toBe(false);
    expect(senses.related('piano', 'guitar')).toBe(false);
    expect(senses.hasPhrase('pick up')).toBe(true);
    expect(senses.derivedOf('arrival')).toContain('arrive');
  });

  it('gives no senses for a model folder without the file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'toolworld-no-senses-'));
    try {
      const senses = loadWordSenses(folder);
      expect([senses.lemmaOf('fix'), senses.related('fix', 'mend'), senses.hasPhrase('pick up')]).toEqual([undefined, false, false]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the rules', () => {
  it('reads a rare lower-case common word as a word, not a name', () => {
    expect(extractFacts('Buy oat milk', model).facts.filter((f) => f.kind === 'name')).toEqual([]);
    expect(ruled('Water the houseplants', 'Water the plants').ruled).toBe('match');
    expect(ruled('Buy oat milk', 'Buy almond milk')).toMatchObject({ ruled: 'mismatch', reasons: ['object changed: oat -> almond'] });
  });

  it('counts a hyphenated "non-" once', () => {
    expect(checkFacts('Non-smoking room', 'Smoking room').pass).toBe(false);
    expect(checkFacts('Non-smoking room', 'Nonsmoking room').pass).toBe(true);
    expect(checkFacts('Non-smoking room', 'Non-smoking room please').pass).toBe(true);
  });

  it('sees opposites between nouns through the verbs they come from', () => {
    expect(checkFacts('Arrival at gate 4', 'Departure at gate 4').contradictions).toMatchObject([{ kind: 'opposite', expected: 'arrival', actual: 'departure' }]);
    // A hypernym does not carry an opposite: "pull" is a kind of "move", "push" is not its opposite.
    expect(checkFacts('Can we push the call to Friday?', 'Can we move the call to Friday?').pass).toBe(true);
  });

  it('treats a phrasal verb as one unit and matches it through WordNet', () => {
    expect(ruled('Fix the fence', 'Mend the fence').ruled).toBe('match');
    // "send it back" is read as "send back", one unit, which the paraphrase table gives as "return".
    expect(ruled('Sign the form and send it back', 'Sign the form and return it').ruled).toBe('match');
    expect(ruled('Hand in the assignment', 'Submit the assignment').ruled).toBe('match');
    expect(ruled('Sign up for the marathon', 'Register for the marathon').ruled).toBe('match');
    // Negative states: "out of order" is "not working", and not "working".
    expect(ruled("The elevator isn't working", 'The elevator is out of order').ruled).toBe('match');
    expect(ruled('The elevator is working', 'The elevator is out of order').ruled).toBe('mismatch');
    // Sibling nouns that only the vectors relate are different things; compounds split against a lone head.
    expect(ruled('Can you grab some apples?', 'Can you grab some oranges?').ruled).toBe('mismatch');
    expect(ruled('Piano lesson', 'Guitar lesson').ruled).toBe('mismatch');
    expect(ruled('Pick up the parcel', 'Pick up the parcel, please').ruled).toBe('match');
    expect(ruled('Volleyball game on Friday', 'Hockey game on Friday').ruled).not.toBe('match');
  });

  it('calls a dropped or added list item partial, and a dropped modifier uncertain at most', () => {
    expect(ruled('Wash and iron the shirts', 'Wash the shirts')).toMatchObject({ ruled: 'mismatch', reasons: ['dropped: iron'] });
    expect(ruled('Post the letter', 'Post the letter and the parcel').ruled).toBe('mismatch');
    expect(ruled('Job interview at Acme', 'Interview at Acme').ruled).not.toBe('mismatch');
  });

  it('leaves courtesy phrases out', () => {
    expect(ruled('Could you check the boiler when you get a chance?', 'Check the boiler').ruled).toBe('match');
    expect(ruled('Send the slides at your earliest convenience', 'Send the slides').ruled).toBe('match');
  });
});
