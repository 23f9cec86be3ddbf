import { describe, expect, it } from 'vitest';
import { findGovernorSwap } from '../../src/semantic/governor-swaps.js';
import { ruleText } from '../../src/semantic/judge.js';

describe('roles marked by the words around two things', () => {
  it('sees two things trade the prepositions before them', () => {
    expect(findGovernorSwap(['jun', 'ines'], 'Feedback for Jun from Ines', 'Feedback for Ines from Jun')).toEqual({
      expected: 'for jun, from ines',
      actual: 'from jun, for ines',
    });
    expect(findGovernorSwap(['caretaker', 'jana'], 'Get the keys from the caretaker and give them to Jana', 'Get the keys from Jana and give them to the caretaker')).toBeDefined();
  });

  it('sees two things trade the word and preposition before them, and subjects trade their verbs', () => {
    expect(findGovernorSwap(['hotel', 'airport'], 'Pickup at the hotel, drop-off at the airport', 'Pickup at the airport, drop-off at the hotel')).toBeDefined();
    expect(
      findGovernorSwap(['landlord', 'tenant'], 'The landlord will pay for the repairs, and the tenant will cover the cleaning.', 'The tenant will pay for the repairs, and the landlord will cover the cleaning.'),
    ).toEqual({ expected: 'landlord pay, tenant cover', actual: 'landlord cover, tenant pay' });
  });

  it('leaves reordered sentences, lists and passives alone', () => {
    expect(findGovernorSwap(['friday', 'nda'], 'Before Friday, send Oluwaseun the signed NDA', 'Send Oluwaseun the signed NDA before Friday')).toBeUndefined();
    expect(findGovernorSwap(['ana', 'ben'], 'Dinner with Ana and Ben', 'Dinner with Ben and Ana')).toBeUndefined();
    expect(findGovernorSwap(['table', 'saturday'], 'A table at Saffron for 7:30 on Saturday for four', 'A table for four at Saffron, Saturday at 7:30')).toBeUndefined();
    expect(findGovernorSwap(['sam', 'priya'], 'Sam paid Priya back', 'Priya was paid back by Sam')).toBeUndefined();
  });

  it('makes the rules rule a role swap', () => {
    const ruling = ruleText('Feedback for Jun from Ines', 'Feedback for Ines from Jun');
    expect(ruling.ruled).toBe('mismatch');
    expect(ruling.contradictions[0]?.kind).toBe('role');
    expect(ruleText('Dinner with Ana and Ben', 'Dinner with Ben and Ana').ruled).toBe('match');
  });
});
