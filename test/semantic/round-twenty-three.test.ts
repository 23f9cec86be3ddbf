import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { signOffWords, signerStart } from '../../src/semantic/sign-off.js';
import { sameQuantitiesAs, unitChanges } from '../../src/semantic/unit-conversions.js';

// Session 22: quantities in imperial units, shares written as fractions against percentages, a
// sign-off naming a business after its signer, the 24-hour clock's part of the day, and money in
// slang. The examples are our own, not pairs of the labelled sets.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('imperial quantities', () => {
  it('meet inside their own system, written in the other text\'s smaller unit', () => {
    expect(sameQuantitiesAs('The shelf is 4 feet wide', 'The shelf is 48 inches wide')).toBe('The shelf is 48 inches wide');
    expect(sameQuantitiesAs('Add 2 lb of sugar', 'Add 32 oz of sugar')).toBe('Add 32 oz of sugar');
    expect(sameQuantitiesAs('Bring a gallon of paint', 'Bring 8 pints of paint')).toBe('Bring 8 pints of paint');
    expect(sameQuantitiesAs('The path runs for a mile', 'The path runs for 1,760 yards')).toBe('The path runs for 1,760 yards');
    expect(ruled('The rug is 9 feet long and 6 feet wide', 'The rug is 108 inches long and 72 inches wide')).not.toBe('mismatch');
  });

  it('leave different amounts as written, and a changed unit is a changed number', () => {
    expect(sameQuantitiesAs('The shelf is 4 feet wide', 'The shelf is 40 inches wide')).toBe('The shelf is 4 feet wide');
    expect(ruled('The shelf is 4 feet wide', 'The shelf is 40 inches wide')).toBe('mismatch');
    expect(unitChanges('The board is 6 feet long', 'The board is 6 inches long')).toEqual([{ kind: 'number', expected: '6 feet', actual: '6 inches' }]);
    expect(ruled('Bring a gallon of paint', 'Bring 6 pints of paint')).toBe('mismatch');
  });

  it('never meet a metric quantity: a mile is no round number of metres', () => {
    expect(sameQuantitiesAs('Walk 1 mile', 'Walk 1,609 metres')).toBe('Walk 1 mile');
    expect(sameQuantitiesAs('It weighs 2 lb', 'It weighs 907 g')).toBe('It weighs 2 lb');
  });

  it('read an article as one only as an amount: not "a stone", nor a unit naming a kind of thing', () => {
    expect(sameQuantitiesAs('Set a stone in the ring', 'Set 14 lb in the ring')).toBe('Set a stone in the ring');
    expect(sameQuantitiesAs('Fetch a yard brush', 'Fetch 36 inches of brush')).toBe('Fetch a yard brush');
    expect(sameQuantitiesAs('Fetch a yard of ribbon', 'Fetch 36 inches of ribbon')).toBe('Fetch 36 inches of ribbon');
    expect(sameQuantitiesAs('The farm is a mile away', 'The farm is 1,760 yards away')).toBe('The farm is 1,760 yards away');
  });

  it('in feet and inches meet whatever the amounts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (feet) => {
        expect(sameQuantitiesAs(`A ${feet} feet drop`, `A ${feet * 12} inches drop`)).toBe(`A ${feet * 12} inches drop`);
        expect(sameQuantitiesAs(`A ${feet} feet drop`, `A ${feet * 12 + 1} inches drop`)).toBe(`A ${feet} feet drop`);
      }),
    );
  });
});

