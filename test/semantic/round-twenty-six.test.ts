import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDurations } from '../../src/semantic/durations.js';
import { ruleText } from '../../src/semantic/judge.js';
import { normalizeText } from '../../src/semantic/normalize-text.js';

// Session 25: fact rules and fixed false rejections from the studied sets' misses (held-out-124..144
// among them). The examples are our own, not pairs of the labelled sets. Tests named "(guard)" pin
// what must not change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('opposites', () => {
  it('oppose agreeing and objecting', () => {
    expect(reasons('The neighbours have agreed to the new fence', 'The neighbours have objected to the new fence')).toEqual(['opposite: agreed -> objected to']);
  });

  it('see a verb against the noun its opposite acts on in the other text', () => {
    expect(reasons('Book the 7pm squash court', 'Cancel the 7pm squash court booking')).toEqual(['opposite: book -> cancel']);
    expect(ruled('Order new brake pads', 'Cancel the brake pad order')).toBe('mismatch');
  });

  it('leave a noun both texts hold as a noun alone (guard)', () => {
    expect(reasons('Confirm the table booking', 'Cancel the table booking')).toEqual(['opposite: confirm -> cancel']);
    expect(ruled('Cancel the table booking', 'Please cancel my table booking')).toBe('match');
  });

  it('leave a text that also does the verb again (guard)', () => {
    expect(ruled('Book the court', 'Cancel the old court and book the new one')).not.toBe('match');
    expect(reasons('Book the court', 'Cancel the old court and book the new one')).not.toContain('opposite: book -> cancel');
  });
});

describe('a denial said with "only"', () => {
  it('is the same limit', () => {
    expect(ruled('Children under 12 are not allowed in the sauna', 'Only children aged 12 and over are allowed in the sauna')).not.toBe('mismatch');
    expect(reasons('No dogs in the tearoom', 'Assistance dogs only in the tearoom')).not.toContainEqual(expect.stringMatching(/^negation differs/));
    expect(reasons('Rehearsal – no amplified instruments', 'Rehearsal – acoustic instruments only')).not.toContainEqual(expect.stringMatching(/^negation differs/));
  });

  it('still differs where "only" is in both texts (guard)', () => {
    expect(ruled('Only members can book the court', 'Only members cannot book the court')).toBe('mismatch');
  });

  it('leaves a negated opposite the same meaning (guard)', () => {
    expect(ruled("Don't water the plants after 6pm", 'Only water the plants before 6pm')).not.toBe('mismatch');
  });
});

describe('clock figures', () => {
  it('meet the other text\'s time: "9.45" and "1400"', () => {
    expect(ruled('Gates open at quarter to ten', 'Gates open 9.45')).toBe('match');
    expect(ruled('Hire the studio from 1400 to 1600', 'Hire the studio from 2pm to 4pm')).toBe('match');
  });

  it('still differ from another time (guard)', () => {
    expect(ruled('Hire the studio from 1400 to 1600', 'Hire the studio from 2pm to 5pm')).toBe('mismatch');
    expect(ruled('Gates open 9.45', 'Gates open at ten')).toBe('mismatch');
  });

  it('is a property: a dotted half hour meets "half past" that hour, and no other hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 11 }), (hour, shift) => {
        const other = ((hour - 1 + shift) % 12) + 1;
        return ruleText(`Doors half past ${hour}`, `Doors ${hour}.30`).ruled === 'match' && ruleText(`Doors half past ${hour}`, `Doors ${other}.30`).ruled === 'mismatch';
      }),
      { numRuns: 40 },
    );
  });
});

describe('places cut as addresses write them', () => {
  it('read a state code after its town without a comma', () => {
    expect(ruled('Suite 4, 90 Pine Ave, Phoenix AZ', 'Suite 4, 90 Pine Avenue, Phoenix, Arizona')).toBe('match');
    expect(ruled('12 Lake Rd, Madison WI', '12 Lake Road, Madison, Wisconsin')).toBe('match');
    expect(ruled('Unit 3, Mill Lane, Hants', 'Unit 3, Mill Lane, Hampshire')).toBe('match');
  });

  it('leave a code that is also a word (guard)', () => {
    expect(normalizeText('Tell Sam OK')).toBe('Tell Sam OK');
    expect(ruled('Meet in Austin TX', 'Meet in Dallas TX')).toBe('mismatch');
  });
});

describe('units and figures', () => {
  it('read a W after a figure before a word as watts, and "m²" as an area', () => {
    expect(ruled('Fit a 60 W bulb in the porch', 'Fit a sixty-watt bulb in the porch')).toBe('match');
    expect(ruled('The studio is 30 m²', 'The studio is 30 square metres')).toBe('match');
  });

  it('still read "W" before a numbered street as west (guard)', () => {
    expect(ruled('Apt 2, 15 W 10th St', 'Apartment 2, 15 West 10th Street')).toBe('match');
  });

  it('read half a year, seconds glued to decimals, and halves joined by hyphens', () => {
    expect(findDurations('back in half a year')[0]?.minutes).toBe(262800);
    expect(ruled('Best lap: 41.20s', 'Best lap: 41.2 seconds')).toBe('match');
    expect(ruled('Post the 3.5 kg box', 'Post the three-and-a-half-kilo box')).toBe('match');
    expect(ruled('A 90-minute class', 'An hour-and-a-half class')).toBe('match');
  });
});

