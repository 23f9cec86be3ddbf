import { describe, expect, it } from 'vitest';
import { spellOutAgainst, type KnownWords } from '../../src/semantic/acronyms.js';
import { ruleText } from '../../src/semantic/judge.js';
import { bundledLookupModel } from '../../src/semantic/lookup-model.js';
import { similarity } from '../../src/semantic/word-similarity.js';

// Session 6's rules: WordNet's rarer senses for synonyms and for nouns one step apart; shortenings
// written without a period; prefixed negations counted once; "cancelled"; numbers in words and
// hyphenated codes; compound opposites; phrases swapped around a link; headings and closing names.
// The examples are our own, not pairs of the labelled sets.
const passes = (a: string, b: string) => ruleText(a, b).ruled !== 'mismatch';
const fails = (a: string, b: string) => ruleText(a, b).ruled === 'mismatch';

describe("WordNet's rarer senses", () => {
  const model = bundledLookupModel();
  const senses = model.senses!;

  it('count for synonyms: a sense in common, however rare, is one meaning', () => {
    expect(senses.synonyms('electricity', 'power')).toBe(true);
    expect(senses.related('electricity', 'power', false)).toBe(false);
    expect(ruleText('Read the electricity meter', 'Read the power meter').ruled).toBe('match');
    // Kinds of one thing share no sense at all.
    expect(senses.synonyms('oat', 'almond')).toBe(false);
    expect(fails('Order oat milk for the office', 'Order almond milk for the office')).toBe(true);
  });

  it('leave two nouns one step apart unaligned, neither the same word nor another thing', () => {
    expect(senses.nearby('port', 'harbour')).toBe(true);
    const nearby = similarity(model, 'port', 'harbour');
    expect(nearby).toBeGreaterThanOrEqual(0.45);
    expect(nearby).toBeLessThan(0.5);
    const ruling = ruleText('Unload the crates at the port', 'Unload the crates at the harbour');
    expect(ruling.ruled).toBe('uncertain');
    expect(ruling.reasons.join(' ')).not.toMatch(/object changed/);
    // Siblings stay two things.
    expect(fails('Pack the red folder', 'Pack the blue folder')).toBe(true);
    expect(fails('Bring the trumpet to practice', 'Bring the trombone to practice')).toBe(true);
  });
});

describe('shortenings without a period', () => {
  const words: KnownWords = {
    known: (word) => ['the', 'is', 'due', 'we', 'call', 'me', 'and'].includes(word),
    inWordNet: (word) => ['the', 'is', 'due', 'call'].includes(word),
    common: (word) => !['daniel'].includes(word),
  };

  it('spell out a lower-case cut word or initials from the other text', () => {
    expect(spellOutAgainst('the pmt is due', 'the payment is due', words)).toBe('the payment is due');
    expect(spellOutAgainst("sig req'd", 'signature required', words)).toBe('signature required');
    expect(spellOutAgainst('call me btwn 2 and 4', 'call me between 2 and 4', words)).toBe('call me between 2 and 4');
    expect(spellOutAgainst('tysm', 'thank you so much', words)).toBe('thank you so much');
    // A contraction starts with a known word and stays.
    expect(spellOutAgainst("we'd go", 'we would go', words)).toBe("we'd go");
  });

  it('spell out a short capitalised word only as a common word, never as a name', () => {
    expect(spellOutAgainst('Harbour Sq', 'Harbour Square', words)).toBe('Harbour Square');
    expect(spellOutAgainst('Lunch with Dan', 'Lunch with Daniel', words)).toBe('Lunch with Dan');
  });

  it('judge the spelled-out pair by its words', () => {
    expect(ruleText('Send the pmt confirmation to Olu', 'Send the payment confirmation to Olu').ruled).toBe('match');
    expect(ruleText('Courier will come btwn 1 and 3 tmrw', 'Courier will come between 1 and 3 tomorrow').ruled).toBe('match');
    expect(ruleText('Reply w/in 5 days', 'Reply within 5 days').ruled).toBe('match');
    expect(passes('Meet at Harbour Sq', 'Meet at Harbour Square')).toBe(true);
    // Still a different person, and still a different time.
    expect(fails('Coffee with Dan', 'Coffee with Daniel')).toBe(true);
    expect(fails('Courier will come btwn 1 and 3', 'Courier will come between 2 and 3')).toBe(true);
  });
});

describe('negations, numbers and codes', () => {
  it('counts a negating prefix once: against its base it is a negation, not also an opposite', () => {
    expect(fails('Unofficial club ride', 'Official club ride')).toBe(true);
    expect(passes('Parking unavailable during the fair', 'Parking not available during the fair')).toBe(true);
  });

  it('reads "cancelled" as a thing not happening, still opposite to "confirmed"', () => {
    expect(passes('No rehearsal this Thursday', "This Thursday's rehearsal is cancelled")).toBe(true);
    expect(fails('Rehearsal confirmed for Thursday', 'Rehearsal cancelled for Thursday')).toBe(true);
  });

  it('reads numbers in words past a multiplier, and dollars and cents', () => {
    expect(passes('Transfer $250 for the trip', 'Transfer two hundred fifty dollars for the trip')).toBe(true);
    expect(passes('Order 350 chairs', 'Order three hundred and fifty chairs')).toBe(true);
    expect(passes('Dues are $12.50', 'Dues are twelve dollars and fifty cents')).toBe(true);
    expect(fails('Transfer $250 for the trip', 'Transfer two hundred dollars for the trip')).toBe(true);
    expect(fails('Order 350 chairs', 'Order three hundred chairs')).toBe(true);
  });

  it('reads a number and a letter joined by a hyphen as one code', () => {
    expect(passes('Meet in Room 2-B', 'Meet in Room 2B')).toBe(true);
    expect(fails('Meet in Room 2-B', 'Meet in Room 2-C')).toBe(true);
    // A range of two numbers is no code.
    expect(passes('Bring 3-4 chairs', 'Bring 3 or 4 chairs')).toBe(true);
  });
});

describe('opposites, roles and names', () => {
  it('sees closed compounds with opposite first parts, not words that only end alike', () => {
    expect(fails('Eastbound platform', 'Westbound platform')).toBe(true);
    expect(fails('The customer was overcharged', 'The customer was undercharged')).toBe(true);
    expect(ruleText('Please confirm the cancellation in writing', 'Please confirm in writing that it is cancelled').reasons.join(' ')).not.toMatch(/opposite/);
  });

  it('sees two phrases that trade places around their link', () => {
    expect(ruleText('Handover: early shift to late shift', 'Handover: late shift to early shift').reasons[0]).toMatch(/^roles swapped: early shift to late shift/);
    expect(fails('The kiosk inside the museum', 'The museum inside the kiosk')).toBe(true);
    // A question's auxiliary trades places with its subject: no roles change.
    expect(passes('Can you confirm the date?', 'Could you please confirm the date?')).toBe(true);
  });

  it('reads headings with small words in lower case, and a name that closes a sentence as whom it addresses', () => {
    expect(passes('Updated Rules for the Chess Club', 'Chess Club: Revised Rules')).toBe(true);
    expect(passes('Street Party with Neighbours', 'Neighbourhood Street Party')).toBe(true);
    expect(fails('Lunch with Ines at the Grand Hotel', 'Lunch with Jun at the Grand Hotel')).toBe(true);
    expect(passes('Kofi, the keys are at reception', 'The keys are at reception, Kofi')).toBe(true);
    // The last item of a list is no one addressed.
    expect(fails('Buy milk, bread, Marmite', 'Buy milk, bread')).toBe(true);
  });
});