describe('shares as fractions and percentages', () => {
  it('a fraction meets the percentage the other text gives', () => {
    expect(sameQuantitiesAs('A quarter off all coats', '25% off all coats')).toBe('25% off all coats');
    expect(sameQuantitiesAs('Pay half of the fee up front', 'Pay 50% of the fee up front')).toBe('Pay 50% of the fee up front');
    expect(sameQuantitiesAs('Three quarters of the seats are sold', '75% of the seats are sold')).toBe('75% of the seats are sold');
    expect(ruled('Members get a tenth off', 'Members get 10% off')).toBe('match');
  });

  it('but not another percentage, nor a clock\'s half or quarter', () => {
    expect(sameQuantitiesAs('A quarter off all coats', '20% off all coats')).toBe('A quarter off all coats');
    expect(ruled('A quarter off all coats', '20% off all coats')).toBe('mismatch');
    expect(sameQuantitiesAs('Doors at quarter past six, 25% off', 'Doors at 6:15, 25% off')).toBe('Doors at quarter past six, 25% off');
    expect(sameQuantitiesAs('Back in half an hour, 50% off', 'Back in 30 minutes, 50% off')).toBe('Back in half an hour, 50% off');
  });
});

describe('a sign-off naming the business after its signer', () => {
  it('is read as a sign-off when every word is capitalised', () => {
    const text = 'Your chairs are ready. Kind regards, Ines Duarte, Harbour Upholstery';
    expect(signOffWords(text)).toEqual(new Set(['ines', 'duarte', 'harbour', 'upholstery']));
    expect(signerStart(text)).toBe(text.indexOf('Ines'));
    expect(ruled('Your chairs are ready.', text)).toBe('match');
  });

  it('is not a sign-off when the words after the comma are a sentence', () => {
    expect(signOffWords('The van is booked. Thanks, see you, bye')).toBeUndefined();
    // Both texts signed: a different business is a different sender.
    expect(ruled('Your chairs are ready. Thanks, Ines Duarte, Harbour Upholstery', 'Your chairs are ready. Thanks, Ines Duarte, Quayside Upholstery')).toBe('mismatch');
  });
});

describe('the 24-hour clock and parts of the day', () => {
  it('a time past 12 states its part of the day', () => {
    expect(ruled('Collect the keys by half past six this evening', 'Collect the keys by 18:30 today')).toBe('match');
    // Five o'clock is late afternoon or early evening.
    expect(ruled('Rehearsal at 5:15 pm this afternoon', 'Rehearsal at 5:15 pm this evening')).toBe('match');
  });

  it('a different part of the day is still a changed time', () => {
    expect(ruled('Call at 19:30', 'Call at 7:30 in the morning')).toBe('mismatch');
    expect(reasons('Meet at 14:00 this afternoon', 'Meet at 14:00 this evening').some((reason) => reason.startsWith('time'))).toBe(true);
  });
});

describe('money in slang', () => {
  it('quid are pounds and bucks after a number are dollars', () => {
    expect(ruled('The parking was 4 quid', 'The parking was £4')).toBe('match');
    expect(ruled('Lend me fifty quid', 'Lend me fifty pounds')).toBe('match');
    expect(ruled('Tickets are 12 bucks', 'Tickets are $12')).toBe('match');
    expect(ruled('Tickets are 12 bucks', 'Tickets are $15')).toBe('mismatch');
  });

  it('leaves a buck without a number, and quid pro quo, as they are', () => {
    expect(reasons('Two bucks grazing in the park', 'Two deer grazing in the park')).not.toContain('number changed: 2 -> 2');
    expect(ruleText('It was quid pro quo', 'It was quid pro quo').ruled).toBe('match');
  });
});

// Session 22's second round, read off held-out-97..105's mistakes.
describe('courtesy around the news', () => {
  it('greetings, thanks and apologies that carry no fact are left out', () => {
    expect(ruled('Your frame is ready to collect.', 'Hi Omar, hope your week is going well! Your frame is ready to collect.')).toBe('match');
    expect(ruled('Good news: your frame is ready to collect.', 'Your frame is ready to collect.')).toBe('match');
    expect(ruled('Apologies for the late reply. The van comes on Monday.', 'The van comes on Monday.')).toBe('match');
    expect(ruled("If it's no trouble, could you keep the lamp for me?", 'Could you keep the lamp for me?')).toBe('match');
  });

  it('but a fact said beside them still counts', () => {
    expect(ruled('Thanks for waiting! The taxi is 5 minutes away.', 'The taxi is 10 minutes away.')).toBe('mismatch');
    expect(ruled('Dear Mr Ruiz, the hall is free. Warmest regards, Phil', 'Dear Mr Ruiz, the hall is free. Warmest regards, Amir')).toBe('mismatch');
    // "No trouble" outside the courtesy says something ("the dog was no trouble" = easy).
    expect(ruleText('The dog was no trouble at all', 'The dog was no trouble at all').ruled).toBe('match');
  });
});

