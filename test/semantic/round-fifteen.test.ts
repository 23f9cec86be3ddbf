import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findLinkedSwap } from '../../src/semantic/linked-swaps.js';
import { findSpanExchange } from '../../src/semantic/span-exchange.js';
import { findDurations } from '../../src/semantic/durations.js';

// Session 14's rules: comparatives of opposite adjectives, phrasal verbs against their plain verbs,
// bounds said through a negation or after their figure, "until" against "after", an end put by a
// negation, "this evening" as today, salutations, parties whose verbs agree, two phrases of one
// preposition, the first day of a range, and spellings (T&Cs, "tmrw's", "2x", "12V", "15m", "10.55").
// The examples are our own, not pairs of the labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('comparatives of opposite adjectives', () => {
  it('reverses "warmer" / "cooler", "earlier" / "later", "bigger" / "smaller"', () => {
    expect(reasons('Set the greenhouse a bit warmer tonight', 'Set the greenhouse a bit cooler tonight')).toMatch(/opposite: warmer -> cooler/);
    expect(reasons('Book the earlier ferry to Mull', 'Book the later ferry to Mull')).toMatch(/opposite: earlier -> later/);
    expect(ruled('Order the bigger frame for the print', 'Order the smaller frame for the print')).toBe('mismatch');
    expect(ruled('Pick the widest lane', 'Pick the narrowest lane')).toBe('mismatch');
  });

  it('leaves a comparative against itself, and words that only end like one', () => {
    expect(reasons('Make the tea stronger and hotter', 'Make the tea hotter and stronger')).not.toMatch(/opposite/);
    expect(reasons('Our member number is on the card', 'Our membership number is on the card')).not.toMatch(/opposite/);
  });
});

describe('a phrasal verb against a plain verb', () => {
  it('reads the phrase, not its verb alone', () => {
    expect(reasons('Renew the parking permit before it runs out', 'Renew the parking permit before it expires')).not.toMatch(/opposite/);
    expect(reasons("Dad's coming round on Sunday to sort the boiler", 'Dad will be over on Sunday to go through the boiler settings')).not.toMatch(/opposite/);
  });

  it('keeps two verbs with one particle opposites', () => {
    expect(ruled('Come in through the side gate', 'Go in through the side gate')).toBe('mismatch');
    expect(ruled('The coach leaves at 8', 'The coach arrives at 8')).toBe('mismatch');
  });
});

describe('bounds', () => {
  it('reads a negated comparison as the bound it sets', () => {
    expect(ruled("Make sure the parcel isn't heavier than 2kg", 'Make sure the parcel is 2kg or under')).toBe('match');
    expect(ruled("The wind mustn't be over force 5 for the beginners' session", "The wind must be force 5 or less for the beginners' session")).toBe('match');
    expect(ruled('Bring 4 helpers or more', 'Bring at least 4 helpers')).toBe('match');
  });

  it('still tells a bound from its reverse', () => {
    expect(ruled("Make sure the parcel isn't heavier than 2kg", 'Make sure the parcel is heavier than 2kg')).toBe('mismatch');
    expect(ruled("The wind mustn't be over force 5", 'The wind must be over force 5')).toBe('mismatch');
    expect(ruled('Bring 4 helpers or more', 'Bring 4 helpers or fewer')).toBe('mismatch');
  });

  it('leaves "over" after a verb that is not one of being', () => {
    expect(reasons('The club will run as usual over the Easter break', 'The club will not run over the Easter break')).not.toMatch(/most|least/);
  });
});

describe('"until" against "after", and an end put by a negation', () => {
  it('reverses "until" and "after"', () => {
    expect(ruled('The pool is open until 9pm', 'The pool is open after 9pm')).toBe('mismatch');
  });

  it('reads a negated "after" as the end it puts', () => {
    expect(ruled('The voucher is not valid after 30 June', 'The voucher is valid until 30 June')).toBe('match');
    expect(ruled("Don't ring the bell after 10pm", 'Ring the bell by 10pm at the latest')).toBe('match');
    expect(ruled("Please don't arrive after 7", 'Please arrive by 7')).toBe('match');
  });

  it('keeps the negation against the same "after", or another time', () => {
    expect(ruled("Don't ring the bell after 10pm", 'Ring the bell after 10pm')).toBe('mismatch');
    expect(ruled("Please don't arrive after 7", 'Please arrive by 8')).toBe('mismatch');
  });

  it('reads "not until" against "only after" as one deferral', () => {
    expect(reasons("Don't start the bake sale until the hall is set up", 'Only start the bake sale after the hall is set up')).not.toMatch(/opposite|negation/);
    expect(reasons("We're not back until after 5", "We'll only be back after 5")).not.toMatch(/opposite|negation/);
  });
});

