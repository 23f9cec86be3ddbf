import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentWords } from '../../src/semantic/content-words.js';
import { extractFacts } from '../../src/semantic/facts.js';
import { ruleText } from '../../src/semantic/judge.js';
import { bundledLookupModel } from '../../src/semantic/lookup-model.js';

// Session 28: rules from the misses of the studied sets (held-out-163..168 among them). The
// examples are our own, not pairs of the labelled sets. Tests named "(guard)" pin what must not
// change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('a negation that moves between clauses', () => {
  it('is found where one side denies by a prefix', () => {
    expect(ruled('The shed has been unlocked and you can get the mower out again.', 'The shed has been locked, and you can no longer get the mower out.')).toBe('mismatch');
  });

  it('leaves a prefix said the other way alone (guard)', () => {
    expect(ruled('The shed is unlocked', "The shed isn't locked")).toBe('match');
  });
});

describe('"still" before a direction', () => {
  it('leaves the direction reversed', () => {
    expect(reasons('The milk is still in the fridge', 'The milk is out of the fridge')).toEqual(['opposite: in -> out of']);
  });

  it('says nothing against the same direction (guard)', () => {
    expect(ruled('The milk is still in the fridge', 'The milk is in the fridge')).not.toBe('mismatch');
  });
});

describe('a price in pence', () => {
  it('before "an hour" is a rate, as a price in pounds is', () => {
    expect(ruled('Lockers cost 80p an hour at the pool', 'Lockers cost £0.80 an hour at the pool')).toBe('match');
  });

  it('still differs by its amount (guard)', () => {
    expect(ruled('Lockers cost 80p an hour at the pool', 'Lockers cost £1.80 an hour at the pool')).toBe('mismatch');
  });
});

describe('two phrases set against each other with "but"', () => {
  it('trade places without trading roles', () => {
    expect(ruled('The panel said yes to the shed but no to the fence.', 'The panel said no to the fence but yes to the shed.')).toBe('match');
  });

  it('still trade roles when only the names move (guard)', () => {
    expect(ruled('Ana pays the rent but Ben pays the bills', 'Ben pays the rent but Ana pays the bills')).toBe('mismatch');
  });
});

describe('more courtesy formulas', () => {
  it('say nothing the message must say', () => {
    expect(ruled('Hi all, just a heads-up that the gym opens late on Monday.', 'The gym opens late on Monday.')).toBe('match');
    expect(ruled('Could you water the plants? Thanks a million!', 'Could you water the plants?')).toBe('match');
    expect(ruled('Kindly note: pool closed Friday', 'Pool closed Friday')).toBe('match');
    expect(ruled('The printer has jammed again, please help', 'The printer has jammed again')).toBe('match');
    expect(ruled('The code is 4471. Hope that helps, and do shout if you need anything else!', 'The code is 4471.')).toBe('match');
  });

  it('take the time they thank for or wish luck for with them', () => {
    expect(ruled('Thanks so much for today! Can I get the receipts from the trip?', 'Can I get the receipts from the trip?')).toBe('match');
    expect(ruled('The coach leaves at 5:45.', 'Good luck tonight, everyone! The coach leaves at 5:45.')).toBe('match');
  });

  it('still compare such times when both texts say one, and a time that owns the thing thanked for (guard)', () => {
    expect(ruled('Thanks for today! The next lesson is on Friday.', 'Thanks for yesterday! The next lesson is on Friday.')).toBe('mismatch');
    expect(reasons("Thanks for last night's quiz", 'Thanks for the quiz')).toContainEqual(expect.stringMatching(/^(?:date|time) missing/));
  });

  it('keep what the formula wraps (guard)', () => {
    expect(ruled('Hi all, just a heads-up that the gym opens late on Monday.', 'The gym opens early on Monday.')).toBe('mismatch');
  });
});

