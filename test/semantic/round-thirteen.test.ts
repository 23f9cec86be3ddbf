import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findSpanExchange } from '../../src/semantic/span-exchange.js';

// Session 12's rules: assignments traded between parallel clauses, phrases traded everywhere they
// occur, a rank before a role, an action reversed by its prefix with its direction, and courtesy
// that closes or heads a message. The examples are our own, not pairs of the labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('assignments traded between parallel clauses', () => {
  it('sees a place, a number or a time moved into the other clause', () => {
    expect(ruled('Give Priya desk 14 and Tom desk 9', 'Give Priya desk 9 and Tom desk 14')).toBe('mismatch');
    expect(ruled('Lunch in the canteen, then the workshop in Room 2', 'Lunch in Room 2, then the workshop in the canteen')).toBe('mismatch');
    expect(reasons('Park the van at the front and the car at the back', 'Park the van at the back and the car at the front')).toMatch(/roles swapped/);
  });

  it('still lets a phrase move inside its own clause', () => {
    expect(ruled('On Monday, phone the dentist at 10am', 'At 10am, phone the dentist on Monday')).not.toBe('mismatch');
    expect(findSpanExchange('Meet at the library at 4', 'Meet at 4 at the library')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Order chairs from Ikea and tables from Habitat', 'Order tables from Habitat and chairs from Ikea')).toEqual({ kind: 'reorder' });
  });

  it('sees two phrases traded everywhere they occur', () => {
    const found = findSpanExchange('The school will host the club, and the club will bring the kit.', 'The club will host the school, and the school will bring the kit.');
    expect(found?.kind).toBe('swap');
    // Names listed side by side trade no roles, however often.
    expect(findSpanExchange('Ana and Raj will cook; Ana and Raj will wash up', 'Raj and Ana will cook; Raj and Ana will wash up')).toBeUndefined();
  });

  it('finds a traded pair of names in any two parallel clauses (property)', () => {
    const names = fc.constantFrom('Ines', 'Kofi', 'Mei', 'Tariq', 'Olga', 'Bruno');
    const rooms = fc.constantFrom('101', '204', '3B', '17', '52');
    fc.assert(
      fc.property(names, names, rooms, rooms, (p, q, x, y) => {
        fc.pre(p !== q && x !== y);
        const a = `Put ${p} in room ${x} and ${q} in room ${y}`;
        const b = `Put ${p} in room ${y} and ${q} in room ${x}`;
        return findSpanExchange(a, b)?.kind === 'swap';
      }),
    );
  });
});

describe('a rank before a role', () => {
  it('reads a deputy, a vice-chair or an assistant manager as someone else', () => {
    expect(reasons('Lunch with the head teacher', 'Lunch with the deputy head teacher')).toMatch(/person changed/);
    expect(ruled('The vice-president signs the cheques', 'The president signs the cheques')).toBe('mismatch');
    expect(ruled('Ask the assistant manager for the rota', 'Ask the manager for the rota')).toBe('mismatch');
  });

  it('leaves a rank that is the role itself, or said in both texts', () => {
    expect(reasons('Apply for the sales assistant post', 'Sales assistant post: apply')).not.toMatch(/person changed/);
    expect(ruled('Call the Deputy Head', 'call the deputy head')).toBe('match');
  });
});

describe('an action reversed by its prefix', () => {
  it('is not cancelled by the direction that goes with it', () => {
    expect(ruled('Load the crates onto the lorry', 'Unload the crates from the lorry')).toBe('mismatch');
    expect(ruled('Pack the kit into the bags', 'Unpack the kit from the bags')).toBe('mismatch');
  });
});

describe('courtesy that heads or closes a message', () => {
  it('leaves closing thanks, fondness and a request label out of the comparison', () => {
    expect(ruled('Can you water the plants on Friday? Much appreciated!', 'Can you water the plants on Friday?')).toBe('match');
    expect(ruled('Hi Uncle Dev! Can you collect Nisha at 4? Love you!', 'Can you collect Nisha at 4?')).toBe('match');
    expect(ruled('Friendly request: photos from the open day', 'Photos from the open day')).toBe('match');
    expect(ruled('Good morning all. The lift is fixed.', 'The lift is fixed.')).toBe('match');
  });

  it('still compares whom two greetings address', () => {
    expect(ruled('Hi Auntie Mo, the cake is ready', 'Hi Auntie Jo, the cake is ready')).toBe('mismatch');
  });
});

describe('parties through possession and debts', () => {
  it('sees whose a role is, and who owes whom, traded', () => {
    expect(reasons('Hi Lin, Omar will be your buddy for induction week', "Hi Lin, you'll be Omar's buddy for induction week")).toMatch(/roles swapped/);
    expect(ruled('Send Gaby the £15 I owe her', 'Ask Gaby for the £15 she owes me')).toBe('mismatch');
    expect(ruled('Tell Ravi that Jess owes him £10', 'Tell Ravi he owes Jess £10')).toBe('mismatch');
  });

  it('reads "your report" to the one greeted as theirs', () => {
    expect(reasons('Hi Tom, please send your report', "Tom, please send Tom's report")).not.toMatch(/roles swapped/);
    expect(ruled('Send Gaby the £15 I owe her', 'Give Gaby the £15 I owe her')).not.toBe('mismatch');
  });
});

