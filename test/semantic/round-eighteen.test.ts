import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDurations } from '../../src/semantic/durations.js';
import { extractFacts } from '../../src/semantic/facts.js';
import { ruleText } from '../../src/semantic/judge.js';
import { expandAbbreviations, normalizeText } from '../../src/semantic/normalize-text.js';

// Session 17's rules: minutes past and to an hour, a length said in parts, a name before "from", a
// sentence opener in lower case elsewhere, a conjunction opening a sentence, headings in capitals,
// "first" that says when, "Act One", amounts with a hyphen, "pre-" and "post-", acronyms with small
// words and plurals, "<thing> number N", "not ... unless" against "only ... if", having run out, a
// passive "left", "running late", and words of general English for one thing. The examples are our
// own, not pairs of the labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('minutes past and to an hour', () => {
  it('reads "ten to two" and "twenty past six" as times', () => {
    expect(ruled('Pick-up at ten to four', 'Pick-up at ten past four')).toBe('mismatch');
    expect(reasons('Pick-up at ten to four', 'Pick-up at ten past four')).toMatch(/time changed/);
    expect(ruled('Pick-up at 3:50', 'Pick-up at ten to four')).toBe('match');
    expect(ruled('The coach leaves at twenty-five past six', 'The coach leaves at 6:25')).toBe('match');
    expect(ruled('Call back at 20 minutes past 9', 'Call back at 9:20')).toBe('match');
  });

  it('leaves a range from one figure to another alone', () => {
    const times = extractFacts('The shop is open from ten to two').facts.filter((fact) => fact.kind === 'time');
    expect(times.map((fact) => fact.keys).flat()).not.toContain('t:110');
  });
});

describe('a length said in parts', () => {
  it('adds the parts up', () => {
    expect(findDurations('a running time of 1 hour 35 minutes').map((d) => d.minutes)).toEqual([95]);
    expect(findDurations('2 days and 3 hours').map((d) => d.minutes)).toEqual([2 * 1440 + 180]);
    expect(ruled('The film runs 95 minutes', 'The film runs 1 hour 35 minutes')).toBe('match');
    expect(ruled('The film runs 95 minutes', 'The film runs 1 hour 25 minutes')).toBe('mismatch');
  });

  it('keeps parts apart when the smaller comes first or words stand between (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 59 }), (hours, minutes) => {
        expect(findDurations(`${hours} hours ${minutes} minutes`).map((d) => d.minutes)).toEqual([hours * 60 + minutes]);
        expect(findDurations(`${minutes} minutes ${hours} hours`)).toHaveLength(2);
        expect(findDurations(`${hours} hours, then ${minutes} minutes`)).toHaveLength(2);
      }),
    );
  });
});

describe('names', () => {
  it('compares a name that opens a sentence before "from"', () => {
    expect(ruled('Tom from accounts will help you', 'Tim from accounts will help you')).toBe('mismatch');
    expect(reasons('Dan from payroll will ring you', 'Jo from payroll will ring you')).toMatch(/name changed: Dan -> Jo/);
    // A verb before "from" meets no name in its place.
    expect(reasons('Unsubscribe from the newsletter', 'Opt out of the newsletter')).not.toMatch(/name/);
  });

  it('meets a word that opens a sentence with its forms in lower case, but not another name', () => {
    expect(ruled('Paddleboard lessons for the juniors', 'Lessons on paddleboards for the juniors')).toBe('match');
    expect(ruled('Wetsuit hire for the juniors', 'Hire of wetsuits for the juniors')).toBe('match');
    expect(ruled('Adams will call you', 'Adam will call you')).toBe('mismatch');
  });

  it('takes no conjunction that opens a sentence for a name', () => {
    expect(ruled('Since Monday is a holiday, the office is shut', 'Monday is a holiday, so the office is shut')).toBe('match');
  });

  it('reads a heading in capitals by its words, not its proper senses', () => {
    expect(ruled('NORTH CAR PARK, RIVERSIDE', 'North car park, Riverside')).toBe('match');
    expect(ruled('NORTH CAR PARK, RIVERSIDE', 'North car park, Lakeside')).toBe('mismatch');
  });
});

