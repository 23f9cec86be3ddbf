import { describe, expect, it } from 'vitest';
import { bundledJudgeCombiner } from '../../src/semantic/combiner.js';
import { ruleText } from '../../src/semantic/judge.js';
import { resolveByLearnedLayer } from '../../src/semantic/learned-verdict.js';
import { findLinkedSwap } from '../../src/semantic/linked-swaps.js';

// Session 35: rules from the misses of held-out-235..240 and of the studied sets. The examples are
// our own, not pairs of the labelled sets. Tests named "(guard)" pin what must not change; the
// others fail on the session's start code (14c65bb).

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('negations said without "not"', () => {
  it('reads a bracketed [Cancelled] tag as the event called off', () => {
    expect(reasons('[Cancelled] Pottery Taster Evening', 'Pottery Taster Evening')).toEqual(['negation differs: cancelled -> not negated']);
  });

  it('reads skipping a deed with its object as not doing it', () => {
    expect(reasons('Water the ferns tomorrow', 'Skip watering the ferns tomorrow')).toEqual(['negation differs: not negated -> skip']);
  });

  it('counts the skip once against another denial (guard)', () => {
    expect(ruled("Don't bother bringing a towel, we have plenty.", 'You can skip bringing a towel, we have plenty.')).not.toBe('mismatch');
  });

  it('makes final a negation that turns "despite" into "because of", however sure the layer is', () => {
    const sure = { ...bundledJudgeCombiner(), bias: 10, trees: [] };
    const judged = (a: string, b: string) => resolveByLearnedLayer(a, b, ruleText(a, b), { combiner: sure }).outcome;
    expect(judged('The regatta is going ahead despite the gusts', 'The regatta is not going ahead because of the gusts')).toBe('mismatch');
    // Without the turned cause, a layer this sure overrules the negation (guard).
    expect(judged('The regatta is going ahead', 'The regatta is not going ahead')).toBe('match');
  });
});

describe('roles', () => {
  it('sees a swap behind "need to"', () => {
    expect(reasons("You'll need to fetch the kayak from our store on Monday.", 'Our store will fetch the kayak from you on Monday.')).toEqual(['roles swapped: you fetch store -> store fetch you']);
  });

  it('reads a name of several words as one in a delegated deed', () => {
    expect(reasons('Invoice Brightwater Pools for the repairs', 'Ask Brightwater Pools to invoice us for the repairs')).toEqual(['roles swapped: invoic brightwater -> brightwater to invoic']);
  });

  it('sees no roles in a clock time and a place around a small word', () => {
    expect(findLinkedSwap('We leave at 7 sharp at the harbour wall.', 'We set off from the harbour wall at 7 sharp.')).toBeUndefined();
    expect(findLinkedSwap('Lesson on Friday at 6 on Bramble', 'Lesson on Bramble on Friday at 6')).toBeUndefined();
    // Two places still trade roles around "to" (guard).
    expect(findLinkedSwap('Bus from the harbour wall to the station', 'Bus from the station to the harbour wall')).toBeDefined();
  });

  it('finds a swap where a heading word is also a verb in -s', () => {
    expect(reasons('Harbourside Hosts Kingsmead', 'Kingsmead Host Harbourside')).toEqual(['roles swapped: Harbourside before Kingsmead -> Kingsmead before Harbourside']);
  });
});

describe('opposites', () => {
  it('knows put over / take off, collection / drop-off and live / pre-recorded', () => {
    expect(reasons('Take the cover off the barbecue', 'Put the cover over the barbecue')).toEqual(['opposite: take off -> put over']);
    expect(ruled('Parcel collection – Mill Road', 'Parcel drop-off – Mill Road')).toBe('mismatch');
    expect(reasons('The concert will be live', 'The concert will be pre-recorded')).toEqual(['opposite: live -> prerecorded']);
  });

  it('takes neither "her" nor a possessive\'s "s" for an opposite', () => {
    expect(reasons('Mina parked her van at the depot', 'Mina left the van parked there at the depot').join()).not.toContain('opposite');
    expect(reasons('The slipway at the north end of Gull Bay', "Gull Bay's northern slipway").join()).not.toContain('opposite');
  });
});

