import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { clauseJoined } from '../../src/semantic/lists.js';
import { droppedClause, trailingClause } from '../../src/semantic/trailing-clauses.js';

// Session 34: rules from the misses of held-out-211..222 and of the studied sets. The examples are
// our own, not pairs of the labelled sets. Tests named "(guard)" pin what must not change; the
// others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('a task in a clause of its own', () => {
  it('sees a dropped task however long its clause, both ways', () => {
    expect(reasons('Clear out the shed and paint the fence', 'Paint the fence by the shed')).toEqual(['dropped: clear out']);
    expect(reasons('Paint the fence by the shed', 'Clear out the shed and paint the fence')).toEqual(['added to a list: clear out']);
    expect(clauseJoined('Rinse out the old paint trays and wash the brushes', 'rinse', new Set(['wash']))).toBe(true);
  });

  it('needs a verb after "and" that the other text keeps as its verb (guard)', () => {
    // "and landing" continues a noun phrase ("landing" is no verb of the other text); "take" is a light verb, not a task.
    expect(ruled('Fit carpet on the stairs and landing', 'Carpeting the stairs and landing')).not.toBe('mismatch');
    expect(reasons('Could you take a picture of the meter and send it to me?', 'Can you send me a photo of the meter?')).not.toContain('added to a list: take');
  });
});

describe('a noun written as a verb and its particle', () => {
  it('counts "clear-up" as an item added to a list', () => {
    expect(reasons('Helpers for the setup', 'Helpers for the setup and clear-up')).toEqual(['added to a list: clear up']);
    expect(ruled('Site survey – Hollins Yard', 'Site survey and follow-up – Hollins Yard')).toBe('mismatch');
  });
});

describe("a name's 's before a verb in -ing", () => {
  it('reads it as "is" when the form takes an object', () => {
    expect(reasons("I'm collecting Dagny from the station", "Dagny's collecting me from the station")).toEqual([
      'roles swapped: i am collecting dagny from -> dagny is collecting me from',
    ]);
  });

  it("keeps the owner where no object follows (guard)", () => {
    expect(ruled("Dagny's cooking was lovely", "Dagny's cooking was lovely!")).toBe('match');
  });
});

describe('a clause one text ends with', () => {
  it('sees a condition dropped or added', () => {
    expect(reasons('Water the seedlings if the soil is dry', 'Water the seedlings')).toEqual(['dropped: if the soil is dry']);
    expect(reasons('You can borrow the ladder', 'You can borrow the ladder as long as you bring it back')).toEqual(['added: as long as you bring it back']);
    expect(ruled('Pack an umbrella', 'Pack an umbrella in case it rains')).toBe('mismatch');
  });

  it('sees a second statement with its own subject dropped', () => {
    expect(reasons("Tell Iwona the class has moved and it's now in the upstairs studio", 'Tell Iwona the class has moved')).toEqual([
      "dropped: and it's now in the upstairs studio",
    ]);
  });

  it('leaves courtesy conditions alone (guard)', () => {
    for (const tail of ['if possible', 'if you can', 'if you get a chance', "if you don't mind", 'if he is free']) {
      expect(trailingClause(`Send the rota over ${tail}`)).toBeUndefined();
    }
    expect(ruled('Send the rota over if you get a chance', 'Send the rota over')).toBe('match');
  });

  it('needs the other text to say nothing of the clause (guard)', () => {
    expect(droppedClause('Water the seedlings if the soil is dry', 'If the soil is dry, water the seedlings', ['soil'])).toBeUndefined();
    expect(droppedClause('Water the seedlings if the soil is dry', 'Water the seedlings', ['seedlings'])).toBeUndefined();
  });
});

// The second round: rules from the misses of held-out-223..228 and the studied sets.

describe('opposite actions and changes', () => {
  it('sees "put in" against "take out", split by the object', () => {
    expect(reasons('Put the lasagne in at six', 'Take the lasagne out at six')).toEqual(['opposite: put in -> take out']);
  });

  it('compares two irregular forms in a long text in their surroundings', () => {
    expect(ruled('Ticket sales have risen this month. The figures are in the shared folder.', 'Ticket sales have fallen this month. The figures are in the shared folder.')).toBe('mismatch');
  });

  it('leaves light verbs in irregular forms alone there (guard)', () => {
    const found = reasons(
      "The chairs came back from the upholsterer today. Two have a torn seam, so I've sent those back. The rest look fine.",
      'Most of the chairs the upholsterer returned today look fine. Two have a torn seam, though, so those have gone back to the upholsterer.',
    );
    expect(found.filter((reason) => reason.startsWith('opposite'))).toEqual([]);
  });
});

describe('a task joined on with its verb', () => {
  it('sees the object of an added verb however far it stands from "and"', () => {
    expect(ruled('Could you reserve the room for the talk?', 'Could you reserve the room and sort out a speaker for the talk?')).toBe('mismatch');
    expect(ruled('Clean the grill and pick up some more charcoal', 'Clean the grill')).toBe('mismatch');
  });
});

describe('short ways of writing a figure', () => {
  it('reads them as the other text writes the figure', () => {
    for (const [a, b] of [['10000m row', '10k row'], ['Give 0.25 ml twice a day', 'Give .25 ml twice a day'], ['Two 9in sandwich tins', 'Two 9 inch sandwich tins'], ['A 12" pizza', 'A 12-inch pizza'], ["Fix room 4's radiator", 'Fix room 4s radiator']]) {
      expect(ruled(a!, b!), `${a} / ${b}`).toBe('match');
    }
  });

  it('keeps different figures apart (guard)', () => {
    expect(ruled('10000m row', '5k row')).toBe('mismatch');
    expect(ruled('Two 9in sandwich tins', 'Two 8 inch sandwich tins')).toBe('mismatch');
    expect(ruled('Give 0.25 ml twice a day', 'Give .5 ml twice a day')).toBe('mismatch');
  });
});

describe('a thing that is free', () => {
  it('costs nothing, as "no charge" says', () => {
    expect(ruled('There is no charge for the taster session.', 'The taster session is free.')).toBe('match');
  });

  it('is a person who is available where a pronoun is free (guard)', () => {
    expect(ruled("We're free on Saturday", "We aren't free on Saturday")).toBe('mismatch');
  });
});

// The third round: rules from the misses of held-out-229..234 and the studied sets.

describe('a compound noun and its head', () => {
  it('compares the head of "car park" as a noun', () => {
    expect(ruled('Meet in the orchard', 'Meet in the car park')).not.toBe('match');
  });

  it('still aligns a compound with its own kind (guard)', () => {
    expect(ruled('Meet in the car park', 'Meet in the carpark')).toBe('match');
  });
});

describe('paraphrases of a deed', () => {
  it('reads "send by email" as "email" and "get X renewed" as "renew X"', () => {
    expect(ruled('Email the parents the kit list', 'Send the parents the kit list by email')).toBe('match');
    expect(ruled('Get the van insurance renewed', 'Renew the van insurance')).toBe('match');
    expect(ruled('Lost property from the gala', 'Items left behind at the gala')).not.toBe('mismatch');
  });

  it('keeps another deed apart (guard)', () => {
    expect(ruled('Get the van insurance renewed', 'Cancel the van insurance')).toBe('mismatch');
    expect(ruled('Send the kit list by email', 'Post the kit list')).not.toBe('match');
  });

  it('sees "bring in" against "take out"', () => {
    expect(reasons('Bring the deckchairs in', 'Take the deckchairs out')).toEqual(['opposite: bring in -> take out']);
  });
});