describe('figures', () => {
  it('gives "first" that says when a weak place', () => {
    expect(reasons('Call the landlord first, then the plumber', 'Call the landlord, then the plumber')).not.toMatch(/number/);
    expect(ruled('She came first in the heats', 'She came second in the heats')).toBe('mismatch');
  });

  it('reads a capitalised "One" after a capitalised word as a figure', () => {
    expect(ruled('Read-through of Part 1', 'Read-through of Part One')).toBe('match');
    expect(ruled('Read-through of Part 2', 'Read-through of Part One')).toBe('mismatch');
  });

  it('reads an amount with a hyphen before its currency', () => {
    expect(ruled('Bring the $40 entry fee', 'Bring the 40-dollar entry fee')).toBe('match');
    expect(ruled('Leave a £50 deposit', 'Leave a 50-pound deposit')).toBe('match');
    expect(ruled('Leave a £50 deposit', 'Leave a 60-pound deposit')).toBe('mismatch');
  });

  it('drops "number" between a thing and its figure', () => {
    expect(normalizeText('Park in bay number 14')).toBe(normalizeText('Park in bay 14'));
    expect(ruled('Your order 5531 has shipped', 'Your order number 5531 has shipped')).toBe('match');
    expect(ruled('Your order 5531 has shipped', 'Your order number 5537 has shipped')).toBe('mismatch');
    expect(normalizeText('Take the number 9 bus')).toContain('number 9');
  });
});

describe('shortenings', () => {
  it('reads "pre-" and "post-" as "before" and "after" where the other text says so', () => {
    expect(ruled('Salary before tax', 'Pre-tax salary')).not.toBe('mismatch');
    expect(reasons('Drinks after the match', 'Post-match drinks')).not.toMatch(/name/);
  });

  it('spells out acronyms with small words and plurals from the other text', () => {
    expect(ruled('Email the SoS about the budget', 'Email the Secretary of State about the budget')).toBe('match');
    expect(ruled('Collect the GPSs from the office', 'Collect the global positioning systems from the office')).toBe('match');
  });

  it('spells out an initialism in the plural', () => {
    expect(expandAbbreviations('Sort the CVs')).toBe('Sort the resumes');
    expect(expandAbbreviations('Fix the TVs in the lounge')).toBe('Fix the televisions in the lounge');
  });
});

describe('negations', () => {
  it('reads "not ... unless" as "only ... if"', () => {
    expect(ruled('Refunds will not be issued unless the receipt is shown', 'Refunds are only issued if the receipt is shown')).not.toBe('mismatch');
    expect(ruled('Refunds will not be issued unless the receipt is shown', 'Refunds are issued if the receipt is shown')).toBe('mismatch');
  });

  it('reads a thing that has run out as being out of it', () => {
    expect(reasons("We're out of printer paper", 'The printer paper has run out')).not.toMatch(/negation/);
    expect(reasons('Renew the permit before it runs out', 'Renew the permit before it expires')).not.toMatch(/negation/);
  });
});

describe('opposites that are none', () => {
  it('reads a passive "left" as staying and "running late" as being late', () => {
    expect(reasons('Bags must be left in the lockers', 'Bags have to stay in the lockers')).not.toMatch(/opposite/);
    expect(reasons('Running ten minutes late, sorry', "Sorry, I'm going to be ten minutes late")).not.toMatch(/opposite/);
    expect(ruled('Leave the lockers', 'Stay in the lockers')).toBe('mismatch');
  });
});