describe('shortenings', () => {
  it('of six or seven letters that are no word are spelled out as the other text writes them', () => {
    expect(ruled('Advanced Contemp. Dance class', 'Advanced Contemporary Dance class')).toBe('match');
  });

  it('but a word that closes a sentence stays the word (guard)', () => {
    expect(reasons('The parcel is ready to collect. Our shop opens at 9.', 'The parcel is ready for collection. Our shop opens at 9.')).not.toContainEqual(expect.stringMatching(/^name/));
  });

  it('of numbered things, software, counties and two-word compounds', () => {
    expect(ruled('Text me your locker no. today', 'Text me your locker number today')).toBe('match');
    expect(ruled('Install the s/w update tonight', 'Install the software update tonight')).toBe('match');
    expect(ruled('Ilkley, W Yorks', 'Ilkley, West Yorkshire')).toBe('match');
    expect(ruled('Cup KO draw on Friday', 'Cup knockout draw on Friday')).toBe('match');
    expect(ruled('Hire a UW camera', 'Hire an underwater camera')).toBe('match');
  });

  it('a spaced count sign before a word counts what follows', () => {
    expect(ruled('Order 4 x D batteries', 'Order 4 D batteries')).toBe('match');
    expect(ruled('Order 4 x D batteries', 'Order 5 D batteries')).toBe('mismatch');
  });

  it('AM and PM alone are the part of the day the other text names', () => {
    expect(ruled('Boiler service: Fri 3 May, AM slot', 'Boiler service: Friday 3 May, morning slot')).toBe('match');
    expect(ruled('Boiler service: Fri 3 May, AM slot', 'Boiler service: Friday 3 May, afternoon slot')).toBe('mismatch');
  });
});

describe('a range of bare hours', () => {
  it('opened by noon or closed in the afternoon meets the 24-hour clock', () => {
    expect(ruled('Bake sale 12–4pm', 'Bake sale 12:00–16:00')).toBe('match');
    expect(ruled('The office is staffed 8 till 4', 'The office is staffed 08:00–16:00')).toBe('match');
  });

  it('still differs by its hours (guard)', () => {
    expect(ruled('The office is staffed 8 till 4', 'The office is staffed 08:00–15:00')).toBe('mismatch');
    expect(ruled('Bake sale 12–4pm', 'Bake sale 11:00–16:00')).toBe('mismatch');
  });
});

describe('line speeds', () => {
  it('meet in one unit', () => {
    expect(ruled('The new line runs at 2 Gbps', 'The new line runs at 2,000 Mbps')).toBe('match');
    expect(ruled('The new line runs at 2 Gbps', 'The new line runs at 200 Mbps')).toBe('mismatch');
  });
});

describe('words of one unit', () => {
  it('take a past form that WordNet also lists as a describing word as its verb\'s phrase', () => {
    const model = bundledLookupModel();
    expect(contentWords(extractFacts('Has the plumber turned up?', model), model)).toContain('turned up');
  });

  it('read "un" before a three-letter word as its denial, not a name', () => {
    expect(reasons('Make sure the timer is set', "Make sure the timer isn't left unset")).not.toContainEqual(expect.stringMatching(/^name/));
  });

  it('read irregular past forms and plurals as the common words they are, not names', () => {
    expect(reasons('The ladder has been nicked', 'Someone has stolen the ladder')).not.toContainEqual(expect.stringMatching(/^name/));
    expect(reasons('We found a mouse in the shed', 'There were mice in the shed')).not.toContainEqual(expect.stringMatching(/^name/));
    expect(reasons('The grandkids are coming on Sunday', 'The grandchildren are coming on Sunday')).not.toContainEqual(expect.stringMatching(/^name/));
    expect(reasons('She sat by the window', 'She was sitting by the window')).not.toContainEqual(expect.stringMatching(/^name/));
  });

  it('keep kin greeted as kin, whom the other text may name elsewhere', () => {
    expect(ruled('Dad, the car is ready at the garage on Mill Lane.', 'The car is ready at the garage on Mill Lane, Dad.')).toBe('match');
    expect(ruled('Dentist – Nana', 'Nana – dentist')).toBe('match');
    expect(ruled('Dentist – Nana', 'Grandpa – dentist')).toBe('mismatch');
  });

  it('read an article opening a title, and "No" before a capitalised word, as no name and no number', () => {
    expect(ruled('Two seats for The Winter Garden', 'Two seats for Winter Garden')).toBe('match');
    expect(ruled("Print 'No Parking' signs for the gate", 'Print No Parking signs for the gate')).toBe('match');
    expect(ruled('Send me the order no. today', 'Send me the order number today')).toBe('match');
  });

  it('read a month opening a question put to "you" as a name', () => {
    expect(ruled('Jun are you coming to training tonight', 'Jun, are you coming to training tonight?')).toBe('match');
  });
});

