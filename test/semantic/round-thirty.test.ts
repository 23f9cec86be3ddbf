import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { recipientLinked } from '../../src/semantic/direction-slots.js';
import { expandAbbreviations } from '../../src/semantic/normalize-text.js';

// Session 29: rules from the misses of the studied sets (held-out-175..180 among them). The
// examples are our own, not pairs of the labelled sets. Tests named "(guard)" pin what must not
// change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;

describe('a verb of handing over with the receiver first', () => {
  it('is the receiver after "to", so taking it from them reverses it', () => {
    expect(recipientLinked('Give Priya the van keys')).toBe('Give the van keys to Priya');
    expect(recipientLinked('Hand Mr Okafor the ledger, please')).toBe('Hand the ledger to Mr Okafor, please');
    expect(ruled('Give Priya the van keys', 'Get the van keys from Priya')).toBe('mismatch');
    expect(ruled('Hand Tom the ledger', 'Collect the ledger from Tom')).toBe('mismatch');
  });

  it('says the same as the receiver after "to" (guard)', () => {
    expect(ruled('Send Maria the minutes', 'Send the minutes to Maria')).toBe('match');
    expect(recipientLinked('Text me when you land')).toBe('Text me when you land');
    expect(recipientLinked('Give the keys to Priya')).toBe('Give the keys to Priya');
  });
});

describe('courtesy around the message', () => {
  it('takes good wishes that close it for courtesy', () => {
    expect(ruled('The gate code is 4471. Enjoy your stay!', 'The gate code is 4471.')).toBe('match');
    expect(ruled('The tickets are at the front desk. Have a safe journey!', 'The tickets are at the front desk.')).toBe('match');
  });

  it('takes a term of endearment after the last comma for courtesy', () => {
    expect(ruled('Keep me a seat near the front, mate', 'Keep me a seat near the front')).toBe('match');
  });

  it('takes thanks for what was done at a time for courtesy, its time too', () => {
    expect(ruled('Thanks for the tow yesterday! Is the winch still in your shed?', 'Is the winch still in your shed?')).toBe('match');
    expect(ruled('Thank you so much for driving us last night. Did Ravi find his scarf?', 'Did Ravi find his scarf?')).toBe('match');
  });

  it('still reads the facts the courtesy does not hold (guard)', () => {
    expect(ruled('The gate code is 4471. Enjoy your stay!', 'The gate code is 4417.')).toBe('mismatch');
    expect(ruled('Thanks for the tow yesterday! Is the winch still in your shed?', 'Thanks for the tow yesterday! Is the winch still in your van?')).not.toBe('match');
  });
});

describe('amounts written another way', () => {
  it('reads pounds written out before "per" as the signed amount', () => {
    expect(ruled('Tickets are £35 per adult, £20 per child', 'Tickets are 35 pounds per adult, 20 pounds per child')).toBe('match');
  });

  it('reads a currency named after a figure with a multiplier', () => {
    expect(ruled('The jackpot is €5,000', 'The jackpot is 5k euros')).toBe('match');
    expect(ruled('The jackpot is €5,000', 'The jackpot is 6k euros')).toBe('mismatch');
  });

  it('reads a code written in groups as the code written closed up', () => {
    expect(ruled('Meet at grid ref SK 456 789, by the trig point', 'Meet at grid ref SK456789, by the trig point')).toBe('match');
    expect(ruled('Quote booking ref AB-12-345 at the desk', 'Quote booking ref AB12345 at the desk')).toBe('match');
    expect(ruled('Meet at grid ref SK 456 789, by the trig point', 'Meet at grid ref SK456788, by the trig point')).toBe('mismatch');
  });

  it('reads a phone number dialled with 00 as the one written with +', () => {
    expect(ruled('Ring Lucie on +33 4 91 22 33 44', 'Ring Lucie on 0033 491223344')).toBe('match');
    expect(ruled('Ring Lucie on +33 4 91 22 33 44', 'Ring Lucie on 0033 491223345')).toBe('mismatch');
  });
});

describe('a bare figure after a clock time', () => {
  it('is the first hour of that figure after the time', () => {
    expect(ruled('Bar opens at 5:30pm, music from 7', 'Bar opens at 17:30, music from 19:00')).toBe('match');
    expect(ruled('Registration at 8:15am, talks from 9', 'Registration at 8:15am, talks from 09:00')).toBe('match');
  });

  it('is not another hour, nor the same figure in the other half of the day (guard)', () => {
    expect(ruled('Bar opens at 5:30pm, music from 7', 'Bar opens at 5:30pm, music from 9pm')).toBe('mismatch');
    expect(ruled('Registration at 8:15am, talks from 9', 'Registration at 8:15am, talks from 9pm')).toBe('mismatch');
  });
});

describe('names written another way', () => {
  it("reads a possessive name without its apostrophe as the name", () => {
    expect(ruled("Drinks at O'Brien's Bar", "Drinks at O'Briens Bar")).toBe('match');
    expect(ruled("Drinks at O'Brien's Bar", "Drinks at O'Connor's Bar")).toBe('mismatch');
  });

  it('takes no article for the name of a street', () => {
    expect(ruled('The market has the Street Food stall open again', 'The Street Food stall at the market is open again')).toBe('match');
    expect(ruled('See you at the Road Runner arcade', 'The Road Runner arcade, see you there')).toBe('match');
    expect(ruled('See you at the Road Runner arcade', 'The Road Runner bowling alley, see you there')).not.toBe('match');
  });
});

describe('spelled out', () => {
  it('"hi-vis" is high-visibility', () => {
    expect(ruled('Buy two hi-vis jackets', 'Buy two high-visibility jackets')).toBe('match');
  });

  it('keeps the period of a shortening that closes a sentence before a capital', () => {
    expect(expandAbbreviations('Bring your hi-vis. Since it rained, we meet inside.')).toBe('Bring your high-visibility. Since it rained, we meet inside.');
    expect(expandAbbreviations('Call the dept. to book')).toBe('Call the department to book');
  });
});
