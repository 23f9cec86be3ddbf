import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NORMALISING_STEPS, normalizeText } from '../../src/semantic/normalize-text.js';

// Session 15: each rewrite of the normaliser runs only when the text holds one of its cues. A cue
// list that misses a way the pattern can match would change what the judge reads.
const TOKENS = [
  'half', 'a', 'an', 'mile', 'litre', '5', '12', '84', '1200', 'USD', 'US$', 'US', 'EUR', 'GBP', 'dollars', 'euro', 'pounds', 'sterling', 'and', '50', 'cents', 'pence',
  '180°C', '°', 'C', 'F', 'degrees', 'centigrade', 'm', '3m', 'by', 'x', '×', 'wide', 'long', 'away', 'percent', 'per', 'cent', 'pct', 'Morning', 'evening', '!', ',',
  '27,90', '€', '€5,50', 'tomorrow', 'Friday', 'am', 'PM', 'No.', 'no', 'No', 'order', 'of', '#12', 'Boston', 'MA', 'N', 'E', 'entrance', 'Street', 'Ave', 'Way', '2x',
  'batteries', '3kg', '5L', "'05", "'90s", 'dont', 'Cant', 'cannot', "won't", "can't", "shan't", "isn't", 'do', 'not', 'forget', 'never', 'Re-order', 'co-worker',
  'second-hand', 'Second', 'hand', 'within', 'the', 'hour', 'First-time', 'postop', 'Pre-op', 'Doctor', 'DOCTOR', 'Patel', 'Professor', 'is', 'are', 'yet', 'to',
  'over', 'above', 'under', 'below', 'more', 'than', 'or', 'less', 'heavier', '20kg', 'force', '6', 'Tom', 'the',
  // Session 16's rewrites.
  'Sat', 'this', 'a.m.', 'p.m.', 'pm', 'Mister', 'MISTER', 'avoid', 'Avoids', 'parking', 'size', 'M', 'XL', 'on', 'dot', 'Sunday', 'evenings', 'Mondays', 'nights', 'reply', 'S',
];
const SEPARATORS = [' ', '  ', ', ', '. ', '', '-'];

describe('the cues of the normaliser', () => {
  it('skip a rewrite only where its pattern would change nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS)), { maxLength: 10 }), (parts) => {
        const text = parts.map(([token, separator]) => token + separator).join('');
        const lower = text.toLowerCase();
        for (const [index, step] of NORMALISING_STEPS.entries()) {
          if (step.cues === undefined || step.cues.some((cue) => lower.includes(cue))) continue;
          expect(step.rewrite(text), `step ${index} on ${JSON.stringify(text)}`).toBe(text);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('still write each spelling in one form', () => {
    expect(normalizeText('half a mile')).toBe('0.5 miles');
    expect(normalizeText('Pay 1200 USD')).toBe('Pay $1200');
    expect(normalizeText('Bake at 180°C')).toBe('Bake at 180 degrees Celsius');
    expect(normalizeText('Dont forget the 5 percent')).toBe('remember the 5%');
    expect(normalizeText('Doctor Patel is yet to reply')).toBe('Dr Patel is not yet to reply');
    // "order no. 12" is "order number 12", and that is "order 12" as "Lot number 7" is "Lot 7" (session 32).
    expect(normalizeText('No rush, order no. 12')).toBe('No rush, order 12');
  });
});
