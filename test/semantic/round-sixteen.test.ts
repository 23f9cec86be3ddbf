import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { droppedRelation } from '../../src/semantic/lists.js';
import { normalizeText } from '../../src/semantic/normalize-text.js';

// Session 15's rules: sides of a thing, nouns heading a compound, a dropped "and after", pounds and
// pence in words, a year written short, a month-first list of days, metres against kilometres,
// "24hr", initialisms in the plural, "pre-" and "post-" before an event, a signer of several
// words, and greetings and closings ("Morning Aisha,", "happy to help x", "happy holidays!").
// The examples are our own, not pairs of the labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('places and things that vectors put close', () => {
  it('tells two sides of a thing apart', () => {
    expect(ruled('Meet at the front entrance of the library', 'Meet at the side entrance of the library')).toBe('mismatch');
    expect(ruled('Leave the parcel by the back door', 'Leave the parcel by the front door')).toBe('mismatch');
    expect(ruled('Park on the top deck', 'Park on the bottom deck')).toBe('mismatch');
  });

  it('keeps two words for one side', () => {
    expect(ruled('Deliveries to the rear entrance', 'Deliveries to the back entrance')).not.toBe('mismatch');
  });

  it('weighs a compound\'s head noun as a noun alone', () => {
    expect(reasons('School visit to the library', 'School visit to the art gallery')).toMatch(/object changed: library -> art gallery/);
  });
});

describe('a dropped word of time or place', () => {
  it('finds "and after" dropped, or added', () => {
    expect(droppedRelation('Wipe the benches before and after the class', 'Wipe the benches before the class')).toBe('after');
    expect(droppedRelation('Check the pool deck upstairs and downstairs', 'Check the pool deck downstairs')).toBe('upstairs');
    expect(reasons('Warm up before and after the match', 'Warm up before the match')).toMatch(/dropped: after/);
    expect(reasons('Shuttle to the station', 'Shuttle to and from the station')).toMatch(/added to a list: from/);
  });

  it('leaves both kept, both gone, and "on or before"', () => {
    expect(droppedRelation('Wipe the benches before and after the class', 'Wipe the benches after and before the class')).toBeUndefined();
    expect(droppedRelation('Wipe the benches before and after the class', 'Wipe the benches around the class')).toBeUndefined();
    expect(droppedRelation('Pay on or before 5 May', 'Pay before 5 May')).toBeUndefined();
  });

  it('never reports a word the other text keeps (property)', () => {
    const word = fc.constantFrom('before', 'after', 'inside', 'outside', 'upstairs', 'downstairs', 'to', 'from', 'in', 'out');
    fc.assert(fc.property(word, word, fc.constantFrom('and', 'or'), (x, y, joiner) => {
      const text = `Sweep ${x} ${joiner} ${y} the hall`;
      const dropped = droppedRelation(text, `Sweep ${x} the hall`);
      return dropped === undefined || (dropped === y && x !== y);
    }));
  });
});

describe('amounts, years, days and lengths', () => {
  it('reads pounds and pence in words before what they pay for', () => {
    expect(ruled('Lunch is eight pounds twenty per pupil', 'Lunch is £8.20 per pupil')).toBe('match');
    expect(ruled('Lunch is eight pounds twenty per pupil', 'Lunch is £8.30 per pupil')).toBe('mismatch');
  });

  it('writes a year written short after the one before it in full', () => {
    expect(normalizeText('Budget for 2025/26')).toBe('Budget for 2025-2026');
    expect(normalizeText('Budget for 1999/00')).toBe('Budget for 1999-2000');
    expect(normalizeText('Seasons 2025/27')).toBe('Seasons 2025/27');
    expect(ruled('Timetable for 2025/26', 'Timetable for 2025–2026')).toBe('match');
    expect(ruled('Timetable for 2025/26', 'Timetable for 2026–2027')).toBe('mismatch');
  });

  it('gives the month of a month-first date to the days listed after it', () => {
    expect(ruled('Open days on 4 and 11 March', 'Open days on March 4th and 11th')).toBe('match');
    expect(ruled('Open days on 4 and 11 March', 'Open days on March 4th and 12th')).toBe('mismatch');
    expect(ruled('Open days on 4 and 11 March', 'Open days on March 4th and 11th April')).toBe('mismatch');
  });

  it('meets metres and kilometres written either way', () => {
    expect(ruled('The car park is 500 m past the lodge', 'The car park is half a kilometre past the lodge')).toBe('match');
    expect(ruled('The car park is 500m past the lodge', 'The car park is 0.5km past the lodge')).toBe('match');
    expect(ruled('The car park is 400 m past the lodge', 'The car park is half a kilometre past the lodge')).toBe('mismatch');
  });

  it('spells out hours and minutes glued to their number', () => {
    expect(normalizeText('Open 24hr, back in 10mins')).toBe('Open 24 hour, back in 10 minutes');
    expect(ruled('New 24-hour helpline', 'New 24hr helpline')).toBe('match');
    expect(ruled('New 24-hour helpline', 'New 12hr helpline')).toBe('mismatch');
  });
});

