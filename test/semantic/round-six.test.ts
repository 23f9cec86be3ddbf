// The sixth round's general rules, one behaviour each. Every pair is written here and none is
// taken from the labelled sets.
import { describe, expect, it } from 'vitest';
import { checkFacts } from '../../src/semantic/index.js';
import { findDelegatedRole, findPronounRoleSwap } from '../../src/semantic/delegation.js';
import { extractFacts } from '../../src/semantic/facts.js';
import { ruleText, resolveByPolicy } from '../../src/semantic/judge.js';
import { negationAbout, unmatchedSentence } from '../../src/semantic/long-text.js';
import { bundledLookupModel } from '../../src/semantic/lookup-model.js';

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
/** The verdict under the default policy (uncertain pairs settled by similarity). */
const passes = (a: string, b: string) => resolveByPolicy(ruleText(a, b), 'similarity', 0.725).outcome === 'match';

describe('fact near misses', () => {
  it('reads seasons as dates where they name a season', () => {
    expect(ruleText('Summer 2026 internship fair', 'Winter 2026 internship fair').reasons.join(';')).toMatch(/date changed: Summer -> Winter/);
    expect(checkFacts('Renew the lease in the spring', 'Renew the lease in the autumn').pass).toBe(false);
    // "fall" is "autumn"; a verb "fall" is no season.
    expect(checkFacts('Renew the lease in the fall', 'Renew the lease in the autumn').pass).toBe(true);
    expect(extractFacts('Prices fall in January').facts.filter((f) => f.kind === 'date').map((f) => f.text)).toEqual(['January']);
  });

  it('reads a weekday in the plural as the weekday', () => {
    expect(passes('Yoga on Mondays', 'Yoga every Monday')).toBe(true);
    expect(passes('Yoga on Mondays', 'Yoga every Tuesday')).toBe(false);
  });

  it('reads an everyday noun after a number in an address as part of the place', () => {
    expect(ruleText('Hotel Rosa, 5th Avenue', 'Hotel Rosa, 5th Street').reasons.join(';')).toMatch(/place changed: Avenue -> Street/);
    expect(ruled('Hotel Rosa, 5th Avenue', 'hotel rosa, 5th avenue')).toBe('match');
  });

  it('sees a person done to in one text and asked to do it in the other', () => {
    expect(ruleText('Lend Priya the tent', 'Ask Priya to lend me the tent').reasons.join(';')).toMatch(/roles swapped: lend priya -> priya to lend/);
    expect(ruled('Call Omar back', 'Get Omar to call me back')).toBe('mismatch');
    // The same request in other words, and a reminder to do it oneself, are no swap.
    expect(ruled('Ask Omar to call me back', 'Get Omar to call me back')).not.toBe('mismatch');
    expect(passes('Remind me to call Omar', 'Call Omar')).toBe(true);
    const model = bundledLookupModel();
    expect(findDelegatedRole(extractFacts('Pay Nia back', model), extractFacts('Tell Nia to pay me back', model))).toEqual({ expected: 'pay nia', actual: 'nia to pay' });
  });

  it('sees a doer and a receiver, both pronouns, trade places, in long texts too', () => {
    expect(findPronounRoleSwap('He will send you the keys.', 'You send him the keys.')).toEqual({ expected: 'he send listener', actual: 'listener send he' });
    expect(findPronounRoleSwap('He will send you the keys.', 'He is sending you the keys.')).toBeUndefined();
    const long = 'I sent her the forms last week and she will return them to me by Friday.';
    expect(ruled(long, 'She sent me the forms last week and I will return them to her by Friday.')).toBe('mismatch');
  });
});

describe('object and partial near misses', () => {
  it('reads a word after a determiner with the same neighbour in both texts as a thing', () => {
    expect(ruleText('Your ferry ticket', 'Your tram ticket').reasons.join(';')).toMatch(/object changed: ferry -> tram/);
    const before = 'Please bring your passport and a copy of your contract to the interview. It will take about an hour.';
    expect(ruled(before, 'The interview will take about an hour; bring your passport and a copy of your diploma.')).toBe('mismatch');
    expect(passes(before, 'The interview will take about an hour; bring your passport and a copy of your contract.')).toBe(true);
  });

  it('sees a whole statement added to or dropped from a long text', () => {
    const before = 'The flat is cleaned and the keys are with the agent. I also paid the final water bill.';
    const after = 'I paid the final water bill. The flat is cleaned, and the keys are with the agent. The parking permit is in the drawer.';
    expect(ruleText(before, after).reasons.join(';')).toMatch(/statement added: The parking permit is in the drawer\./);
    expect(ruleText(after, before).reasons.join(';')).toMatch(/statement dropped: The parking permit is in the drawer\./);
    // A sentence that holds a fact is a rewording of one, compared by its facts.
    const facts = extractFacts('The flat is cleaned. My last day here is 3 June.');
    expect(unmatchedSentence(facts, ['flat', 'cleaned', 'last', 'day'], new Set(['last', 'day']), () => true)).toBeUndefined();
  });

  it('counts an item after a comma and "and" as a list item in long texts', () => {
    const all = 'Please pack water, snacks, and sunscreen for the trip tomorrow. The bus leaves from the school gate at 8 am sharp.';
    const fewer = 'Please pack water and snacks for the trip tomorrow. The bus leaves from the school gate at 8 am sharp.';
    expect(ruled(all, fewer)).toBe('mismatch');
    expect(ruled(fewer, all)).toBe('mismatch');
    // A comma that joins clauses does not make a list: "All files are fine, and the archive ...".
    const before = 'Hi Ines, the backup finished overnight. Everything is fine, and the archive will be slow for a day as the index updates.';
    const after = 'Ines, the backup completed overnight. All files are fine, and the archive will be slow for about a day as its index updates.';
    expect(ruleText(before, after).reasons.join(';')).not.toMatch(/added to a list/);
  });
});

