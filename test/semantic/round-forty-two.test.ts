import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { extractFacts } from '../../src/semantic/facts.js';

// Session 41. The examples are our own, not pairs of the labelled sets. Each test of a new reading
// fails on the session's start code (50d7f3b); the tests that say "keeps" or "still" pin what must
// not change beside it.

const ruledOf = (a: string, b: string) => ruleText(a, b).ruled;
const reasonsOf = (a: string, b: string) => ruleText(a, b).reasons;

describe('the year of a date in figures', () => {
  it('reads a changed year as a changed fact', () => {
    expect(reasonsOf('Renew the boat licence by 14/03/2026', 'Renew the boat licence by 14/03/2025')).toEqual(['number changed: 2026 -> 2025']);
    expect(reasonsOf('Warranty ends 2027-01-31', 'Warranty ends 2028-01-31')).toEqual(['number changed: 2027 -> 2028']);
  });

  it('states the year, so a text without it leaves a fact out', () => {
    expect(ruledOf('Renew the boat licence by 14/03/2026', 'Renew the boat licence by 14/03')).toBe('mismatch');
  });

  it('still says what the same date says in words or with two figures of the year', () => {
    expect(ruledOf('Renew the boat licence by 14/03/2026', 'Renew the boat licence by 14 March 2026')).toBe('match');
    expect(ruledOf('Renew the boat licence by 14/03/2026', 'Renew the boat licence by 14/03/26')).toBe('match');
    expect(ruledOf('Warranty ends 2027-01-31', 'Warranty ends 31/01/2027')).toBe('match');
  });

  it('keeps the year a number fact beside the date', () => {
    const facts = extractFacts('Due 14/03/2026').facts.map((fact) => [fact.kind, fact.text]);
    expect(facts).toContainEqual(['date', '14/03/2026']);
    expect(facts).toContainEqual(['number', '2026']);
  });
});

describe('two direction words reversed together', () => {
  it('reads "out into" against "in from" as opposite ways', () => {
    expect(reasonsOf('Let the hens out into the orchard', 'Bring the hens in from the orchard')).toEqual(['opposite: let ... out into -> bring ... in from']);
  });

  it('still reads one direction word against its reverse', () => {
    expect(reasonsOf('Coach to Leeds', 'Coach from Leeds')).toEqual(['opposite: to -> from']);
  });

  it('reads in with against separate from as opposite ways to keep a thing', () => {
    expect(reasonsOf('Please keep the new goat in with the rest of the herd.', 'Please keep the new goat separate from the rest of the herd.')).toEqual(['opposite: in with -> separate from']);
    expect(ruledOf('Keep the petty cash separate from the float', "Don't put the petty cash in with the float")).not.toBe('mismatch');
  });

  it('reads near against well away from as opposite places', () => {
    expect(reasonsOf('Put the speakers near the stage', 'Put the speakers well away from the stage')).toEqual(['opposite: near -> well away from']);
  });
});

describe('two phrases alike but for one word', () => {
  it('reads the one word traded as a swap, not the phrases moved', () => {
    const reasons = reasonsOf('Noise complaint from Flat 2 about music from Flat 9', 'Noise complaint from Flat 9 about music from Flat 2');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^roles swapped: /);
  });

  it('still lets two phrases of place and time move', () => {
    expect(ruledOf('Dinner at 8 at the Crown', 'Dinner at the Crown at 8')).not.toBe('mismatch');
  });
});

describe('parties that trade their number with their places', () => {
  it('reads a singular and a plural traded as a swap', () => {
    const reasons = reasonsOf('Steward briefing, run by the coaches', 'Coach briefing, run by the stewards');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^roles swapped: /);
  });

  it('keeps one plural said as a phrase another way', () => {
    expect(ruledOf('Bulb planting volunteer day', 'Volunteer day planting bulbs')).not.toBe('mismatch');
  });
});

describe('a clock time after "the"', () => {
  it('reads "the 9:10" as a thing that can trade places', () => {
    const reasons = reasonsOf('The 9:10 waits for the 41 at Ash Grove', 'The 41 waits for the 9:10 at Ash Grove');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^roles swapped: /);
  });

  it('still lets a bare time move', () => {
    expect(ruledOf('Meet at 9 at the gate', 'Meet at the gate at 9')).not.toBe('mismatch');
  });

  it('keeps two services that meet each other alike either way round', () => {
    expect(ruledOf('The 7:40 connects with the 212 at Hollins Cross', 'The 212 connects with the 7:40 at Hollins Cross')).not.toBe('mismatch');
  });
});

describe('a label and its value', () => {
  it('does not spell a name after "attn:" out as a longer word the other text has', () => {
    expect(ruledOf('Delivery note, attn: Pilar', 'Delivery note, attn: Pia')).not.toBe('match');
  });

  it('still spells out a cut word beside the same neighbour', () => {
    expect(ruledOf('N Industrial Est', 'North Industrial Estate')).toBe('match');
  });
});

describe('a negation after an opposite adjective', () => {
  it('reads the denial of what follows, not of the adjective', () => {
    expect(reasonsOf("I'm glad to say we can take the booking", "I'm sorry to say we can't take the booking")).toEqual(['negation differs: not negated -> not']);
  });

  it('still reads a denied opposite as the same thing', () => {
    expect(ruledOf("The shop isn't open today", 'The shop is closed today')).toBe('match');
    expect(ruledOf("Don't forget the keys", 'Remember the keys')).toBe('match');
  });
});

describe('the night before last', () => {
  it('is not last night', () => {
    expect(reasonsOf('Fox seen in the yard the night before last', 'Fox seen in the yard last night')).toEqual(['date missing: before last']);
  });
});
