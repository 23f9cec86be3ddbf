import { describe, expect, it } from 'vitest';
import { spellOutAgainst } from '../../src/semantic/acronyms.js';
import { ruleText } from '../../src/semantic/judge.js';

// Session 36: rules from the misses of held-out-241..252 and of the studied sets. The examples are
// our own, not pairs of the labelled sets. Every test fails on the session's start code (2f65b5e);
// the second assertion of several pins what must not change (a near miss still rejected).

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;
const anyReason = (a: string, b: string, start: string) => reasons(a, b).some((reason) => reason.startsWith(start));

describe('words that are no names', () => {
  it('reads a plural in -ves as its singular', () => {
    expect(anyReason('Sold out of seeded loaves by ten', 'The seeded bread had all gone by ten', 'name')).toBe(false);
  });

  it('reads a doer named after a verb, in the plural, as a word', () => {
    expect(anyReason('The fitters need to get into the loft on Friday', 'The installers need access to the loft on Friday', 'name')).toBe(false);
  });

  it('reads a temperature scale as no person', () => {
    expect(anyReason('The pool is heated to 28 degrees', 'The pool is heated to 28°C', 'person')).toBe(false);
  });

  it('greets two names together', () => {
    expect(ruled('Hi Ana Sofia, hope all is well! Your kiln shelf has arrived.', 'Your kiln shelf has arrived.')).not.toBe('mismatch');
  });

  it('leaves a cut the other text also writes as it is', () => {
    expect(spellOutAgainst('Hi Dr. Osei, the results are in.', 'Dear Dr. Osei, the results are in.')).toBe('Hi Dr. Osei, the results are in.');
  });
});

describe('figures', () => {
  it('reads "pp" after a price as per person', () => {
    expect(ruled('Pottery taster (£30 pp)', 'Pottery taster (30 pounds per person)')).toBe('match');
  });

  it('reads a figure in words after "number"', () => {
    expect(ruled('Locker number twelve, east changing room', 'Locker number 12, east changing room')).toBe('match');
  });

  it("reads a club's team numbered in the plural as its ordinal", () => {
    expect(anyReason('Umpire needed for the 3s on Saturday', 'Umpire needed for the third team on Saturday', 'number')).toBe(false);
    // A school year in the plural keeps its figure (guard).
    expect(ruled('The Year 10 pupils will coach the Year 8s', 'The Year 8 pupils will coach the Year 10s')).toBe('mismatch');
  });

  it('reads "no." that closes a text as "number"', () => {
    expect(ruled('Email the gallery re: gift card no.', 'Email the gallery regarding the gift card number')).toBe('match');
  });

  it('reads "one" after the word the other text numbers 1 as the figure', () => {
    expect(ruled('Court 1, Harbour Leisure Centre', 'Court one, Harbour Leisure Centre')).toBe('match');
    expect(ruled('Court 1, Harbour Leisure Centre', 'Court two, Harbour Leisure Centre')).toBe('mismatch');
  });

  it('reads decades and numbers in the plural', () => {
    expect(ruled('1960s Soul Night', 'Sixties Soul Night')).toBe('match');
    expect(ruled('1960s Soul Night', 'Seventies Soul Night')).toBe('mismatch');
  });
});

describe('times and dates', () => {
  it('reads "between 10 and 4" as a range of hours', () => {
    expect(ruled('Phone the studio between 10 and 4', 'Phone the studio between 10am and 4pm')).toBe('match');
    expect(ruled('Phone the studio between 10 and 4', 'Phone the studio between 10am and 5pm')).toBe('mismatch');
  });

  it('places "this Thursday" in this week', () => {
    expect(anyReason('No choir practice this Thursday', 'Thursday choir practice is off this week', 'date')).toBe(false);
  });

  it('reads a range of two days joined by "&"', () => {
    expect(ruled('Open studio weekend, 12–13 Apr', 'Open studio weekend, 12th & 13th April')).toBe('match');
  });

  it('reads a frequency with its count in one word', () => {
    expect(ruled('Three-monthly boiler check', 'Quarterly boiler check')).toBe('match');
    expect(ruled('Two-hourly feeds for the lambs', 'Feeds every two hours for the lambs')).toBe('match');
    // A figure without a hyphen labels what stands before it (guard).
    expect(reasons('Annual fee for Flat 4', 'Flat 4 yearly fee').join(' ')).not.toMatch(/every 4 years/);
  });

  it('reads Saturday and Sunday together as the weekend', () => {
    expect(ruled('Gallery open this weekend', 'Gallery open on Saturday and Sunday')).toBe('match');
    expect(ruled('Gallery open this weekend', 'Gallery open this Saturday')).toBe('mismatch');
  });

  it('reads six weekdays in a range as the seventh denied', () => {
    expect(ruled('We do not open on Mondays', 'We open Tuesday to Sunday only')).toBe('match');
    expect(ruled('We do not open on Mondays', 'We open Tuesday to Saturday only')).toBe('mismatch');
  });

  it('reads nothing after a day as everything up to it', () => {
    expect(ruled('Bookings not taken after Thursday', 'Thursday is the last day for bookings')).not.toBe('mismatch');
    expect(ruled('Bookings not taken after Thursday', 'Bookings not taken after Wednesday')).toBe('mismatch');
  });
});

