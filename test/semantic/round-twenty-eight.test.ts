import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findSpanExchange } from '../../src/semantic/span-exchange.js';

// Session 27: fact rules and fixed false rejections from the misses of the studied sets
// (held-out-157..162 among them). The examples are our own, not pairs of the labelled sets. Tests
// named "(guard)" pin what must not change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('two capitals joined by "&"', () => {
  it('are not two words that stand side by side in the other text', () => {
    expect(ruled('Wait by the outpatients entrance', 'Wait by the O&E entrance')).toBe('mismatch');
    expect(ruled('Drop the forms at the audiology entrance', 'Drop the forms at the A&E entrance')).toBe('mismatch');
  });

  it('spell out two words joined by "and" wherever they stand', () => {
    expect(ruled('Book the B&B in Whitby', 'Book the bed and breakfast in Whitby')).toBe('match');
    expect(ruled('Refresh the H&S training', 'Refresh the health & safety training')).toBe('match');
  });
});

describe('a person and someone of theirs', () => {
  it('trade the two sides of one verb', () => {
    expect(reasons('Priya is driving her sister to the airport', "Priya's sister is driving her to the airport")).toEqual(["roles swapped: priya driving her sister -> priya's sister driving her"]);
    expect(ruled('Kofi is coaching his uncle for the race', "Kofi's uncle is coaching him for the race")).toBe('mismatch');
  });

  it('keep their sides in a passive, or where one text says it twice (guard)', () => {
    expect(ruled('Alfie will be collected by his gran', "Alfie's gran will collect him")).toBe('match');
    expect(ruled('Priya is driving her sister to the airport', 'Priya will drive her sister to the airport')).toBe('match');
  });
});

describe('a ban or a closure lifted', () => {
  it('is no longer in place', () => {
    expect(ruled('Parking ban lifted on Mill Lane', 'Parking ban in place on Mill Lane')).toBe('mismatch');
    expect(ruled("The fishing ban hasn't been lifted yet", 'The fishing ban is still in place')).not.toBe('mismatch');
  });

  it('but lifting a thing is no state (guard)', () => {
    expect(reasons('She lifted the crate onto the trolley', 'She lifted the crate onto the trolley')).toEqual([]);
    expect(reasons('He lifted the boxes into the van', 'He put the boxes in place in the van')).not.toContainEqual(expect.stringMatching(/^negation/));
  });
});

describe('clauses of three words', () => {
  it('trade places across a break as a reorder', () => {
    expect(findSpanExchange('Tomas is goalie this term and Wen is captain', 'Wen is captain this term and Tomas is goalie')?.kind).not.toBe('swap');
    expect(ruled('Tomas is goalie this term and Wen is captain', 'Wen is captain this term and Tomas is goalie')).toBe('match');
    expect(ruled("Ravi's on drums tonight and Nell's singing.", "Nell's singing tonight and Ravi's on drums.")).toBe('match');
  });

  it('still swap roles when only the names trade (guard)', () => {
    expect(ruled('Tomas is goalie and Wen is captain', 'Wen is goalie and Tomas is captain')).toBe('mismatch');
  });

  it('keep any two such clauses a reorder (property)', () => {
    const name = fc.constantFrom('Tomas', 'Wen', 'Ines', 'Bram', 'Lola', 'Yusuf');
    const role = fc.constantFrom('captain', 'goalie', 'treasurer', 'driver', 'scorer', 'umpire');
    const when = fc.constantFrom('this term', 'tonight', 'this season', 'on Sunday');
    fc.assert(
      fc.property(name, role, name, role, when, (p, r, q, s, w) => {
        fc.pre(p !== q && r !== s);
        return findSpanExchange(`${p} is ${r} ${w} and ${q} is ${s}`, `${q} is ${s} ${w} and ${p} is ${r}`)?.kind !== 'swap';
      }),
    );
  });
});

describe('a single capital joined to a word', () => {
  it('begins that word and labels nothing', () => {
    expect(ruled('Goody bags: T-shirts, caps and stickers', 'Goody bags: caps, T-shirts and stickers')).toBe('match');
    expect(reasons('Order X-ray film, gloves and aprons', 'Order gloves, X-ray film and aprons')).not.toContainEqual(expect.stringMatching(/^number/));
  });

  it('is still read where it differs (guard)', () => {
    expect(ruled('Has anyone got a spare A-string?', 'Has anyone got a spare E-string?')).toBe('mismatch');
    expect(ruled('Meet at Gate B', 'Meet at Gate C')).toBe('mismatch');
  });
});

describe('shortenings', () => {
  it('read a cut as the word the other text writes', () => {
    expect(ruled('Collect the medals fr the engraver', 'Collect the medals from the engraver')).toBe('match');
    expect(ruled('Hand in the med form b4 camp', 'Hand in the medical form before camp')).toBe('match');
    expect(ruled('Book the xfer to the port', 'Book the transfer to the port')).toBe('match');
    expect(ruled('XC relays at Oakfield', 'Cross-country relays at Oakfield')).toBe('match');
    expect(ruled('Tri club swim session', 'Triathlon club swim session')).toBe('match');
    expect(ruled('Q about the kit list', 'Question about the kit list')).toBe('match');
    expect(ruled('Order USD for the trip', 'Order US dollars for the trip')).toBe('match');
    expect(ruled('Bus stop, 12 Harbour Pl', 'Bus stop, 12 Harbour Place')).toBe('match');
    expect(ruled('The hall is 10 mins\' walk from the stn', 'The hall is 10 minutes\' walk from the station')).toBe('match');
  });

  it('keep a cut that means its own word, and an amount in dollars (guard)', () => {
    expect(ruled('Yr 9 Fr oral exam', 'Year 9 French oral exam')).toBe('match');
    expect(ruled('Balance due: USD 1,400', 'Balance due: $1,400')).toBe('match');
    expect(ruled('Order a med T-shirt', 'Order a large T-shirt')).toBe('mismatch');
  });
});

