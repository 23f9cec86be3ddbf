import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findDelegatedRole } from '../../src/semantic/delegation.js';
import { findHandingSwap } from '../../src/semantic/doer-swaps.js';
import { extractFacts } from '../../src/semantic/facts.js';
import { findMoneySwap } from '../../src/semantic/money-flows.js';
import { findPersonOfName } from '../../src/semantic/person-of-name.js';
import { bundledLookupModel } from '../../src/semantic/lookup-model.js';
import { OBJECT_PRONOUNS, personOfForms, SUBJECT_PRONOUNS } from '../../src/semantic/pronouns.js';

// Session 33: rules from the misses of the studied sets (held-out-205..210 among them) and from
// probes of our own. The examples are our own, not pairs of the labelled sets. Tests named
// "(guard)" pin what must not change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;
const facts = (a: string, b: string) => [extractFacts(a), extractFacts(b)] as const;

describe('who hands a thing to whom', () => {
  it('reads "the" and a noun as a party, past "has agreed to"', () => {
    expect(ruled('The school has agreed to lend us its minibus. We will bring it back on Monday.', 'We have agreed to lend the school our minibus. They will bring it back on Monday.')).toBe('mismatch');
    const [want, have] = facts('The bakery will send us the leftover bread', 'We will send the bakery the leftover bread');
    expect(findHandingSwap(want, have)).toEqual({ expected: 'bakery send speakers', actual: 'speakers send bakery' });
  });

  it('takes no thing for a receiver where "to" names one (guard)', () => {
    const [want, have] = facts('I will send the invoice to Tomas', 'Tomas will send the invoice to me');
    expect(findHandingSwap(want, have)).toEqual({ expected: 'speaker send tomas', actual: 'tomas send speaker' });
    const [same, again] = facts('The club will send us the forms', 'We will get the forms from the club');
    expect(findHandingSwap(same, again)).toBeUndefined();
  });
});

describe('who is asked to do a thing', () => {
  it('reads "have Elena review" as "ask Elena to review"', () => {
    expect(ruled('Have Priya check my figures', "Check Priya's figures")).toBe('mismatch');
    expect(ruled('Ask Omar to proofread my cover letter', "Proofread Omar's cover letter")).toBe('mismatch');
    expect(ruled('Ask Hye-jin to email you the seating plan.', 'Email Hye-jin the seating plan.')).toBe('mismatch');
  });

  it('takes no participle for the name\'s deed (guard)', () => {
    const [want, have] = facts('Thanks for signing Leo up for the camp', 'Glad to have Leo signed up for the camp');
    expect(findDelegatedRole(want, have)).toBeUndefined();
  });
});

describe('which way money goes', () => {
  it('changes when a party paid in one text pays in the other, whatever the verbs', () => {
    expect(reasons('Pay Anselm £25 for the firewood', 'Get £25 from Anselm for the firewood')).toEqual(['roles swapped: money to anselm -> money from anselm']);
    expect(ruled('Invoice Brookfield Farm for the hay', "Pay Brookfield Farm's invoice for the hay")).toBe('mismatch');
    expect(ruled('Have Greta pay £12 into the kitty', 'Reimburse Greta £12 from the kitty')).toBe('mismatch');
    const [want, have] = facts('Anya is paying us back for the tickets', 'Pay Anya back for the tickets');
    expect(findMoneySwap(want, have)).toEqual({ expected: 'money from anya', actual: 'money to anya' });
  });

  it('stays when the party is paid in both, or takes no money (guard)', () => {
    let [want, have] = facts('Pay Ravi the $40', 'Ravi is owed $40');
    expect(findMoneySwap(want, have)).toBeUndefined();
    [want, have] = facts('Collect my new card from Jonas; I will pay him back.', 'I will repay Jonas if someone collects my new card from him.');
    expect(findMoneySwap(want, have)).toBeUndefined();
    [want, have] = facts('Reimburse Ines for the train tickets', 'Pay Ines back for the train tickets');
    expect(findMoneySwap(want, have)).toBeUndefined();
  });
});

