import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { resolveByLearnedLayer } from '../../src/semantic/learned-verdict.js';

// Session 44. The examples are our own, not pairs of the labelled sets. Each test of a new reading
// fails on the session's start code (5ed925d); the tests that say "keeps" or "still" pin what must
// not change beside it.

const ruledOf = (a: string, b: string) => ruleText(a, b).ruled;
const reasonsOf = (a: string, b: string) => ruleText(a, b).reasons;
const learnedOf = (a: string, b: string) => resolveByLearnedLayer(a, b, ruleText(a, b)).outcome;

describe('a hyphenated given name', () => {
  it('is read whole, so another second half is another person', () => {
    expect(reasonsOf('Ask Ji-woo to open up', 'Ask Ji-hoon to open up')).toEqual(['person changed: woo -> hoon']);
  });

  it('is greeted or signed whole', () => {
    expect(ruledOf('Thanks for the update. Best, Min-seo', 'Thanks for the update.')).not.toBe('mismatch');
  });

  it('keeps a name before a word that makes it a modifier', () => {
    expect(ruledOf('Find Tomas a guide who speaks Spanish', 'Look for a Spanish-speaking guide for Tomas')).not.toBe('mismatch');
  });

  it('keeps an everyday word before the hyphen', () => {
    expect(ruledOf('Check-in opens at noon', 'Check-in starts at noon')).not.toBe('mismatch');
  });
});

describe('collecting and handing out', () => {
  it('are opposites', () => {
    expect(reasonsOf('Collect the permission slips from the parents', 'Hand out the permission slips to the parents')).toEqual(['opposite: collect -> hand out']);
  });
});

describe('a yes answer against a no', () => {
  it('is a mismatch the learned layer does not overrule', () => {
    expect(learnedOf("No, the lift isn't working", 'Yes, the lift is working fine')).toBe('mismatch');
  });

  it('still lets "no" that answers nothing pass', () => {
    expect(learnedOf('No problem, I will send it today', "I'll send it today, no problem")).toBe('match');
  });
});

describe('a compass point changed on the same thing', () => {
  const [a, b] = [
    'Hello Dana, the tool library has moved to the community hall on Mill Street for the summer. Volunteers should sign in at the desk by the south door when they arrive.',
    'Hello Dana, the tool library is now in the community hall on Mill Street for the summer. Volunteers should sign in at the desk by the north door on arrival.',
  ];

  it('is a mismatch the learned layer does not overrule, however long the texts', () => {
    expect(learnedOf(a, b)).toBe('mismatch');
  });

  it('still lets the same point pass', () => {
    expect(learnedOf(a, b.replace('north', 'south'))).toBe('match');
  });
});

describe('a party before the thing handed', () => {
  it('receives it, ending before a quantifier', () => {
    expect(reasonsOf('Could you send the Harbour Street shop some receipt rolls?', 'Could the Harbour Street shop send us some receipt rolls?')).toEqual([
      'roles swapped: you send shop -> shop send me',
    ]);
  });

  it('may be two words before its verb', () => {
    expect(reasonsOf('The Leeds office will hand over the client to the York office in May.', 'In May, the York office hands the client over to the Leeds office.')).toEqual([
      'roles swapped: leeds hand york -> york hand leeds',
    ]);
  });
});

describe('what is borrowed from someone', () => {
  it('trades roles when the lender and the borrower trade places', () => {
    expect(reasonsOf('Return the trolley we borrowed from Dockside Foods', 'Get back the trolley Dockside Foods borrowed from us')).toEqual([
      'roles swapped: me borrowed foods -> foods borrowed me',
    ]);
  });

  it('still lets the same loan be said from its other side', () => {
    expect(ruledOf('Return the trolley we borrowed from Dockside Foods', 'Give Dockside Foods back the trolley we borrowed from them')).not.toBe('mismatch');
  });
});

describe('a preposition of several words', () => {
  it('opens no phrase that may move, with or without its article', () => {
    expect(reasonsOf('Behind the shed, in front of the garage', 'In front of the shed, behind the garage')).toEqual([
      'roles swapped: behind the shed, in front of the -> in front of the shed, behind the',
    ]);
  });

  it('still lets a phrase of time move', () => {
    expect(ruledOf('Meet next to the café on Friday', 'On Friday meet next to the café')).toBe('match');
  });
});

describe('one surname with two titles', () => {
  it('misses the person the other text drops', () => {
    expect(reasonsOf('Ring Mr Osei and Mrs Osei about the invoice', 'Ring Mrs Osei about the invoice')).toEqual(['person missing: Mr Osei']);
  });

  it('adds the person the other text adds', () => {
    expect(reasonsOf('Ring Mrs Osei about the invoice', 'Ring Mrs Osei and Mr Osei about the invoice')).toEqual(['person added: Mr Osei']);
  });

  it('still reads one title for another as a person changed', () => {
    expect(reasonsOf('Ask Mr Osei to call', 'Ask Mrs Osei to call')).toEqual(['person changed: Mr Osei -> Mrs Osei']);
  });
});