describe('spellings', () => {
  it('reads an initialism in the plural as the initialism', () => {
    expect(reasons('Charge the UPS units overnight', 'Charge the UPSs overnight')).not.toMatch(/name changed/);
    expect(ruled('Pack the HDMI cables for the talk', 'Pack the VGAs for the talk')).toBe('mismatch');
  });

  it('reads "pre-" and "post-" before an event or a name as "before" and "after"', () => {
    expect(normalizeText('Drinks post-match, then a pre-Christmas quiz')).toBe('Drinks after match, then a before Christmas quiz');
    expect(normalizeText('Pre-order the books')).toBe('Preorder the books');
    expect(ruled('Team photo before the match', 'Pre-match team photo')).not.toBe('mismatch');
    expect(ruled('Team photo before the match', 'Post-match team photo')).toBe('mismatch');
  });

  it('spells out texting forms', () => {
    expect(ruled('Closed until 3, sorry', 'closed til 3, sry')).toBe('match');
    expect(ruled('Bring identification to the desk', 'Bring ID to the desk')).toBe('match');
    expect(ruled('Technical check at noon', 'Tech check at noon')).toBe('match');
  });
});

describe('greetings and closings', () => {
  it('reads a one-word greeting before a name as the greeting', () => {
    expect(normalizeText('Morning Priya, the keys are at reception.')).toBe('Good morning Priya, the keys are at reception.');
    expect(ruled('Morning Priya, the keys are at reception.', 'Priya, the keys are at reception.')).toBe('match');
    expect(ruled('Morning shift starts at 6', 'Evening shift starts at 6')).toBe('mismatch');
  });

  it('leaves out offers of help, kisses and season\'s wishes that close a message', () => {
    expect(ruled('let me know if you need the van, happy to help x', 'let me know if you need the van')).toBe('match');
    expect(ruled('The office is shut on 1 January. Happy new year!', 'The office is shut on 1 January.')).toBe('match');
    expect(ruled('Hi all, just to let you know, the gym reopens on Monday.', 'The gym reopens on Monday.')).toBe('match');
  });
});

describe('a signer of several words', () => {
  it('counts only when both texts sign off', () => {
    expect(ruled('The hall is booked for Friday. Kind regards, the Eastfield Rotary team', 'The hall is booked for Friday.')).toBe('match');
    expect(reasons('The hall is booked for Friday. Kind regards, the Eastfield Rotary team', 'The hall is booked for Friday. Kind regards, the Westfield Rotary team')).toMatch(/name changed: Eastfield -> Westfield/);
  });
});

describe('words that carry no content of their own', () => {
  it('leaves "whether", "since" and the pronouns in "-self" out of the alignment', () => {
    expect(reasons('Find out whether the hall has a piano', 'Check if the hall has a piano')).not.toMatch(/whether/);
    expect(reasons('Order a new badge since the clip is broken', 'The clip is broken, so order a new badge')).not.toMatch(/since/);
    expect(reasons('Weigh yourself on Monday', 'Step on the scales on Monday')).not.toMatch(/yourself/);
  });
});

describe('parts of a day said otherwise', () => {
  it('reads "first thing" on a day as its morning, and "during the night" as overnight', () => {
    expect(normalizeText('Ring the depot first thing Monday')).toBe('Ring the depot first thing in the morning Monday');
    expect(normalizeText('The first thing to do is call')).toBe('The first thing to do is call');
    expect(ruled('Ring the depot first thing Monday', 'Ring the depot on Monday morning')).not.toBe('mismatch');
    expect(ruled('Ring the depot first thing Monday', 'Ring the depot on Monday evening')).toBe('mismatch');
    expect(normalizeText('The pipes froze during the night')).toBe('The pipes froze overnight');
  });
});
