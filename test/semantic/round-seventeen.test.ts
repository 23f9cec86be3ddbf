import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFacts } from '../../src/semantic/guard.js';
import { ruleText } from '../../src/semantic/judge.js';
import { normalizeText } from '../../src/semantic/normalize-text.js';

// Session 16's rules: a negating prefix before a hyphenated word, a text written wholly in lower
// case, a letter that labels, "am" and "pm" as parts of a day, a bare figure for a clock hour,
// "avoid doing", clothing sizes, degrees, cut words in the other text's word's place, a letter to
// reply with, words of general English for one thing, and closings ("I hope this email finds you
// well", "Ta", "Please note that"). The examples are our own, not pairs of the labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('negation by a prefix', () => {
  it('reads "non-" before a hyphenated word as its negation', () => {
    expect(reasons('Book a step-free room', 'Book a non-step-free room')).toMatch(/negation differs/);
    expect(ruled('Gluten-free options at the stall', 'Non-gluten-free options at the stall')).toBe('mismatch');
  });

  it('weighs a prefixed word against the negation of the other text when its base is said of another thing', () => {
    const [a, b] = [
      "Dear Mr Lindqvist, sadly we can't run evening pottery classes at the studio this month. Weekend slots are still available.",
      'Dear Mr Lindqvist, sadly evening pottery classes at the studio are unavailable this month. Weekend slots are still available.',
    ];
    expect(reasons(a, b)).not.toMatch(/negation differs/);
    expect(ruled(a, b.replace('are unavailable', 'are available'))).toBe('mismatch');
  });
});

describe('a text written wholly in lower case', () => {
  it('states the names, codes and months the other text capitalises', () => {
    expect(ruled('Staff briefing, Hall B', 'staff briefing, hall b')).toBe('match');
    expect(ruled('quarterly fire drill – june', 'Quarterly Fire Drill – June')).toBe('match');
    expect(ruled('Meet in Lab C', 'meet in lab c')).toBe('match');
  });

  it('still finds a changed letter or month', () => {
    expect(ruled('Staff briefing, Hall B', 'staff briefing, hall d')).toBe('mismatch');
    expect(ruled('Quarterly Fire Drill – June', 'quarterly fire drill – july')).toBe('mismatch');
  });

  it('keeps the letter after a word it labels, where texting would read "b" as "be"', () => {
    expect(normalizeText('see you in block b')).toBe('see you in block b');
    expect(normalizeText('will b there soon')).toBe('will be there soon');
  });

  it('needs the whole text in lower case (property)', () => {
    // A text with any capital marks names by them: a capitalised code it writes in lower case elsewhere is not read.
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom('Hall', 'Lab', 'Block'), (letter, word) => {
        const lower = `${word.toLowerCase()} ${letter.toLowerCase()}`;
        expect(checkFacts(`Meet in ${word} ${letter}`, `meet in ${lower}`).pass).toBe(true);
        const other = letter === 'D' ? 'A' : 'D';
        expect(checkFacts(`Meet in ${word} ${letter}`, `meet in ${word.toLowerCase()} ${other.toLowerCase()}`).pass).toBe(false);
      }),
    );
  });
});

describe('times said otherwise', () => {
  it('reads "am" and "pm" after a day or "this" as its morning and afternoon', () => {
    expect(normalizeText('Call the surveyor this pm')).toBe('Call the surveyor this afternoon');
    expect(normalizeText('Open Sat a.m. only')).toBe('Open Sat morning only');
    expect(ruled('Deliveries on Tuesday morning', 'Deliveries Tue a.m.')).toBe('match');
    expect(ruled('Deliveries on Tuesday morning', 'Deliveries Tue p.m.')).toBe('mismatch');
  });

  it('meets a clock hour with the same bare figure', () => {
    expect(ruled('The viewing moved to 4, same flat', 'The viewing is now at 4, same flat')).not.toBe('mismatch');
    expect(ruled('Practice runs from half past five to seven', 'Practice runs from 5:30 to 7:00')).toBe('match');
    expect(ruled('The viewing moved to 4, same flat', 'The viewing is now at 5, same flat')).toBe('mismatch');
  });

  it('reads "on the dot" as "sharp", and a part of a weekday in the plural as that part', () => {
    expect(ruled('Doors open at 7 sharp on Friday', "Doors open at 7 o'clock on the dot, Friday")).toBe('match');
    expect(normalizeText('Bins go out on Thursday nights')).toBe('Bins go out on Thursday night');
    expect(ruled('Add a Tuesday morning session', 'Add a session on Tuesday mornings')).not.toBe('mismatch');
    expect(ruled('Add a Tuesday morning session', 'Add a session on Tuesday evenings')).toBe('mismatch');
  });

  it('does not take a figure that labels for an hour', () => {
    expect(ruled('Wait in Room 4', 'Wait at 4')).toBe('mismatch');
  });
});