describe('same meaning', () => {
  it('reads contractions written without their apostrophe', () => {
    expect(ruled('Isnt the shop open today?', "Isn't the shop open today?")).toBe('match');
    expect(ruled('Wont be home for dinner', "Won't be home for dinner")).toBe('match');
    expect(ruled('Dont park here', 'Park here')).toBe('mismatch');
  });

  it('reads a prefix written with a hyphen as one word, and a prefixed word as its base', () => {
    expect(extractFacts('Reorder printer ink', bundledLookupModel()).facts).toEqual([]);
    expect(ruled('Re-order printer ink', 'Reorder printer ink')).toBe('match');
    expect(checkFacts('Non-refundable deposit', 'Refundable deposit').pass).toBe(false);
  });

  it('reads "and a half" as half', () => {
    expect(passes('It weighs 1.5 kg', 'It weighs one and a half kilograms')).toBe(true);
    expect(ruled('It weighs 1.5 kg', 'It weighs two and a half kilograms')).toBe('mismatch');
  });

  it('reads "Good morning" as a greeting, not a time', () => {
    expect(passes('Good afternoon! The parcel arrives today.', 'The parcel arrives today.')).toBe(true);
    expect(ruled('The parcel arrives this afternoon.', 'The parcel arrives today.')).toBe('mismatch');
  });

  it('reads "day one" as the first day', () => {
    expect(ruled('Bring ID on the first day', 'Bring ID on day one')).toBe('match');
    expect(ruled('Bring ID on the first day', 'Bring ID on day two')).toBe('mismatch');
  });

  it('reads an hour after "by" or "until" beside another time of day', () => {
    expect(ruled('Doors open at 6 pm and close by 11.', 'Doors open at 6 pm and close at 11 pm.')).toBe('match');
    expect(ruled('Doors open at 6 pm and close by 11.', 'Doors open at 6 pm and close at 10 pm.')).toBe('mismatch');
    // Alone it may be an amount.
    expect(extractFacts('Cut the price by 5.').facts.map((f) => f.kind)).toEqual(['number']);
  });

  it('leaves out who signs off when only one text signs off', () => {
    expect(passes('The canteen reopens on Monday. Best regards, HR', 'The canteen reopens on Monday.')).toBe(true);
    expect(ruled('The canteen reopens on Monday. Best regards, HR', 'The canteen reopens on Monday. Best regards, Facilities')).toBe('mismatch');
  });

  it('reads a form in -ing after a preposition or "be" as an action, not a thing', () => {
    expect(ruleText("Sorry, we're running a bit late", "Sorry, we're a bit behind schedule").reasons.join(';')).not.toMatch(/object changed/);
    expect(ruleText('Thanks for looking after the kids', 'Thanks for your help with the kids').reasons.join(';')).not.toMatch(/object changed/);
    // Two forms in -ing in one place are still two things done.
    expect(ruled('Stop calling me', 'Stop texting me')).toBe('mismatch');
    // A noun in -ing stays a thing.
    expect(ruleText('Book club meeting', 'Book club dinner').reasons.join(';')).toMatch(/object changed: meeting -> dinner/);
  });

  it('reads conjunctions as function words', () => {
    expect(ruleText("Water the plants while I'm away", 'Water the plants during my trip').reasons.join(';')).not.toMatch(/while/);
  });

  it('reads owing and being full as negative states, "full" and "outstanding" only against their positive', () => {
    expect(passes("Your rent hasn't been paid", 'Your rent is outstanding')).toBe(true);
    expect(ruled('Your rent is outstanding', 'Your rent has been paid')).toBe('mismatch');
    expect(ruled('The car park is full', 'There are no spaces left in the car park')).not.toBe('mismatch');
    expect(ruled('A full refund', 'No refund')).toBe('mismatch');
  });

  it('counts a state against a negation in a long text only when the negation denies a word of its sentence', () => {
    expect(negationAbout('There will be no water on Monday.', 'The water will be shut off on Monday.', 'shut off')).toBe(true);
    expect(negationAbout('Return them on 7 June and no fine will be charged.', 'The library will be closed for inventory.', 'closed')).toBe(false);
    // "shut" inside "shut off" is one state, counted once.
    const before = 'The plumber will come on Monday and stay about three days. The heating will be shut off on the first day.';
    expect(ruled(before, 'The plumber comes Monday and should stay around three days. On the first day there will be no heating.')).not.toBe('mismatch');
  });

  it('does not read the modal "can" as the noun in an opposite', () => {
    const before = 'The museum will be closed from 2 to 4 May. Tickets for those days can be used on 5 May without a fee.';
    const after = 'The museum is shut from 2 to 4 May. If you hold tickets for those days, use them on 5 May and no fee will be charged.';
    expect(ruleText(before, after).reasons.join(';')).not.toMatch(/opposite/);
    expect(ruled('Tickets can be used on Sunday', 'Use the tickets on Sunday')).toBe('match');
  });
});