describe('figures and their words', () => {
  it('reads "sec" as a secretary without a figure, and as seconds with one', () => {
    expect(ruled('Email the sec about the raffle', 'Email the secretary about the raffle')).toBe('match');
    expect(ruled('Back in 30 secs', 'Back in 30 seconds')).toBe('match'); // guard
  });

  it('reads "1st aid" as first aid and "one" after a noun that is also a verb as its number', () => {
    expect(ruled('Refill the 1st aid box', 'Refill the first aid box')).toBe('match');
    expect(ruled('Meet at court one', 'Meet at court 1')).toBe('match');
    expect(reasons('Meet at court one', 'Meet at court 2')).toEqual(['number changed: one -> 2']);
  });

  it('reads a count after the thing, and an x for "cross"', () => {
    expect(ruled('Print the programmes x40', 'Print 40 programmes')).toBe('match');
    expect(ruled('Crossword answers for Friday', 'Xword answers for Fri')).toBe('match');
  });

  it('reads a currency without a sign by its code or its name', () => {
    expect(ruled('Deposit of 800 złoty', 'Deposit of PLN 800')).toBe('match');
    expect(reasons('Deposit of PLN 800', 'Deposit of 900 złoty')).toEqual(['number changed: 800 -> 900']);
  });

  it('reads "eleven pounds fifty" before any word but a plural as 11.50', () => {
    expect(ruled('The fee is eleven pounds fifty extra', 'The fee is £11.50 extra')).toBe('match');
  });

  it('counts no two in a pair of a thing worn in pairs', () => {
    expect(reasons('Lost pair of goggles', 'Lost goggles')).not.toContain('number missing: pair');
  });

  it('counts two in a pair of animals (guard)', () => {
    expect(reasons('A pair of swans nested by the lock', 'Three swans nested by the lock')).toEqual(['number added: Three']);
  });

  it('reads a double prime as inches against another figure in inches (guard)', () => {
    expect(reasons('Buy a 24" monitor', 'Buy a 27 inch monitor')).toEqual(['number changed: 24 -> 27']);
    expect(ruled('Buy a 24" monitor', 'Buy a 24 inch monitor')).toBe('match');
  });
});

describe('times that name an event', () => {
  it('reads a part of the day after an event\'s word, and a first night, loosely', () => {
    expect(ruled('Curry night for the cricket club', 'Cricket club curry')).toBe('match');
    expect(reasons('Opening night of Peter Pan', 'First night of Peter Pan')).not.toContain('number added: First');
  });

  it('still compares a part of the day after a weekday (guard)', () => {
    expect(reasons('Rehearsal on Friday evening', 'Rehearsal on Friday morning')).toEqual(['time changed: evening -> morning']);
  });
});

describe('words and names', () => {
  it('takes a plural common noun for no person', () => {
    expect(ruled('The loos are by the café', 'The toilets are by the café')).not.toBe('mismatch');
    expect(reasons('Extra sessions added for juniors', 'More classes added for juniors').join()).not.toContain('person');
  });

  it('spells an acronym over a possessive and both halves of a closed compound', () => {
    expect(ruled('Pay the GKA fees', "Pay the Goalkeepers' Association fees")).toBe('match');
  });

  it('reads "festive" as Christmas', () => {
    expect(ruled('Staff Christmas lunch', 'Festive staff lunch')).toBe('match');
  });

  it('reads courtesy after ", and", and "ngl", as nothing asked', () => {
    expect(ruled('Thanks for coming, and have a great weekend! Photos are on the website.', 'Photos are on the website.')).toBe('match');
    expect(ruled('Ngl the climb was tough', 'Not gonna lie, the climb was tough')).toBe('match');
  });
});
