import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findPositionChange } from '../../src/semantic/position-slots.js';

// Session 31: rules from the misses of the studied sets (held-out-187..192 among them). The
// examples are our own, not pairs of the labelled sets. Tests named "(guard)" pin what must not
// change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('a doer and a receiver of a directed verb', () => {
  it('are read past "need to", "happy to" and the like between the doer and the verb', () => {
    expect(reasons('The league will refund you.', "You'll need to refund the league.")).toEqual(['roles swapped: league refund you -> you refund league']);
    expect(ruled('The coach is happy to pay us for the hire.', "We're happy to pay the coach for the hire.")).toBe('mismatch');
  });

  it('read a noun after "the" as the receiver when the act is for a thing', () => {
    expect(ruled('The club will reimburse you for the paint you bought.', 'You will reimburse the club for the paint it bought.')).toBe('mismatch');
  });

  it('read a named doer whom the other text makes the receiver, where no receiver is said', () => {
    expect(reasons('Please pay Tobias for the tickets', 'Tobias has to pay for the tickets')).toEqual(['roles swapped: you pay tobias -> tobias pay']);
  });

  it('keep a named doer whom neither text makes the receiver, and a heading whose noun a directed verb spells (guard)', () => {
    expect(ruled('Anneke to pay £25 for the minibus', 'Anneke will pay £25 for the minibus')).toBe('match');
    expect(ruled('Invoice – Larchfield Kennels – May', 'May – Larchfield Kennels invoice')).not.toBe('mismatch');
  });

  it('keep a passive\'s sides (guard)', () => {
    expect(ruled('The league will refund you.', 'You will need to be refunded by the league.')).not.toBe('mismatch');
  });
});

describe('a thing put in another position', () => {
  it('is a place changed', () => {
    expect(reasons('Stack the chairs on the stage', 'Stack the chairs under the stage')).toEqual(['place changed: on the stage -> under the stage']);
    expect(ruled('Wait for me behind the ticket office', 'Wait for me in front of the ticket office')).toBe('mismatch');
    expect(ruled('Leave the parcel in the porch', 'Leave the parcel behind the bins')).toBe('mismatch');
    expect(ruled('The bike rack opposite the library', 'The bike rack next to the library')).toBe('mismatch');
    expect(ruled("I've put the torch in the boot.", "I've put the torch under the passenger's seat.")).toBe('mismatch');
  });

  it('is the same place for positions that may be one, or a word of position that says no place (guard)', () => {
    expect(findPositionChange('Park on the street', 'Park in the street')).toBeUndefined();
    expect(findPositionChange('Meet next to the fountain', 'Meet at the fountain')).toBeUndefined();
    expect(findPositionChange('The pub over the road', 'The pub across the road')).toBeUndefined();
    expect(findPositionChange('The flat above the bakery', 'The flat on the floor over the bakery')).toBeUndefined();
    expect(findPositionChange('We are behind schedule', 'We are on schedule')).toBeUndefined();
    expect(findPositionChange('The tent under the oak', 'The tent under the old oak')).toBeUndefined();
  });
});

describe('a form in -ing that opens a compound WordNet names', () => {
  it('is a thing, not an action', () => {
    expect(reasons('Waiting room, ground floor', 'Board room, ground floor')).toEqual(['object changed: waiting -> board']);
  });
});

describe('everyday ways to say the same', () => {
  it('reads giving a thing a doing as doing it', () => {
    expect(ruled('Give the barbecue grill a scrub', 'Scrub the barbecue grill')).toBe('match');
    expect(ruled('Give Marek a ring about the rota', 'Call Marek about the rota')).toBe('match');
  });

  it('reads asking for people or things as one act however it is said', () => {
    expect(ruled('Stewards needed for the carnival', 'Looking for stewards for the carnival')).toBe('match');
    expect(ruled('Seeking a new treasurer', 'New treasurer wanted')).toBe('match');
  });

  it('reads texts that differ only in the marks between words as one', () => {
    expect(ruled('Note: the pool is child-free on Fridays.', 'Note, the pool is child free on Fridays.')).toBe('match');
  });

  it('still tells another doing given, and a figure whose marks differ, apart (guard)', () => {
    expect(ruled('Give the van a wash', 'Give the van a service')).not.toBe('match');
    expect(ruled('Doors open at 10.30', 'Doors open at 10:30')).toBe('match');
    expect(ruled('Bring 1.5 litres', 'Bring 15 litres')).toBe('mismatch');
  });
});

describe('opposites of everyday acts', () => {
  it('are read for adding and cutting, lifting and introducing, topping up and releasing, setting up and clearing, earlier and pushing back, setting off and coming back', () => {
    expect(ruled('Add two more tables to the booking', 'Cut two tables from the booking')).toBe('mismatch');
    expect(ruled('The council has lifted the parking charge', 'The council has introduced a parking charge')).toBe('mismatch');
    expect(ruled('Top up the tyre pressure', 'Release some of the tyre pressure')).toBe('mismatch');
    expect(ruled('Set up the stalls in the car park', 'Clear the stalls from the car park')).toBe('mismatch');
    expect(ruled('Move the rehearsal earlier by 30 minutes', 'Push the rehearsal back by 30 minutes')).toBe('mismatch');
    expect(ruled('Set off for Whitby at 8', 'Come back from Whitby at 8')).toBe('mismatch');
  });

  it('leave a list one is taken off with its consequence negated to the other readers (guard)', () => {
    expect(ruled("We've added you to the list, so you'll get the updates.", "We've taken you off the list, so you won't get the updates.")).not.toBe('match');
  });
});