describe('things and places', () => {
  it('reads a word written as one against its head with another modifier', () => {
    expect(reasons('Order new taillights for the van', 'Order new fog lights for the van')).toEqual(['object changed: taillights -> fog lights']);
    expect(ruled('Meeting moved to the boardroom', 'Meeting moved to the training room')).toBe('mismatch');
  });

  it('leaves a word written apart or with a like modifier (guard)', () => {
    expect(ruled('Buy new paintbrushes', 'Buy new paint brushes')).not.toBe('mismatch');
    expect(ruled('Book the classroom', 'Book the class room')).not.toBe('mismatch');
  });

  it('keeps the words of a name after a comma apart: no synonyms there', () => {
    expect(ruled('Room 4, Gilded Lion Hotel', 'Room 4, Golden Lion Hotel')).not.toBe('match');
    expect(ruled('Studio 2, Calm Waters Clinic', 'Studio 2, Tranquil Waters Clinic')).not.toBe('match');
  });

  it('reads upstairs, downstairs and next door as places', () => {
    expect(ruled('Leave the parcel with the florist next door', 'Leave the parcel with the florist downstairs')).toBe('mismatch');
    expect(ruled('The meeting room upstairs', 'The meeting room downstairs')).toBe('mismatch');
  });

  it('reads downstairs as the lower level (guard)', () => {
    expect(ruled('Downstairs in the market hall, Kovac Shoes', 'Kovac Shoes, lower level of the market hall')).not.toBe('mismatch');
  });
});

describe('someone of a named person', () => {
  it('is another person than the one named', () => {
    expect(reasons('Drop the samples off with Marguerite', "Drop the samples off with Marguerite's assistant")).toEqual(["person changed: Marguerite -> Marguerite's assistant"]);
    expect(ruled("Tobias's brother is picking up the keys", 'Tobias is picking up the keys')).toBe('mismatch');
  });

  it('is the person still where the noun reaches them (guard)', () => {
    expect(findPersonOfName(bundledLookupModel(), 'Call Ingrid about the quote', "Call Ingrid's mobile about the quote")).toBeUndefined();
  });
});

describe('opposites and days', () => {
  it('knows more opposites', () => {
    expect(ruled('The hall lights need to be brighter', 'The hall lights need to be dimmer')).toBe('mismatch');
    expect(ruled('The panel upheld our complaint', 'The panel rejected our complaint')).toBe('mismatch');
    expect(ruled('Members voted for the new fees', 'Members voted against the new fees')).toBe('mismatch');
    expect(ruled('We are taking on the Hollis contract', 'We are giving up the Hollis contract')).toBe('mismatch');
    expect(ruled('The fund has a shortfall this year', 'The fund has a surplus this year')).toBe('mismatch');
    expect(ruled('Unpick the hem on the grey skirt', 'Sew up the hem on the grey skirt')).toBe('mismatch');
  });

  it('reads "cheaper" as "less expensive" (guard)', () => {
    expect(ruled('Find a cheaper printer for the flyers', 'Find a less expensive printer for the flyers')).not.toBe('mismatch');
  });

  it('reads the day after "coming this" and "coming next"', () => {
    expect(reasons('The plumber is coming this Tuesday.', 'The plumber is coming next Tuesday.')).toEqual(['date changed: this Tuesday -> next Tuesday']);
    expect(ruled('The plumber is coming this Tuesday.', 'The plumber comes this coming Tuesday.')).not.toBe('mismatch');
  });
});

describe('personal pronouns (guard)', () => {
  it('names each pronoun\'s person once, subject and object forms apart', () => {
    expect([...personOfForms(SUBJECT_PRONOUNS)]).toEqual([['i', 'speaker'], ['we', 'speakers'], ['you', 'listener'], ['he', 'he'], ['she', 'she'], ['they', 'they']]);
    expect(personOfForms(OBJECT_PRONOUNS).get('her')).toBe('she');
  });
});
