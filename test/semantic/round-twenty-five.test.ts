import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDirectionSlot } from '../../src/semantic/direction-slots.js';
import { findDurations } from '../../src/semantic/durations.js';
import { ruleText } from '../../src/semantic/judge.js';
import { findSpanExchange } from '../../src/semantic/span-exchange.js';

// Session 24: fact rules and fixed false rejections from the studied sets' misses (held-out-115..123
// among them). The examples are our own, not pairs of the labelled sets. Tests named "(guard)" pin
// what must not change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('listed opposites', () => {
  it('reach the -ied forms of a verb in a consonant and y', () => {
    expect(reasons('Leave request approved', 'Leave request denied')).toEqual(['opposite: approved -> denied']);
  });

  it('include lifting and imposing, renewing and ending, paying and refunding, thawing and freezing', () => {
    expect(reasons('Parking ban lifted on Elm Road', 'Parking ban imposed on Elm Road')).toEqual(['opposite: lifted -> imposed']);
    expect(ruled('We will renew the cleaning contract', 'We will end the cleaning contract')).toBe('mismatch');
    expect(ruled('Your deposit was paid', 'Your deposit was refunded')).toBe('mismatch');
    expect(ruled('Thaw the prawns overnight', 'Freeze the prawns overnight')).toBe('mismatch');
    expect(ruled('Can you dim the hall lights?', 'Can you brighten the hall lights?')).toBe('mismatch');
    expect(ruled('Request to join the choir committee', 'Request to step down from the choir committee')).toBe('mismatch');
  });
});

describe('small words of direction', () => {
  it('reverse "back from" against "out to", and "out of" against "back in"', () => {
    expect(findDirectionSlot('The ferry is heading back from the island', 'The ferry is heading out to the island')).toEqual({ expected: 'back from', actual: 'out to' });
    expect(ruled('Take the chairs out of the van', 'Put the chairs back in the van')).toBe('mismatch');
  });
});

describe('parties traded', () => {
  it('include an owner: our stands against the choir\'s stands', () => {
    expect(ruled("The Riverside choir are borrowing our music stands", "We're borrowing the Riverside choir's music stands")).toBe('mismatch');
  });

  it('see a short verb in -es agree with the other subject', () => {
    expect(findSpanExchange("The juniors go out first, then the seniors' group", "The seniors' group goes out first, then the juniors")?.kind).toBe('swap');
  });

  it('quote a plural owner', () => {
    // Since session 40 a plural's possessive mark is no token of the exchange readers (so that "the
    // authors' entrance" can trade places with "the audience entrance"), and the quote, made of
    // those tokens, leaves the mark out.
    expect(reasons("The juniors go out first, then the seniors' group", "The seniors' group goes out first, then the juniors")[0]).toContain('seniors group');
  });

  it('keep a contraction spelled out as the same words (guard)', () => {
    expect(ruled("We're borrowing the choir's stands", "We are borrowing the choir's stands")).toBe('match');
  });

  it('leave two whole clauses that trade places with their own roles', () => {
    expect(ruled("Priya's doing the bar tonight and Tom's doing the door", "Tom's doing the door tonight and Priya's doing the bar")).toBe('match');
  });

  it('still swap two names that take each other\'s tasks (guard)', () => {
    expect(ruled('Priya will do the bar and Tom will do the door', 'Tom will do the bar and Priya will do the door')).toBe('mismatch');
  });
});

describe("a man's word and a woman's for one relation", () => {
  it('name two people', () => {
    expect(reasons('Her grandson is collecting the keys', 'Her granddaughter is collecting the keys')).toEqual(['person changed: grandson -> granddaughter']);
    expect(ruled('The landlord wants the meter reading', 'The landlady wants the meter reading')).toBe('mismatch');
  });

  it('but both in either text are only reordered (guard)', () => {
    expect(ruled('Dinner with her son and daughter', 'Dinner with her daughter and son')).toBe('match');
  });
});