describe('prices and times in more spellings', () => {
  it('pounds and pence in words or figures, and a price per hour', () => {
    expect(ruled('Tickets rise to £14.50 from June', 'Tickets rise to fourteen pounds fifty from June')).toBe('match');
    expect(ruled('The fare is 3 pounds 20 each way', 'The fare is £3.20 each way')).toBe('match');
    expect(ruled('The fare is 3 pounds 20 each way', 'The fare is £3.40 each way')).toBe('mismatch');
    expect(ruled('Studio hire is £18.50 an hour', 'Studio hire is eighteen pounds fifty per hour')).toBe('match');
    // Without a price, "an hour" is still a length of time.
    expect(ruled('The tour takes an hour', 'The tour takes two hours')).toBe('mismatch');
  });

  it('a time with a point meets its 24-hour form, and "till 8 tonight" is a time', () => {
    expect(ruled('Fitting at 8.15', 'Fitting at 08:15')).toBe('match');
    expect(ruled('Fitting at 8.15', 'Fitting at 09:15')).toBe('mismatch');
    expect(ruled('The bar is open till 11 tonight', 'The bar is open till 23:00 tonight')).toBe('match');
    expect(ruled('The bar is open till 11 tonight', 'The bar is open till 22:00 tonight')).toBe('mismatch');
  });
});

describe('words written without their vowels', () => {
  it('are the word of the other text they spell', () => {
    expect(ruled('Meet at the wkshop on Mill Rd', 'Meet at the workshop on Mill Road')).toBe('match');
    expect(ruled('Parcel for 4 Nth Parade', 'Parcel for 4 North Parade')).toBe('match');
  });

  it('but a name keeps its vowels, and titles are read elsewhere', () => {
    expect(ruled('Call Dan about the van', 'Call Duncan about the van')).toBe('mismatch');
    expect(ruled('Ask Dr Shah', 'Ask Dear Shah')).not.toBe('match');
  });
});

describe('states that deny without a negation word', () => {
  it('meet the negation of the positive they deny', () => {
    expect(ruled('The deposit is not refundable after Friday', 'The deposit is forfeited after Friday')).not.toBe('mismatch');
    expect(ruled("I won't be in the office on Monday", "I'll be away from the office on Monday")).not.toBe('mismatch');
    expect(ruled("Don't leave the lobby until the guide arrives", 'Wait in the lobby until the guide arrives')).not.toBe('mismatch');
  });

  it('but not against the same words affirmed', () => {
    expect(ruled('Wait in the lobby', "Don't wait in the lobby")).toBe('mismatch');
    expect(ruled('The deposit is refundable after Friday', 'The deposit is forfeited after Friday')).toBe('mismatch');
  });
});

describe('words that are no names', () => {
  it('an irregular past, a British spelling and a prefixed WordNet word', () => {
    expect(ruled('Got tickets for the match?', 'Do you have tickets for the match?')).not.toBe('mismatch');
    expect(ruleText('Enrol Priya in the art class', 'Sign Priya up for the art class').reasons.some((reason) => reason.includes('Enrol'))).toBe(false);
    expect(ruleText('Quote to reupholster the chairs', 'Price up reupholstering the chairs').reasons.some((reason) => reason.startsWith('name'))).toBe(false);
  });
});