describe('roles, opposites and negations', () => {
  it('lets no role run from one sentence into the next', () => {
    expect(ruled('Bring a towel. Lessons run from 9 until 11. The pool has lockers.', 'The pool has lockers. Lessons run from 9 until 11. Bring a towel.')).toBe('match');
  });

  it('reads the two parties of a let as opposites', () => {
    expect(reasons('The landlord will pay for the new boiler', 'The tenant will pay for the new boiler')).toEqual(['opposite: landlord -> tenant']);
  });

  it('reads pulling out against joining', () => {
    expect(ruled('Our choir is joining the carol concert', 'Our choir is pulling out of the carol concert')).toBe('mismatch');
  });

  it('reads "the till" and "look after" as no order in time', () => {
    expect(anyReason('Can you mind the till while I restock?', 'Could you look after the cash drawer while I restock?', 'opposite')).toBe(false);
  });

  it('reads "another day" as some other day, not a length of its own', () => {
    expect(anyReason("Can we rearrange Friday's fitting?", "Could we move Friday's fitting to another day?", 'time')).toBe(false);
    expect(ruled('Extend the hire by another day', 'Extend the hire by two days')).toBe('mismatch');
  });

  it('reads a side set aside with "instead of" as its opposite', () => {
    expect(anyReason('The market is in the hall instead of outside', 'The market has moved indoors to the hall', 'opposite')).toBe(false);
  });

  it('reads "skip" before a thing as the verb where told or denied', () => {
    expect(ruled("Don't skip the glaze test", 'Do the glaze test')).not.toBe('mismatch');
    expect(ruled("Don't skip the glaze test", 'Skip the glaze test')).toBe('mismatch');
  });

  it('reads "too late" against "time"', () => {
    expect(ruled("It's not too late to book a wheel", "There's still time to book a wheel")).toBe('match');
  });
});

describe('courtesy and wording', () => {
  it('reads thanks for a shared time or for support as courtesy', () => {
    expect(ruled('Thanks for a brilliant workshop! Is the kiln free on Friday?', 'Is the kiln free on Friday?')).toBe('match');
    expect(ruled('Your order ships on Monday. Thank you for your ongoing support.', 'Your order ships on Monday.')).toBe('match');
  });

  it('reads a thing left somewhere as put there, by the irregular past', () => {
    expect(ruled("I've left the glaze samples on your bench", "I've put the glaze samples on your bench")).toBe('match');
  });

  it('reads a pub named as the pub, but not a pub unnamed', () => {
    expect(ruled('Garden behind the Black Bull pub, Upper Denby', 'The garden at the back of the Black Bull in Upper Denby')).toBe('match');
    expect(ruled('The bakery opposite Kings Wharf', 'The pub opposite Kings Wharf')).toBe('mismatch');
  });

  it('reads the lower ground floor as the basement', () => {
    expect(anyReason('Basement studio under the library', "The library's lower-ground-floor studio", 'place')).toBe(false);
  });

  it('reads all of the week, its rest or its end as this week', () => {
    expect(anyReason('Pool closed for relining this week', 'Relining work: pool shut all week', 'date')).toBe(false);
    expect(anyReason('Please hand in the forms by the end of the week', 'Please hand in the forms by the end of this week', 'date')).toBe(false);
    expect(anyReason('Pool closed for relining next week', 'Relining work: pool shut all week', 'date')).toBe(true);
  });

  it('knows sunscreen by its other names', () => {
    expect(ruled('Buy suncream for the trip', 'Buy sunscreen for the trip')).toBe('match');
  });
});