describe('saying "not" otherwise', () => {
  it('reads avoiding a doing as not doing it', () => {
    expect(normalizeText('Please avoid parking on the verge')).toBe('Please not parking on the verge');
    expect(ruled("Don't park on the verge", 'Avoid parking on the verge')).toBe('match');
    expect(ruled('Park on the verge', 'Avoid parking on the verge')).toBe('mismatch');
  });

  it('leaves "avoid" before a thing alone', () => {
    expect(normalizeText('Avoid the ring road')).toBe('Avoid the ring road');
  });
});

describe('shortenings', () => {
  it('spells out clothing sizes, degrees and levels of study', () => {
    expect(ruled('Two fleeces, size large', 'Two fleeces, size L')).toBe('match');
    expect(ruled('Two fleeces, size large', 'Two fleeces, size S')).toBe('mismatch');
    expect(ruled('Viva for the MPhil candidate', 'Viva for the Master of Philosophy candidate')).toBe('match');
    expect(ruled('BSc Chemistry open day', 'Bachelor of Science in Chemistry open day')).not.toBe('mismatch');
  });

  it('keeps a letter to reply with, which is no compass point', () => {
    expect(normalizeText('Text Y to accept or N to decline')).toBe('Text Y to accept or N to decline');
    expect(normalizeText('Meet at the N entrance')).toBe('Meet at the North entrance');
    expect(ruled('Reply Y to keep the slot or N to free it', 'To keep the slot reply Y; to free it reply N')).not.toBe('mismatch');
  });

  it('reads "Mister" before a name as "Mr"', () => {
    expect(ruled('Parcel for Mister Okafor', 'Parcel for Mr Okafor')).toBe('match');
    expect(ruled('Parcel for Mister Okafor', 'Parcel for Mrs Okafor')).toBe('mismatch');
  });

  it('spells out a cut word that WordNet knows only in the place of the other text\'s word', () => {
    expect(ruled('Unit 9, Hollins Business Est, Leeds', 'Unit 9, Hollins Business Estate, Leeds')).toBe('match');
    expect(ruled('Brook Med Centre, Ash Road', 'Brook Medical Centre, Ash Road')).toBe('match');
  });
});

describe('words of general English for one thing', () => {
  it('aligns "outside" with "in front of", "hire" with "rental", "venue" with "location" and the like', () => {
    expect(ruled('Wait outside the sports hall', 'Wait in front of the sports hall')).toBe('match');
    expect(ruled('Bike hire from 9', 'Bike rental from 9')).toBe('match');
    expect(ruled('New venue for the book club', 'New location for the book club')).toBe('match');
    expect(ruled('Induction for new volunteers', 'Orientation for new volunteers')).toBe('match');
    expect(ruled('Take Noor to the dentist', 'Take Noor to the dental practice')).toBe('match');
  });

  it('still tells their opposites and other things apart', () => {
    expect(ruled('Wait outside the sports hall', 'Wait inside the sports hall')).toBe('mismatch');
    expect(reasons('Stretch on the lawn behind the pavilion', 'Stretch on the lawn in front of the pavilion')).toMatch(/place changed: behind the pavilion -> in front of the pavilion/);
    expect(ruled('Stretch on the lawn behind the pavilion', 'Stretch on the lawn at the back of the pavilion')).toBe('match');
    expect(ruled('Bike hire from 9', 'Bike repair from 9')).not.toBe('match');
  });
});

describe('courtesy', () => {
  it('leaves out wishes, thanks for custom and closings that ask nothing', () => {
    expect(ruled('Dear Mr Hale, I hope this email finds you well. Your order has shipped. Thank you for your business. Kind regards, Jo', 'Mr Hale, your order has shipped. Jo')).toBe('match');
    expect(ruled('Could you drop the spare key round to Priya? Ta', 'Drop the spare key round to Priya')).toBe('match');
    expect(ruled('Just so you know, the car park is shut today', 'The car park is shut today')).toBe('match');
    expect(ruled('Friendly nudge: timesheets are due on Friday', 'Timesheets are due on Friday')).toBe('match');
    expect(ruled('Please note that the gym shuts at 8 tonight', 'The gym shuts at 8 tonight')).toBe('match');
  });

  it('keeps a "TA" that is someone', () => {
    expect(normalizeText('TA, please mark the quizzes')).toContain('TA');
  });
});
