import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findSpanExchange, exchangeTokens } from '../../src/semantic/span-exchange.js';
import { slotFeatures, SLOT_FEATURE_NAMES } from '../../src/semantic/slot-features.js';

// Session 39. The examples are our own, not pairs of the labelled sets. Each test of a new reading
// fails on the session's start code (c672950); the tests that say "keeps" or "leaves" pin what
// must not change beside it, and those of readings shared between readers pin that reading once
// per text gives what reading at each call gave.

const reasonsOf = (a: string, b: string) => ruleText(a, b).reasons;

describe('parts of the day that trade places', () => {
  it('reads a part of the day in the plural as the part, so two of them trading places are a swap', () => {
    const ruling = ruleText('Best to ring her in the evening, she naps in the afternoons', 'Best to ring her in the afternoon, she naps in the evenings');
    expect(ruling.ruled).toBe('mismatch');
    expect(ruling.reasons[0]).toMatch(/^roles swapped: evening/);
    expect(findSpanExchange('Deliveries in the mornings, collections in the afternoon', 'Deliveries in the afternoons, collections in the morning')).toMatchObject({ kind: 'swap' });
  });

  it('keeps the plural of one part, said in both texts, the same', () => {
    expect(ruleText('The pool is quiet in the mornings', 'In the mornings the pool is quiet').ruled).not.toBe('mismatch');
  });
});

describe('a deed both texts hand to a party', () => {
  it('names both parties where each text asks one of them to act on the other', () => {
    expect(reasonsOf('Ask the roaster to call the importer', 'Ask the importer to call the roaster')).toEqual(['roles swapped: roaster to call the importer -> importer to call the roaster']);
  });

  it('still reads a party asked to do what the other text does to it', () => {
    expect(reasonsOf('Pay the Okoro lab back', 'Get the Okoro lab to pay us back')).toEqual(['roles swapped: pay the okoro lab -> the okoro lab to pay']);
  });
});

describe('opposites', () => {
  it('opposes extending and terminating an agreement', () => {
    expect(reasonsOf('Extend the service contract with Aquaclear', 'Terminate the service contract with Aquaclear')).toEqual(['opposite: extend -> terminate']);
  });

  it('opposes a rise said as an increase to a fall, and growth to a decrease', () => {
    expect(reasonsOf('Bookings are increasing at the roastery', 'Bookings are falling at the roastery')).toEqual(['opposite: increasing -> falling']);
    expect(reasonsOf('Club numbers grew this term', 'Club numbers decreased this term')).toEqual(['opposite: grew -> decreased']);
  });

  it('opposes expanding to cutting, and topping up to running down', () => {
    expect(reasonsOf('Expand the open hours', 'Cut the open hours')).toEqual(['opposite: expand -> cut']);
    expect(reasonsOf('Top up the chlorine', 'Run down the chlorine')).toEqual(['opposite: top up -> run down']);
  });

  it('leaves a fall said in both texts alone, and autumn read as a season', () => {
    expect(ruleText('Numbers fell in October', 'In October numbers fell').ruled).not.toBe('mismatch');
    expect(ruleText('Fall open day', 'Autumn open day').ruled).not.toBe('mismatch');
  });
});

describe('readings shared between readers', () => {
  it('gives each caller the same tokens for the same text, unchanged by earlier calls', () => {
    const first = exchangeTokens("We'll pay Mei's invoice");
    expect(exchangeTokens("We'll pay Mei's invoice")).toBe(first);
    expect(first).toEqual(["we'll", 'pay', 'mei', "'s", 'invoice']);
  });

  it('finds parties in another order from each text read once', () => {
    const at = SLOT_FEATURE_NAMES.indexOf('parties of both texts in another order');
    expect(slotFeatures('Kai will brief Lena before Tom arrives', 'Lena will brief Kai before Tom arrives', [], [])[at]).toBe(1);
    expect(slotFeatures('Kai will brief Lena before Tom arrives', 'Kai will brief Lena before Tom gets here', [], [])[at]).toBe(0);
    // A capitalised word that opens a sentence is a party only where the other text names it inside one.
    expect(slotFeatures('Lena will brief Kai', 'Then Kai will brief Lena', [], [])[at]).toBe(1);
  });
});

describe('quarterly', () => {
  it('is every three months, as fortnightly is every two weeks', () => {
    expect(ruleText('Quarterly filter change', 'Change the filters every three months').contradictions).toEqual([]);
    expect(ruleText('Quarterly filter change', 'Filter change (every 3 months)').contradictions).toEqual([]);
    expect(ruleText('Filter change once a quarter', 'Filter change every three months').contradictions).toEqual([]);
  });

  it('differs from another length or frequency in its place', () => {
    expect(ruleText('Quarterly filter change', 'Change the filters every four months').ruled).toBe('mismatch');
    expect(ruleText('Quarterly filter change', 'Monthly filter change').ruled).toBe('mismatch');
  });

  it('leaves a quarter of an hour alone', () => {
    expect(ruleText('Back in a quarter of an hour', 'Back in 15 minutes').contradictions).toEqual([]);
    expect(ruleText('Meet at quarter past nine', 'Meet at 9:15').contradictions).toEqual([]);
  });
});