describe('shortenings', () => {
  it('spell out subs, vol, champs, nat\'l and \'til where the other text writes the word', () => {
    expect(ruled('Collect the netball subs', 'Collect the netball subscriptions')).toBe('match');
    expect(ruled('Vol briefing at noon', 'Volunteer briefing at noon')).toBe('match');
    expect(ruled("Nat'l Rowing Champs", 'National Rowing Championships')).toBe('match');
    expect(ruled("Pool's shut 'til 2pm", "Pool's shut until 2pm")).toBe('match');
  });

  it('see a problem as an issue', () => {
    expect(ruled('Problem with the boiler', 'Issue with the boiler')).toBe('match');
  });
});

// The second round of session 25, from held-out-133..144 and the other studied sets.

describe('countries and their people', () => {
  it('key each other', () => {
    expect(ruled('Consulate of Chile, 12 Park Row', 'Chilean Consulate, 12 Park Row')).toBe('match');
    expect(ruled('Norwegian embassy reception', 'Reception at the embassy of Norway')).not.toBe('mismatch');
  });

  it('still tell two countries apart (guard)', () => {
    expect(ruled('Chilean Consulate, 12 Park Row', 'Peruvian Consulate, 12 Park Row')).toBe('mismatch');
    expect(ruled('Book with British Airways', 'Book with United Airlines')).toBe('mismatch');
  });
});

describe('airports by their codes', () => {
  it('meet the airport the other text names, in its words', () => {
    expect(ruled('Arrivals, LGW North Terminal', 'Arrivals, London Gatwick North Terminal')).toBe('match');
    expect(ruled('Flight LHR to DXB', 'Flight Heathrow to Dubai')).toBe('match');
  });

  it('still differ from another airport (guard)', () => {
    expect(ruled('Flight LHR to DXB', 'Flight Gatwick to Dubai')).toBe('mismatch');
  });
});

describe('denials said another way', () => {
  it('keeping a thing away, off or clear is the same ban', () => {
    expect(reasons("Please don't park in front of the gate on Friday", 'Please keep the space in front of the gate clear on Friday')).not.toContainEqual(expect.stringMatching(/^negation differs/));
    expect(reasons('Spectators are not allowed on the court', 'Spectators must stay off the court')).not.toContainEqual(expect.stringMatching(/^negation differs/));
  });

  it('a room free of users is not in use, and an unstaffed place has nobody', () => {
    expect(ruled("Nobody's using the music room this afternoon", 'The music room is free this afternoon')).toBe('match');
    expect(reasons('Nobody is on the front desk after 6', 'The front desk is unstaffed after 6')).not.toContainEqual(expect.stringMatching(/^negation differs/));
  });

  it('set a free room against a taken one', () => {
    expect(ruled('The music room is free this afternoon', 'The music room is taken this afternoon')).toBe('mismatch');
  });

  it('oppose formal and casual', () => {
    expect(ruled("The party isn't formal", 'The party is casual')).toBe('match');
    expect(ruled('Formal dress for the awards night', 'Casual dress for the awards night')).toBe('mismatch');
  });
});

describe('more formats and shortenings', () => {
  it('read "approx." before a noun, dotted dates, whole units and two figures, amps and inches', () => {
    expect(ruled('Approx. journey time to the venue', 'Approximate journey time to the venue')).toBe('match');
    expect(ruled('Licence valid until 14.03.2027', 'Licence valid until 14 March 2027')).toBe('match');
    expect(ruled('The bag costs 24 pounds 99 online', 'The bag costs £24.99 online')).toBe('match');
    expect(ruled('The cooker needs a 45 amp circuit', 'The cooker needs a 45A circuit')).toBe('match');
    expect(ruled('Cut the board to 24 inches', 'Cut the board to 24"')).toBe('match');
  });

  it('leave a flat\'s letter and another date alone (guard)', () => {
    expect(ruled('Flat 12A needs a new fuse', 'Flat 12 needs a new 12 amp fuse')).toBe('mismatch');
    expect(ruled('Licence valid until 14.03.2027', 'Licence valid until 15 March 2027')).toBe('mismatch');
  });

  it('read HOA, "rn" in lower case and a texting "2" before a verb', () => {
    expect(ruled('HOA meeting on Monday', 'Homeowners association meeting on Monday')).toBe('match');
    expect(ruled("Can't chat rn, driving", "Can't chat right now, driving")).toBe('match');
    expect(ruled('Do you want 2 come to the match?', 'Do you want to come to the match?')).toBe('match');
  });
});

describe('courtesy and paraphrases', () => {
  it('set aside apologies and fuss around a request', () => {
    expect(ruled('Sorry to be a pain, but could you resend the invoice?', 'Could you resend the invoice?')).toBe('match');
    expect(ruled('Excuse me, could you possibly move your bag?', 'Move your bag.')).toBe('match');
  });

  it('know everyday nouns said two ways', () => {
    expect(ruled('Pay the gym membership', 'Pay the gym subscription')).toBe('match');
    expect(ruled('Staff outing to the coast', 'Staff trip to the coast')).toBe('match');
  });

  it('see a swap of roles before "this week"', () => {
    expect(ruled('Our coaches are training the visiting coaches from Porto this week', 'The visiting coaches from Porto are training our coaches this week')).toBe('mismatch');
  });
});