describe('quantities', () => {
  it('meet in words, fractions and a race\'s "k"', () => {
    expect(ruled('Buy 1/2 litre of white spirit', 'Buy 500 ml of white spirit')).toBe('match');
    expect(ruled('Drink three litres a day', 'Drink 3,000 ml a day')).toBe('match');
    expect(ruled('Walk the 5k loop', 'Walk the 5 km loop')).toBe('match');
    expect(ruled('Leaving now, at the pier in 10', 'Leaving now, at the pier in ten minutes')).toBe('match');
  });

  it('still differ where the amounts do (guard)', () => {
    expect(ruled('Buy 1/2 litre of white spirit', 'Buy 250 ml of white spirit')).toBe('mismatch');
    expect(ruled('Walk the 10k loop', 'Walk the 5 km loop')).toBe('mismatch');
    expect(ruled('At the pier in 10', 'At the pier in 20 minutes')).toBe('mismatch');
    expect(ruled('Raise £10k for the roof', 'Raise £10,000 for the roof')).toBe('match');
  });
});

describe('courtesy', () => {
  it('takes kindly, kind enough and a greeting with a title and a full stop', () => {
    expect(ruled('Kindly advise: check-out time at the lodge', 'Check-out time at the lodge')).toBe('match');
    expect(ruled('Kindly return the keys by noon', 'Return the keys by noon')).toBe('match');
    expect(ruled("Ask Nadia if she'd be kind enough to lock up", 'Ask Nadia to lock up')).toBe('match');
    expect(ruled('Good afternoon Ms Idowu. Please sign the form.', 'Please sign the form.')).toBe('match');
  });

  it('reads a month\'s short name that opens a message, spoken to, as a name', () => {
    expect(ruled('Jan, can you cover the bar on Friday?', 'Hi Jan, can you cover the bar on Friday?')).toBe('match');
  });

  it('keeps a month that opens a heading (guard)', () => {
    expect(ruled('Jan, Feb and Mar invoices', 'Apr, May and Jun invoices')).toBe('mismatch');
  });
});

describe('people in the plural', () => {
  it('read an irregular plural as a word, and ladies as women', () => {
    expect(ruled("Women's five-a-side league", "Ladies' five-a-side league")).toBe('match');
    expect(ruled('Meet at the taxi rank by the station', 'Meet at the taxi stand by the station')).toBe('match');
  });

  it('keep women and men apart (guard)', () => {
    expect(ruled("Women's five-a-side league", "Men's five-a-side league")).toBe('mismatch');
  });
});

describe('a noun left out', () => {
  it('is the noun the other text writes there, where both texts leave one out', () => {
    expect(ruled('Gloves in the blue tub, hats in the yellow one', 'Hats in the yellow tub, gloves in the blue one')).toBe('match');
    expect(ruled("Sign Ravi's form and Tess's", "Sign Tess's form and Ravi's")).toBe('match');
    expect(ruled("Nia's on the early shift and Joe's on the late one.", "Joe's on the late shift and Nia's on the early one.")).toBe('match');
  });

  it('still trades roles, and a number stays a number (guard)', () => {
    expect(ruled('Take the red bag to Ann and the green one to Bo', 'Take the green bag to Ann and the red one to Bo')).toBe('mismatch');
    expect(ruled("Park Kwame's van in front of ours.", "Park our van in front of Kwame's.")).not.toBe('match');
    expect(ruled('The shed has two rakes and one spade. The loft has a bed.', 'The loft has a bed. The shed has two rakes and one spade.')).toBe('match');
  });
});

describe('a head noun left out', () => {
  it('is said already by a word that is a kind of it', () => {
    expect(ruled("Housewarming party at Nell's", "Housewarming at Nell's")).toBe('match');
    expect(ruled('Water the rose bush', 'Water the rose')).toBe('match');
  });

  it('is still missed where the word before it is no kind of it (guard)', () => {
    expect(ruled('Buy a salmon fillet', 'Buy a salmon')).not.toBe('match');
    expect(ruled('Rosie only drinks water at lunch', 'Rosie only drinks milk at lunch')).not.toBe('match');
  });
});

describe('who does what to whom', () => {
  it('trades the doer and the receiver of a directed verb', () => {
    // Since session 38 the span reader reads the order with "you" as its doer, before the noun reader.
    expect(reasons('Please pay Mr Osei for the tiles', 'Mr Osei will pay you for the tiles')).toEqual(['roles swapped: you will pay mr osei for -> mr osei will pay you for']);
    expect(ruled('Drive Kemi to the airport', 'Have Kemi drive me to the airport')).toBe('mismatch');
    expect(ruled('The music department will lend us their keyboard for the term.', 'We will lend the music department our keyboard for the term.')).toBe('mismatch');
  });

  it('keeps a passive, a request put another way and a thing sent to someone (guard)', () => {
    expect(ruled('Please pay Mr Osei', 'Mr Osei will be paid by you')).not.toBe('mismatch');
    expect(ruled('Can you call me back?', 'Please call me back')).toBe('match');
    expect(ruled('Send the client the report', 'Send the report to the client')).not.toBe('mismatch');
    expect(ruled('Thanks for getting back to me so fast.', 'Thank you for the fast reply.')).not.toBe('mismatch');
  });
});