describe('a quarter of a unit', () => {
  it('reads "a quarter tonne" and "three-quarter tonne" as "a quarter of a tonne" is read', () => {
    expect(ruleText('Deliver 250 kg of sand', 'Deliver a quarter tonne of sand').contradictions).toEqual([]);
    expect(ruleText('Deliver 750 kg of sand', 'Deliver a three-quarter tonne of sand').contradictions).toEqual([]);
  });

  it('keeps another amount a change', () => {
    expect(ruleText('Deliver 300 kg of sand', 'Deliver a quarter tonne of sand').ruled).toBe('mismatch');
  });
});

describe('a race in kilometres', () => {
  it('reads "10k" as the kilometres the other text gives in words', () => {
    expect(ruleText('Charity 10k on Sunday', 'Charity ten-kilometre race on Sunday').contradictions).toEqual([]);
    expect(ruleText('5K park run', 'Five Kilometre park run').contradictions).toEqual([]);
  });

  it('keeps another distance a change, and "k" thousands elsewhere', () => {
    expect(ruleText('Charity 5k on Sunday', 'Charity ten-kilometre race on Sunday').ruled).toBe('mismatch');
    expect(ruleText('We raised 10k', 'We raised ten thousand').contradictions).toEqual([]);
  });
});

describe('closing thanks and courtesy', () => {
  it('reads a closing "ta" in lower case as thanks, not a name', () => {
    expect(ruleText('Can you bring the spare flux on your way in, ta', 'Can you bring the spare flux on your way in, thanks').contradictions).toEqual([]);
    expect(ruleText('Lock the workshop after, ta!', 'Lock the workshop after, thanks!').contradictions).toEqual([]);
  });

  it('keeps "TA" in capitals a teaching assistant, and "Ta" a name', () => {
    expect(ruleText('Ask the TA to mark the quiz', 'Ask the teaching assistant to mark the quiz').contradictions).toEqual([]);
    expect(ruleText('Lunch with Ta', 'Lunch with Mai').ruled).toBe('mismatch');
  });

  it('reads "when you\'ve a minute" as the courtesy "if you have a minute" is', () => {
    expect(ruleText("When you've a minute, please sign the delivery note", 'Please sign the delivery note').ruled).toBe('match');
    expect(ruleText("If you've got a sec, check the pH", 'Check the pH').ruled).toBe('match');
  });
});

describe('noon at the end of a range of hours', () => {
  it('reads a range that opens at 12 before an afternoon hour as opening at noon', () => {
    expect(ruleText('Repair café 12-3pm', 'Repair café 12pm to 3pm').contradictions).toEqual([]);
    expect(ruleText('Repair café 12-3pm', 'Repair café noon to 3pm').contradictions).toEqual([]);
  });

  it("reads a bare 12 at either end of a range as the other text's noon", () => {
    expect(ruleText('Open from 12 till 4:30', 'Open from noon till half four').contradictions).toEqual([]);
    expect(ruleText('Engineer coming between 9 and 12', 'Engineer coming between 9 and midday').contradictions).toEqual([]);
  });

  it('keeps midnight, and a 12 outside a range, apart from noon', () => {
    expect(ruleText('Repair café 12-3pm', 'Repair café midnight to 3pm').ruled).toBe('mismatch');
    expect(ruleText('Table for 12 - booked', 'Table at noon - booked').ruled).toBe('mismatch');
  });
});

describe('temperatures on two scales', () => {
  it('reads a temperature in Fahrenheit as the Celsius the other text gives, rounded as people round', () => {
    expect(ruleText('Hot tub set to 38°C', 'Hot tub set to 100°F').contradictions).toEqual([]);
    expect(ruleText('Hot tub set to 100 degrees F', 'Hot tub set to 38 degrees C').contradictions).toEqual([]);
    expect(ruleText('Store below 5°C', 'Store below 41°F').contradictions).toEqual([]);
  });

  it('keeps another temperature a change, and the same figure on another scale too', () => {
    expect(ruleText('Hot tub set to 38°C', 'Hot tub set to 104°F').ruled).toBe('mismatch');
    const scale = ruleText('Heat the tank to 40°C', 'Heat the tank to 40°F');
    expect(scale.ruled).toBe('mismatch');
    expect(scale.contradictions[0]).toMatchObject({ kind: 'number' });
  });
});

describe('amounts in two imperial units', () => {
  it('reads pounds and ounces, stones and pounds, feet and inches as one amount', () => {
    expect(ruleText('The lamb weighed 9 lb 4 oz', 'The lamb weighed 9.25 lb').contradictions).toEqual([]);
    expect(ruleText('The lamb weighed nine pounds four ounces', 'The lamb weighed 148 oz').contradictions).toEqual([]);
    expect(ruleText('Rider weight limit 15 st 10 lb', 'Rider weight limit 220 lb').contradictions).toEqual([]);
    expect(ruleText('The doorway is 6 ft 8 in', 'The doorway is 80 inches').contradictions).toEqual([]);
  });

  it('reads "a foot and a half" as 1.5 feet', () => {
    expect(ruleText('Leave a foot and a half between the tubs', 'Leave 18 inches between the tubs').contradictions).toEqual([]);
  });

  it('keeps another amount a change', () => {
    expect(ruleText('The lamb weighed 9 lb 4 oz', 'The lamb weighed 9 lb 6 oz').ruled).toBe('mismatch');
    expect(ruleText('The doorway is 6 ft 8 in', 'The doorway is 78 inches').ruled).toBe('mismatch');
  });
});