describe('general English', () => {
  it('links words for one thing', () => {
    for (const [a, b] of [
      ['Top up the printer ink', 'Restock the printer ink'],
      ['Lunch with the new starters', 'Lunch with the new joiners'],
      ['Post the vacancy on the website', 'Post the opening on the website'],
      ['Leave the rucksack in the hall', 'Leave the backpack in the hall'],
      ['Meet at the canteen', 'Meet at the cafeteria'],
    ] as const) expect(ruled(a, b), `${a} / ${b}`).not.toBe('mismatch');
  });
});

// The session's second round, from held-out-61..63: names in lower case with an apostrophe, kin
// words, courtesy that says what an email is for, "thanks a million", "a second", an end said as
// "ends at", opposites WordNet lacks, British spellings and rare forms, units after numbers in
// words, and lending told from the borrower's side.
describe('second round', () => {
  it("reads a name with an apostrophe in lower case as one word", () => {
    expect(ruled("is mrs o'brien joining us for tea?", "Is Mrs O'Brien joining us for tea?")).toBe('match');
  });

  it('reads "gran" and "nan" as grandma', () => {
    expect(ruled("Gran's birthday lunch", "Grandma's birthday lunch")).not.toBe('mismatch');
    expect(ruled("Gran's birthday lunch", "Grandpa's birthday lunch")).toBe('mismatch');
  });

  it('leaves out courtesy that says what an email is for, asks whether it is possible, or wishes a good day', () => {
    expect(ruled("Dear Ms Ford, I'm writing to let you know that your parcel has been dispatched. Kind regards, Tom", 'Your parcel has been dispatched.')).toBe('match');
    expect(ruled('Any chance you could send the rota tonight?', 'Send the rota tonight.')).toBe('match');
    expect(ruled('Good news! Your laptop is repaired. Have a great weekend!', 'Your laptop is repaired.')).toBe('match');
    expect(ruled('Any chance you could send the rota tonight?', 'Send the rota tomorrow.')).toBe('mismatch');
  });

  it('counts nothing in "thanks a million", and reads "a second" as another', () => {
    expect(reasons('Thanks a million for the lift! Same time on Friday?', 'Same time on Friday?')).not.toMatch(/number/);
    expect(reasons('Order a second toner cartridge', 'Order another toner cartridge')).not.toMatch(/number/);
    expect(ruled('Order a second toner cartridge', 'Order a third toner cartridge')).toBe('mismatch');
  });

  it('reads "no X after 6" as "X ends at 6"', () => {
    expect(ruled('No deliveries after 6pm from Monday', 'Deliveries end at 6pm from Monday')).not.toBe('mismatch');
    expect(ruled('No deliveries after 6pm from Monday', 'Deliveries end at 7pm from Monday')).toBe('mismatch');
  });

  it('knows "admit" / "discharge" and "hang" / "take down" as opposites', () => {
    expect(ruled('Mr Cole admitted to the ward', 'Mr Cole discharged from the ward')).toBe('mismatch');
    expect(ruled('Hang the Patel exhibition', 'Take down the Patel exhibition')).toBe('mismatch');
  });

  it('knows a British spelling, and a rare form whose base WordNet knows', () => {
    expect(ruled('Refill the sanitiser by the door', 'Refill the sanitizer by the door')).toBe('match');
  });

  it('spells out a unit after a number in words', () => {
    expect(ruled('Pump the tyres to 40 psi', 'Pump the tyres to forty psi')).toBe('match');
    expect(ruled('Pump the tyres to 40 psi', 'Pump the tyres to fifty psi')).toBe('mismatch');
    expect(ruled('The fee is $30 per team', 'The fee is thirty dollars per team')).toBe('match');
  });

  it('reads "lend me" as the speaker borrowing', () => {
    expect(reasons('I need to borrow a drill', 'Could someone lend me a drill?')).not.toMatch(/opposite/);
    expect(ruled("I'll lend you a drill", 'I need to borrow a drill')).toBe('mismatch');
  });
});