describe('days and times', () => {
  it('reads "this evening" as today, as "tonight"', () => {
    expect(ruled('Band practice tonight', 'Band practice this evening')).toBe('match');
    expect(ruled('Band practice tonight', 'Band practice tomorrow evening')).toBe('mismatch');
    expect(ruled('Band practice this morning', 'Band practice this evening')).toBe('mismatch');
  });

  it('gives the first day of a range its month', () => {
    expect(ruled('The fair runs from Thursday 3rd to Saturday 5th October', 'The fair runs from Thursday 3 October to Saturday 5 October')).toBe('match');
    expect(ruled('The fair runs 3–5 October', 'The fair runs from 3 to 5 October')).toBe('match');
    expect(reasons('The fair runs from Thursday 3rd to Saturday 5th October', 'The fair runs from Thursday 4 October to Saturday 5 October')).toMatch(/date changed/);
  });

  it('reads a time with a point as the other text writes it with a colon', () => {
    expect(ruled('Doors open at 19.45 sharp', 'Doors open at 19:45 sharp')).toBe('match');
    expect(ruled('The fee is £19.45', 'The fee is £19:45')).not.toBe('match');
  });

  it('counts "two more days" as two days', () => {
    expect(findDurations('Can we keep the van two more days?').map((d) => d.minutes)).toEqual([2880]);
    expect(reasons('Keep the van for two days', 'Keep the van for three more days')).toMatch(/time changed/);
  });
});

describe('courtesy', () => {
  it('leaves out a salutation and the title of whom it greets', () => {
    expect(ruled('Dear Sir or Madam, please close my account, number 55120.', 'Close my account, number 55120.')).toBe('match');
    expect(ruled('Dear Sir or Madam, please close my account. Yours faithfully, Ola', 'Please close my account. Kind regards, Ola')).toBe('match');
    expect(ruled('Dear Dr Moreau, I hope you are well. The scan results are attached. Best wishes, Lin', 'The scan results are attached.')).toBe('match');
    expect(ruled('Hi! Just checking, is the van still booked for 9? Thanks', 'is the van still booked for 9?')).toBe('match');
  });

  it('keeps a changed title a changed person', () => {
    expect(reasons('Dear Mr Osei, your order has shipped', 'Dear Mrs Osei, your order has shipped')).toMatch(/person changed/);
  });
});

describe('negative states', () => {
  it('reads "off work" and "off sick" as away, and "off on leave" as no denial', () => {
    expect(ruled('Not at work today – dentist', 'Off work today – dentist')).toBe('match');
    expect(ruled('Kemal is at work today', 'Kemal is off work today')).toBe('mismatch');
    expect(reasons('Ines covers reception while Pablo is on holiday', 'While Pablo is off on holiday, Ines covers reception')).not.toMatch(/negation/);
    expect(ruled('The quiz is off on Friday', 'The quiz is on on Friday')).toBe('mismatch');
  });

  it('reads an un- word WordNet does not list as a word with its prefix', () => {
    expect(ruled('The kiosk is not staffed on Sundays', 'The kiosk is unstaffed on Sundays')).toBe('match');
    expect(ruled('The kiosk is staffed on Sundays', 'The kiosk is unstaffed on Sundays')).toBe('mismatch');
  });
});

describe('parties and phrases', () => {
  it('sees a swap whose verbs agree with their new subjects', () => {
    expect(findSpanExchange('The school will pay for the coach and we cover the tickets', "We'll pay for the coach and the school covers the tickets")?.kind).toBe('swap');
    expect(findSpanExchange('Apple picking family afternoon', 'Family afternoon picking apples')?.kind).not.toBe('swap');
  });

  it('reads two phrases of one preposition as two things said, not roles', () => {
    expect(findLinkedSwap('Pickup is at 4pm at gate C', "We'll collect them at gate C at 4pm")).toBeUndefined();
    expect(findLinkedSwap('Night nurse to day nurse', 'Day nurse to night nurse')).toBeDefined();
  });

  it('opens a closed compound against its phrasal verb with the object between', () => {
    expect(ruled('Handover of the keys at noon', 'Hand the keys over at noon')).toBe('match');
    expect(reasons('Key handover at noon', "Please hand the keys over at noon")).not.toMatch(/object changed/);
  });
});

describe('spellings', () => {
  it("spells out T&Cs and an abbreviation before a possessive 's", () => {
    expect(ruled('Send the new T&Cs to members', 'Send the new terms and conditions to members')).toBe('match');
    expect(ruled("Move tmrw's mtg to 3", "Move tomorrow's meeting to 3")).toBe('match');
  });

  it('reads "2x" as a count and "12V" as volts', () => {
    expect(ruled('Buy 3x 9V batteries', 'Buy three 9 volt batteries')).toBe('match');
    expect(ruled('Buy 3x 9V batteries', 'Buy four 9 volt batteries')).toBe('mismatch');
  });

  it('reads "15m" as metres against a text that names metres, at any size (property)', () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        expect(ruled(`Cut ${n}m of rope`, `Cut ${words[n - 1]} metres of rope`)).toBe('match');
        expect(ruled(`Cut ${n}m of rope`, `Cut ${words[n % 10]} metres of rope`)).toBe('mismatch');
      }),
      { numRuns: 10 },
    );
  });

  it('reads "first-time" as new, not an ordinal', () => {
    expect(ruled('Taster class for first-time members', 'Taster class for new members')).toBe('match');
  });
});
