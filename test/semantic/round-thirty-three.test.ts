import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { findAgentSwap, findDeedSwap, findHandingSwap } from '../../src/semantic/doer-swaps.js';
import { extractFacts } from '../../src/semantic/facts.js';

// Session 32: rules from the misses of the studied sets (held-out-193..198 among them) and from
// probes of our own. The examples are our own, not pairs of the labelled sets. Tests named
// "(guard)" pin what must not change; the others fail on the session's start code.

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons;

describe('who does a thing', () => {
  it('is the party after "by", against the receiver after "to" or "for", behind the same past form', () => {
    expect(reasons('Invoice sent to Marlow Builders', 'Invoice sent by Marlow Builders')).toEqual(['roles swapped: sent to marlow -> sent by marlow']);
    expect(ruled('Payment made to the landlord', 'Payment made by the landlord')).toBe('mismatch');
    expect(ruled('Cheque made out to Harris Ltd', 'Cheque made out by Harris Ltd')).toBe('mismatch');
    expect(ruled('Report written by Dr Shah', 'Report written for Dr Shah')).toBe('mismatch');
  });

  it('is no party where "by" says how or when (guard)', () => {
    expect(findAgentSwap('Parcel sent by post', 'Parcel sent to post')).toBeUndefined();
    expect(findAgentSwap('Forms handed in by Friday', 'Forms handed in to Friday')).toBeUndefined();
    expect(findAgentSwap('Tickets bought by the door', 'Tickets bought by the bar')).toBeUndefined();
  });

  it('changes when two people, each said as a pronoun, trade their deeds', () => {
    expect(reasons('You collect the kids and I\'ll cook dinner', 'I\'ll collect the kids and you cook dinner')).toEqual(['roles swapped: listener: collect -> listener: cook']);
    expect(ruled('Could you wash up while I hoover?', 'Could you hoover while I wash up?')).toBe('mismatch');
    expect(ruled('Can you drop Mia off at the hall and I\'ll bring her home?', 'Can you bring Mia home from the hall and I\'ll drop her off?')).toBe('mismatch');
  });

  it('stays when each keeps their deeds in another order (guard)', () => {
    expect(findDeedSwap('You drive there and I\'ll drive back', 'I\'ll drive back and you drive there')).toBeUndefined();
    expect(ruled('You book the hall and I\'ll sort the food', 'I\'ll sort the food if you book the hall')).not.toBe('mismatch');
  });
});

describe('counts and frequencies', () => {
  it('reads a weak "one" against a number the other text says once more than this one', () => {
    expect(reasons('We have 2 vans, so one trip should do', 'We have 2 vans, so two trips should do')).toEqual(['number changed: one -> two']);
    expect(ruled('2 adults and one child', '2 adults and two children')).toBe('mismatch');
  });

  it('keeps a "one" that stands for a thing, and a "one" the other text says as "a" (guard)', () => {
    expect(ruled('Book one room for 2 nights', 'Book a room for two nights')).toBe('match');
    expect(ruled('Our amp is broken, so bring your Marshall JCM800. The studio\'s one is out.', 'The studio\'s JCM800 is out and our amp is broken, so bring your Marshall JCM800.')).not.toBe('mismatch');
  });

  it('reads a weekday every week, every other week and on several days as frequencies', () => {
    expect(ruled('Bins go out every other Monday', 'Bins go out every Monday')).toBe('mismatch');
    expect(ruled('Every Monday and Friday', 'Every Monday')).toBe('mismatch');
    // Two weekdays of every week are twice a week: no date changed (the list word "week" is another matter).
    expect(reasons('Collect the laundry every Tuesday and Friday', 'Collect the laundry twice a week, on Tuesdays and Fridays').filter((reason) => reason.startsWith('date'))).toEqual([]);
  });
});

describe('opposites', () => {
  it('of setting up and tearing down, loading and emptying, signing up and pulling out', () => {
    expect(reasons('Marquee setup', 'Marquee teardown')).toEqual(['opposite: setup -> teardown']);
    expect(ruled('Tear down the marquee', 'Put up the marquee')).toBe('mismatch');
    expect(reasons('Load the dishwasher', 'Empty the dishwasher')).toEqual(['opposite: load -> empty']);
    expect(ruled('Sign up for the fun run', 'Pull out of the fun run')).toBe('mismatch');
    expect(ruled('Keep the receipts', "Don't bin the receipts")).toBe('match');
  });

  it('of a device\'s settings after "turn" or "switch"', () => {
    expect(reasons('Turn the heating up', 'Turn the heating off')).toEqual(['opposite: up -> off']);
    expect(ruled('Switch the oven on', 'Switch the oven down')).toBe('mismatch');
  });

  it('keep unloading against loading up a prefix negation, and other particles alone (guard)', () => {
    expect(ruled('Tell the driver to unload at the gate', 'Tell the driver to load up at the gate')).toBe('mismatch');
    expect(ruled('Finish up the report', 'Finish off the report')).not.toBe('mismatch');
  });
});