describe('listed opposites of this round', () => {
  it('reads extending against shortening, signing up against opting out, bringing forward against pushing back', () => {
    expect(reasons('Extend the hire period by a week', 'Shorten the hire period by a week')).toMatch(/opposite/);
    expect(ruled('Sign up for the staff lottery', 'Opt out of the staff lottery')).toBe('mismatch');
    expect(ruled('Bring the review forward a day', 'Push the review back a day')).toBe('mismatch');
  });
});

describe('starts put off by "not until", and things set aside', () => {
  it('reads "not until" a time or a day as the start', () => {
    expect(ruled("The pool doesn't open until 8", 'The pool opens at 8')).toBe('match');
    expect(ruled('Fees are not due until the 12th', 'Fees are due on the 12th')).toBe('match');
    expect(ruled("The pool doesn't open until 8", 'The pool opens at 9')).toBe('mismatch');
  });

  it('keeps "until" a bare number outside a negation', () => {
    // "from 2 until 4" ends a range whose other end is no time either.
    expect(reasons('Book the court from 2 until 4', 'Book the court, 2 to 4')).not.toMatch(/time/);
  });

  it('reads "rather than" and "instead of" against a bare "not", and not against a change', () => {
    expect(ruled('Lunch is in Room 5, not the canteen', 'Lunch is in Room 5 rather than the canteen')).toBe('match');
    expect(ruled('Pay by card, not cash', 'Pay by card instead of cash')).toBe('match');
    expect(reasons('The quiz moved from the library to the hall', 'The quiz is in the hall instead of the library')).not.toMatch(/negation/);
  });

  it('leaves out asking for no rush', () => {
    expect(ruled('No rush on returning the ladder', 'Return the ladder whenever it suits you')).toBe('match');
    expect(ruled('No hurry with the survey', 'Take your time with the survey')).toBe('match');
  });
});

describe('a sentence that ends in a short word', () => {
  it('is not read as a shortening of its own inflection', () => {
    expect(reasons("The gate won't lock. We're out until 3", "The gate isn't locking and we're out until 3")).not.toMatch(/time/);
  });
});

describe('one quantity in two metric units', () => {
  it('meets the same amount in another unit, and keeps a different amount apart', () => {
    expect(ruled('The path is 2.5 km long', 'The path is 2,500 metres long')).toBe('match');
    expect(ruled('Deliver 3 tonnes of sand', 'Deliver 3000 kg of sand')).toBe('match');
    expect(ruled('Add half a litre of stock', 'Add 500 ml of stock')).toBe('match');
    expect(ruled('Deliver 3 tonnes of sand', 'Deliver 300 kg of sand')).toBe('mismatch');
    expect(ruled('The path is 2.5 km long', 'The path is 2.5 metres long')).not.toBe('match');
  });

  it('converts exact metric steps only, whatever the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), (tenths) => {
        const km = tenths / 10;
        const metres = (tenths * 100).toLocaleString('en-GB');
        return ruled(`Run ${km} km before breakfast`, `Run ${metres} metres before breakfast`) === 'match';
      }),
      { numRuns: 30 },
    );
  });

  it('reads dollars and cents in words, and half a mile', () => {
    expect(ruled('The fare was $12.75', 'The fare was 12 dollars and 75 cents')).toBe('match');
    expect(ruled('The fare was $12.75', 'The fare was 12 dollars and 70 cents')).toBe('mismatch');
    expect(ruled('The farm is half a mile down the lane', 'The farm is 0.5 miles down the lane')).toBe('match');
  });
});

describe('shortenings of this round', () => {
  it('spells out a compass letter before a name the other text gives whole, and table shortenings', () => {
    expect(ruled('S Shields ferry terminal', 'South Shields ferry terminal')).toBe('match');
    expect(ruled('Flt 9, 4 Elm Gdns', 'Flat 9, 4 Elm Gardens')).toBe('match');
    expect(ruled('Plant room, lvl 3', 'Plant room, level 3')).toBe('match');
    expect(ruled('S Shields ferry terminal', 'North Shields ferry terminal')).toBe('mismatch');
  });
});

describe('bounds, waits and shortfalls said with a negation', () => {
  it('reads a negated bound as the bound, and keeps opposite bounds apart', () => {
    expect(ruled("Don't invite more than 40 guests", 'Invite at most 40 guests')).toBe('match');
    expect(ruled('Keep no fewer than 3 staff on the floor', 'Keep at least 3 staff on the floor')).toBe('match');
    expect(ruled('Invite no more than 40 guests', 'Invite more than 40 guests')).toBe('mismatch');
    expect(ruled('Invite at most 40 guests', 'Invite at least 40 guests')).toBe('mismatch');
  });

  it('reads being yet to happen, or awaited, as not having happened', () => {
    expect(ruled("The plumber hasn't replied yet", 'The plumber is yet to reply')).toBe('match');
    expect(ruled('The plumber has replied', 'The plumber is yet to reply')).toBe('mismatch');
    expect(ruled('Invoice 77 not yet approved', 'Invoice 77 still awaiting approval')).toBe('match');
    expect(ruled('Invoice 77 approved', 'Invoice 77 still awaiting approval')).toBe('mismatch');
  });

  it('reads too few as not enough, and keeping as not throwing away', () => {
    expect(ruled("There aren't enough tables for the quiz", 'There are too few tables for the quiz')).toBe('match');
    expect(ruled('There are enough tables for the quiz', 'There are too few tables for the quiz')).toBe('mismatch');
    expect(ruled("Don't throw out the spare tiles", 'Keep the spare tiles')).toBe('match');
    expect(ruled('Throw out the spare tiles', 'Keep the spare tiles')).toBe('mismatch');
  });
});