describe('numbers, times and sizes in other formats', () => {
  it('give the start of an hour range closed by pm its afternoon', () => {
    expect(ruled('Craft fair 2-6pm', 'Craft fair 14:00-18:00')).toBe('match');
  });

  it('any afternoon range of hours meets its 24-hour clock (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 2 }), (start, length) => {
        const end = start + length;
        expect(ruled(`Pottery drop-in ${start}-${end}pm`, `Pottery drop-in ${start + 12}:00-${end + 12}:00`)).toBe('match');
      }),
    );
  });

  it('but not another start hour (guard)', () => {
    expect(ruled('Craft fair 2-6pm', 'Craft fair 15:00-18:00')).toBe('mismatch');
  });

  it('measure each figure of a size by its one unit', () => {
    expect(ruled('The rug is 120 x 80 cm', 'The rug is 1200 by 800 mm')).toBe('match');
    expect(reasons('The rug is 120 x 80 cm', 'The rug is 1200 by 900 mm')).toEqual(['number changed: 80 -> 900']);
  });

  it('read half price, pence, number words hyphened around a scale and a share in words', () => {
    expect(ruled('1/2 price tickets for students', 'Half-price tickets for students')).toBe('match');
    expect(ruled('Stamps now 165p each', 'Stamps now £1.65 each')).toBe('match');
    expect(ruled("It's a two-hundred-and-fifty-page report", "It's a 250-page report")).toBe('match');
    expect(ruled('A ten per cent discount', 'A 10% discount')).toBe('match');
  });

  it('count "both" as two', () => {
    expect(ruled('Both tyres need replacing', 'The two tyres need replacing')).not.toBe('mismatch');
  });
});

describe('lengths and parts of the day', () => {
  it('read a fortnight and a couple of weeks as two weeks', () => {
    expect(ruled('Bins are collected every fortnight', 'Bins are collected every two weeks')).toBe('match');
    expect(ruled("I'll be away for a couple of weeks", "I'll be away for two weeks")).toBe('match');
    expect(findDurations('every other week')).toEqual([{ start: 0, end: 16, minutes: 20160 }]);
  });

  it('hold a couple of days loosely, against another length only', () => {
    expect(ruled("I'll be away for a couple of days", "I'll be away for a few days")).not.toBe('mismatch');
    expect(ruled("I'll be away for a couple of weeks", "I'll be away for three weeks")).toBe('mismatch');
  });

  it('tell dawn from dusk, and read sunset as the evening and after dark as the night', () => {
    expect(reasons('Dawn walk on the beach', 'Dusk walk on the beach')).toEqual(['time changed: Dawn -> Dusk']);
    expect(ruled('Sunset cruise round the bay', 'Evening cruise round the bay')).toBe('match');
    expect(ruled('After-dark tour of the castle', 'Night tour of the castle')).toBe('match');
  });

  it('read a season before a term as the season', () => {
    expect(reasons("Autumn term parents' evening", "Spring term parents' evening")).toEqual(['date changed: Autumn -> Spring']);
  });
});

describe('shortenings and sign-offs', () => {
  it('spell out T&Cs, BBQ and 2nd-hand, and a texting 2 where the other text writes "to"', () => {
    expect(ruled('Gym T&Cs updated', 'Gym terms and conditions updated')).toBe('match');
    expect(ruled('Street BBQ on Sunday', 'Street barbecue on Sunday')).toBe('match');
    expect(ruled('Selling 2nd-hand bikes', 'Selling second-hand bikes')).toBe('match');
    expect(ruled('Pls bring ur ticket 2 the gig', 'Please bring your ticket to the gig')).toBe('match');
  });

  it('leave out a team that signs alone, or after "Apologies again"', () => {
    expect(ruled('Your order is ready to collect. The Parcel Point team', 'Your order is ready to collect.')).toBe('match');
    expect(ruled('Your filling is moved to Friday. Apologies again, Harbour Dental Care', 'Your filling is moved to Friday.')).toBe('match');
  });
});

describe('negations said two ways', () => {
  it('meet across a prefix and a word of the base', () => {
    expect(ruled('Deposits are non-refundable', 'Deposits cannot be refunded')).toBe('match');
    expect(ruled('Non-alcoholic punch', 'Alcohol-free punch')).toBe('match');
    expect(ruled('We disagree with the quote', 'We do not agree with the quote')).toBe('match');
  });

  it('read "free of" as "no"', () => {
    expect(ruled('The kitchen is free of mice', 'There are no mice in the kitchen')).not.toBe('mismatch');
  });

  it('but not "free of charge" (guard)', () => {
    expect(ruled('Delivery is free of charge', 'Delivery is free')).toBe('uncertain');
  });
});

describe('a word that says where', () => {
  it('is no dropped item', () => {
    expect(ruled('Village hall, above the post office', 'Village hall, over the post office')).not.toBe('mismatch');
  });
});
