import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { resolveByLearnedLayer } from '../../src/semantic/learned-verdict.js';

// Session 45. The examples are our own, not pairs of the labelled sets or the probes. Each test of a
// new reading fails on the session's start code (9b2929f); the tests that say "keeps" or "still" pin
// what must not change beside it.

const ruledOf = (a: string, b: string) => ruleText(a, b).ruled;
const reasonsOf = (a: string, b: string) => ruleText(a, b).reasons;
const learnedOf = (a: string, b: string) => resolveByLearnedLayer(a, b, ruleText(a, b)).outcome;

describe('a given name after a comma that is also a word', () => {
  it('is a name before a surname, as in the middle of a sentence', () => {
    expect(reasonsOf('Our warden, Hope Delacroix, will meet you at the gate', 'Our warden, Jack Delacroix, will meet you at the gate')).toEqual(['person changed: Hope -> Jack']);
  });

  it('keeps a word WordNet knows as no person ("River Dee") out of the names', () => {
    expect(reasonsOf('Safety briefing, River Dee', 'Safety briefing on the Dee')).toEqual(['dropped: river']);
  });
});

describe('a ban that reaches even what the other text allows', () => {
  it('is no limit said with "only"', () => {
    expect(reasonsOf('Dogs are allowed in the garden only', 'Dogs are not allowed, even in the garden')).toEqual(['negation differs: not negated -> not']);
  });

  it('still lets a limit said both ways pass', () => {
    expect(ruledOf('Children under 12 are not admitted', 'Only children aged 12 and over are admitted')).not.toBe('mismatch');
  });
});

describe('half a day', () => {
  it('is a length of its own', () => {
    expect(reasonsOf('Bike hire is £15 per half day', 'Bike hire is £15 per day')).toEqual(['time missing: half day']);
  });

  it('keeps its spellings the same', () => {
    expect(ruledOf('Book a half-day course', 'Book a half day course')).toBe('match');
  });
});

describe('a route whose end becomes its start through an owner', () => {
  it('is a role swap', () => {
    expect(ruledOf('Hand the allotment over from Mr Osei to his daughter', "Hand the allotment over from Mr Osei's daughter to him")).toBe('mismatch');
  });
});

describe('two things set against each other', () => {
  const [a, b] = [
    'Hi Priya, the plumber is coming on the 14th, not the 15th as I told you. Please leave the side gate open.',
    'Hi Priya, the plumber will now come on the 15th, not the 14th as I told you. Please leave the side gate open.',
  ];

  it('the other way round are a role swap, in long texts too', () => {
    expect(reasonsOf(a, b)).toEqual(['roles swapped: the 14th, not the 15th -> the 15th, not the 14th']);
    expect(learnedOf(a, b)).toBe('mismatch');
  });

  it('keeps the same contrast said with other words', () => {
    expect(ruledOf('Use the blue folder, not the red one', 'Use the blue folder rather than the red one')).toBe('match');
  });
});

describe('a name replaced by one the other text names elsewhere', () => {
  it('has changed, where the words on both sides are the same', () => {
    expect(reasonsOf('Jonas will open the hall on Sunday, and anyone who needs a key should ask Petra first.', 'Jonas will open the hall on Sunday, and anyone who needs a key should ask Jonas first.')).toEqual(['name changed: Petra -> Jonas']);
  });

  it('is a role swap where both texts name both, which the learned layer does not overrule', () => {
    const a = 'Tariq covers the morning and Dana the evening. Leave the till report with Tariq tonight.';
    const b = 'Tariq is on mornings and Dana on evenings, so please leave the till report with Dana tonight.';
    expect(reasonsOf(a, b)).toEqual(['roles swapped: report with Tariq tonight -> report with Dana tonight']);
    expect(learnedOf(a, b)).toBe('mismatch');
    expect(learnedOf(a, b.replace('with Dana', 'with Tariq'))).toBe('match');
  });

  it('still lets names listed in another order pass', () => {
    expect(ruledOf('Ali and Ben will come at six', 'Ben and Ali will come at six')).toBe('match');
  });
});

describe('an order against the same deed done to you', () => {
  it('is a role swap, though the order says "your"', () => {
    expect(ruledOf('The clinic will call you when your results are in', 'Please call the clinic when your results are in')).toBe('mismatch');
  });
});

describe('a passive with an object or a particle before "by"', () => {
  it('names the doer after "by"', () => {
    expect(ruledOf('Nadia was sent the invoice by Kofi', 'Nadia sent Kofi the invoice')).toBe('mismatch');
    expect(ruledOf('The courier was let in by Sven', 'The courier let Sven in')).toBe('mismatch');
  });

  it('still lets the same deed said actively pass', () => {
    expect(ruledOf('Nadia was sent the invoice by Kofi', 'Kofi sent Nadia the invoice')).not.toBe('mismatch');
  });
});

describe('extending and cutting back', () => {
  it('are opposites', () => {
    expect(reasonsOf('The 7 bus has been extended to the hospital', 'The 7 bus has been cut back from the hospital')).toEqual(['opposite: extended -> cut back']);
  });
});

describe('the day after or before a holiday', () => {
  it('is the next or the last date', () => {
    expect(reasonsOf('The offices reopen the day after Boxing Day', 'The offices reopen on Boxing Day')).toEqual(['date changed: 27 December -> 26 December']);
  });

  it('is that date said another way', () => {
    expect(ruledOf('The depot is shut the day before Christmas', 'The depot is shut on Christmas Eve')).toBe('match');
    expect(ruledOf('Deliveries resume the day after New Year’s Eve', 'Deliveries resume on New Year’s Day')).toBe('match');
  });
});