describe('a verb that treats two things alike', () => {
  it('trades no roles between them', () => {
    expect(ruled('Mix the flour with the sugar', 'Mix the sugar with the flour')).toBe('match');
    expect(ruled('Separate the glass from the cans', 'Separate the cans from the glass')).toBe('match');
  });

  it('leaves a directed verb\'s roles (guard)', () => {
    expect(ruled('Drive Ana from the station to the hotel', 'Drive Ana from the hotel to the station')).toBe('mismatch');
    expect(ruled('Swap the red bib for the blue bib', 'Swap the blue bib for the red bib')).toBe('mismatch');
  });

  it('keeps any two things mixed a match (property)', () => {
    const things = ['flour', 'sugar', 'sand', 'cement', 'paint', 'water', 'rice', 'beans'];
    fc.assert(
      fc.property(fc.constantFrom(...things), fc.constantFrom(...things), fc.constantFrom('Mix', 'Combine', 'Blend'), (a, b, verb) => {
        fc.pre(a !== b);
        return ruled(`${verb} the ${a} with the ${b}`, `${verb} the ${b} with the ${a}`) === 'match';
      }),
      { numRuns: 40 },
    );
  });
});

describe('round two: held-out-169..174 studied', () => {
  it('reads parts of the day in the plural, and "last night" as yesterday evening', () => {
    expect(ruled('The library is only staffed in the mornings', 'The library is only staffed in the evenings')).toBe('mismatch');
    expect(ruled("Notes from last night's parents' forum", "Notes from yesterday evening's parents' forum")).not.toBe('mismatch');
  });

  it('reads "the Sun" as no Sunday and two figures after a unit label as no date', () => {
    expect(extractFacts('Watching the Sun through a filter', bundledLookupModel()).facts.filter((fact) => fact.kind === 'date')).toEqual([]);
    expect(extractFacts('Market stall on Sun', bundledLookupModel()).facts.filter((fact) => fact.kind === 'date')).toHaveLength(1);
    expect(ruled('Units 3/4, Harbour Trading Estate', 'Units 3-4, Harbour Trading Estate')).toBe('match');
  });

  it('reads millions of a currency', () => {
    expect(ruled('The farm sold for £2.5m', 'The farm sold for £2,500,000')).toBe('match');
    expect(ruled('The farm sold for £2.5m', 'The farm sold for £2,050,000')).toBe('mismatch');
  });

  it('reads failing to do a thing as not doing it, and more opposites', () => {
    expect(ruled('The courier failed to collect the parcel', "The courier didn't collect the parcel")).not.toBe('mismatch');
    expect(ruled('The courier failed to collect the parcel', 'The courier collected the parcel')).toBe('mismatch');
    expect(ruled('The scan confirmed a fracture', 'The scan ruled out a fracture')).toBe('mismatch');
    expect(ruled('Bring the cows in from the top field', 'Turn the cows out into the top field')).toBe('mismatch');
    expect(ruled('The council wants to speed up the works', 'The council wants to delay the works')).toBe('mismatch');
  });

  it('reads a word clipped from the front of a longer one, but no name as a longer word', () => {
    expect(ruled('Bring the binocs and the thermos', 'Bring the binoculars and the thermos')).toBe('match');
    expect(ruled('Leave the parcel at recep', 'Leave the parcel at reception')).toBe('match');
    expect(ruled('Lunch with Dan', 'Lunch with Daniela')).toBe('mismatch');
  });

  it('reads more closings and courtesy', () => {
    expect(reasons('The forms are in the office. Thanks again, Mo', 'The forms are in the office. Mo')).not.toContainEqual(expect.stringMatching(/^name/));
    expect(ruled('Hi team, hope you all had a good weekend! The new rota is on the board.', 'The new rota is on the board.')).toBe('match');
    expect(ruled('Read up on WW2 rationing', 'Read up on World War Two rationing')).toBe('match');
  });
});