describe('everyday ways to write the same', () => {
  it('reads the parts of a heading in another order as a reorder', () => {
    expect(ruled('Kayak hire – Sunday – 6 people', '6 people – Sunday – kayak hire')).toBe('match');
  });

  it('reads a month\'s short form spoken to as a name', () => {
    expect(ruled('Hi Jun, please bring the spare cones tonight. Thanks!', 'Jun, bring the spare cones tonight.')).toBe('match');
    expect(ruled('Well done on the race, Jun!', 'Jun, well done on the race!')).toBe('match');
  });

  it('keeps a heading\'s month a month (guard)', () => {
    expect(ruled('Mtg notes – club cttee, Jan', 'Meeting notes – club committee, January')).toBe('match');
    expect(ruled('Mtg notes – club cttee, Jan', 'Meeting notes – club committee, June')).toBe('mismatch');
  });

  it('reads a bare range of hours as starting in the morning', () => {
    expect(ruled('The shop is open 9–5.', 'The shop is open 9am to 5pm.')).toBe('match');
    expect(ruled('The shop is open 9–5.', 'The shop is open 10am to 5pm.')).toBe('mismatch');
  });

  it('reads half a day in a character as half a day, and "Number 7" as "7"', () => {
    expect(ruled('Kayak tour – ½ day', 'Kayak tour – half day')).toBe('match');
    expect(ruled('Flat 2, Number 14 Mill Lane', 'Flat 2, 14 Mill Lane')).toBe('match');
    expect(ruled('Office #3, Dock Road', 'Office No. 3, Dock Road')).toBe('match');
    expect(ruled('Flat 2, Number 14 Mill Lane', 'Flat 2, 41 Mill Lane')).toBe('mismatch');
  });
});

describe('courtesy and everyday verbs', () => {
  it('reads a name greeted before a dash, and a courtesy before a signature, as no fact', () => {
    expect(ruled('Thanks again, Imke – I\'ll bring the ladder back on Sunday.', 'I\'ll bring the ladder back on Sunday.')).toBe('match');
    expect(ruled('The minibus seats 16. Hope that helps, Dev', 'The minibus seats 16.')).toBe('match');
  });

  it('reads ordering as buying, oiling as lubricating and handing back as returning', () => {
    expect(ruled('Order more paper cups for the stall', 'Buy more paper cups for the stall')).toBe('match');
    expect(ruled('Oil the gate hinges', 'Lubricate the gate hinges')).toBe('match');
    expect(ruled('Hand back the hall key to the caretaker', 'Return the hall key to the caretaker')).toBe('match');
  });

  it('still tells ordering from collecting, and a greeted name from another (guard)', () => {
    expect(ruled('Order the birthday cake', 'Pick up the birthday cake')).not.toBe('match');
    expect(ruled('Thanks again, Imke – see you Sunday', 'Thanks again, Ines – see you Sunday')).toBe('mismatch');
  });
});

// The second round: rules from held-out-199..204, judged once before.
describe('who hands a thing to whom', () => {
  it('changes when a name and a pronoun trade the doer and the receiver of a verb of handing', () => {
    expect(ruled('Priya will lend us her gazebo', "We'll lend our gazebo to Priya")).toBe('mismatch');
    expect(reasons('Tomasz is sending me the minutes', "I'm sending the minutes to Tomasz")).toEqual(['roles swapped: tomasz send speaker -> speaker send tomasz']);
  });

  it('stays when the doer and the receiver keep their places (guard)', () => {
    expect(findHandingSwap(extractFacts('Priya will lend us her gazebo'), extractFacts('Priya is lending us her gazebo'))).toBeUndefined();
    expect(findHandingSwap(extractFacts('Priya will lend us her gazebo'), extractFacts('Priya will lend her gazebo to us'))).toBeUndefined();
  });
});

describe('more of the second round', () => {
  it('reads a closure against a reopening as opposites', () => {
    expect(reasons('Car park closure on Mill Road', 'Car park reopening on Mill Road')).toEqual(['opposite: closure -> reopening']);
  });

  it('reads no synonyms into the words of a name', () => {
    expect(reasons('Auction at the Grand Hotel', 'Auction at the Royal Hotel')).toEqual(['object changed: grand -> royal']);
    expect(ruled('Dinner at The Gilded Goose', 'Dinner at The Golden Goose')).not.toBe('match');
    expect(ruled('Meet at the Grand Hotel', 'Meet at the grand hotel')).toBe('match');
  });

  it('reads "sesh" as a session, and a heading\'s titled name before a colon as a name, not a greeting', () => {
    expect(ruled('Climbing sesh on Friday', 'Climbing session on Friday')).toBe('match');
    expect(ruled('Nutrition talk: Dr Osei', 'Dr Osei: nutrition talk')).toBe('match');
  });
});
