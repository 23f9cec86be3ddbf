import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/semantic/facts.js';
import { ruleText } from '../../src/semantic/judge.js';
import { normalizeText } from '../../src/semantic/normalize-text.js';

// Session 11's rules: courtesy clauses around a message, states that deny in a word of their own,
// prefix negations that the other text restates or says of another thing, deferred starts, street
// kinds as places, and shortenings the table knows. The examples are our own, not pairs of the
// labelled sets.
const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('courtesy around a message', () => {
  it('leaves good wishes, thanks for a thing and a one-word greeting out of the comparison', () => {
    expect(ruled('Hi Omar, I hope the move went well. The spare keys are with reception. Many thanks, Lena', 'Omar, the spare keys are with reception. Lena')).toBe('match');
    expect(ruled('Thanks so much for your patience! The new boiler is fitted on Monday.', 'The new boiler is fitted on Monday.')).toBe('match');
    expect(reasons('Evening! Could you tell me how many chairs you need?', 'How many chairs do you need?')).not.toMatch(/time|evening/);
    expect(ruled('Dear Mr Ito, please find the signed lease attached. Regards, Ana', 'Mr Ito, the signed lease is attached. Ana')).toBe('match');
    expect(ruled('Just letting you know the van is late today', 'Heads up, the van is late today')).toBe('match');
  });

  it('compares a text that is all courtesy as itself', () => {
    // "Thank you for your help" is the whole message: with its words gone nothing would be compared.
    expect(ruled('Thank you for your help', 'Thank you for your patience')).not.toBe('match');
  });

  it('reads "Best wishes" as a closing, not as a name', () => {
    const facts = extractFacts('The boxes are in the hall. Best wishes, Rob');
    expect(facts.facts.filter((fact) => fact.kind === 'name').map((fact) => fact.text)).not.toContain('wishes');
  });
});

describe('states that deny in a word of their own', () => {
  it('reads lacking, forbidden, deciding against and an event that is off as negations', () => {
    expect(reasons("The van hasn't got a roof rack", 'The van lacks a roof rack')).not.toMatch(/negation/);
    expect(ruled('The van has a roof rack', 'The van lacks a roof rack')).toBe('mismatch');
    expect(ruled('Dogs are not permitted on the pitch', 'Dogs are forbidden on the pitch')).toBe('match');
    expect(ruled('Dogs are permitted on the pitch', 'Dogs are banned on the pitch')).toBe('mismatch');
    expect(ruled('No choir practice this Thursday', "This Thursday's choir practice is off")).toBe('match');
    expect(ruled('The forms have not come back yet', 'The forms are still outstanding')).not.toBe('mismatch');
  });

  it('leaves "off" alone where it is a switch, a discount or a place', () => {
    expect(ruled('Make sure the heater is off before you lock up', "Don't lock up without switching the heater off")).not.toBe('mismatch');
    expect(reasons('All jackets are 20% off this week', 'This week every jacket is reduced by 20%')).not.toMatch(/negation/);
    expect(reasons('The depot is off Mill Lane', 'The depot is just off Mill Lane')).not.toMatch(/negation/);
  });
});

describe('negation by a prefix', () => {
  it('is the same state as a word the other text uses for it', () => {
    // "Ill" is an opposite of "well", as "unwell" is.
    expect(reasons('Omar is ill so the quiz is postponed', 'The quiz is postponed as Omar is unwell')).not.toMatch(/negation/);
    // And a synonym WordNet lists.
    expect(reasons('The ladder is dangerous', 'The ladder is unsafe')).not.toMatch(/negation/);
    expect(reasons('The ladder is safe', 'The ladder is unsafe')).toMatch(/negation|opposite/);
  });

  it('answers a denial of a word that starts alike', () => {
    expect(reasons('The cottage is unfurnished', "The cottage doesn't come with furniture")).not.toMatch(/negation/);
    expect(reasons('The cottage is unfurnished', 'The cottage comes with furniture')).toMatch(/negation|opposite|furnish/);
  });

  it('in long texts counts against its base only where both speak of one thing', () => {
    const a = 'The quiz venue has changed to the Crown. Same start time, 7:30. Can you tell the teams?';
    const b = "Can you let the teams know the quiz is now at the Crown? The start time is unchanged, still 7:30.";
    expect(reasons(a, b)).not.toMatch(/negation/);
    const c = 'The deposit for the hall is due on 3 June. After that date, unpaid bookings will be cancelled.';
    const d = 'The deposit for the hall is due on 3 June. After that date, bookings that have been paid will be cancelled.';
    expect(ruled(c, d)).toBe('mismatch');
  });

  it('never reads "in-person" or "in-house" as a negation', () => {
    expect(reasons('Training is in person on Friday', 'Training is in-person on Friday')).not.toMatch(/negation/);
  });
});

describe('a start put off by a negation', () => {
  it('equals "only once", "only at" and "at the earliest"', () => {
    expect(reasons("The barbecue can't start until the rain has stopped", 'The barbecue can only start once the rain has stopped')).not.toMatch(/negation/);
    expect(reasons("The shop doesn't open until 9am", 'The shop only opens at 9am')).not.toMatch(/negation/);
    expect(ruled('Deliveries no earlier than 8am', 'Deliveries 8am at the earliest')).toBe('match');
  });

  it('still leaves a negated opposite to the guard ("no earlier than 11" / "11 or later")', () => {
    expect(ruled('Book the table for no earlier than 8', 'Book the table for 8 or later')).not.toBe('mismatch');
    expect(ruled('No pudding before the main course', 'Pudding only after the main course')).not.toBe('mismatch');
  });
});

describe('street kinds', () => {
  it('are places: another kind after the same name is another street', () => {
    expect(reasons('Parcel for 9 Linden Street, Derby', 'Parcel for 9 Linden Road, Derby')).toMatch(/place changed: Linden Street -> Linden Road/);
    expect(reasons('Meet at the gate on Quarry Lane', 'Meet at the gate on Quarry Close')).toMatch(/place changed/);
  });

  it('leave a numbered street, a shortening and capitals to the other rules', () => {
    expect(ruled('300 Fifth Avenue', '300 5th Avenue')).toBe('match');
    expect(ruled('Office on Tanner St', 'Office on Tanner Street')).toBe('match');
    expect(ruled('NO WATER AT 4 ASH COURT', 'No Water at 4 Ash Court')).toBe('match');
    expect(ruled("Unit 3, St. Anne's Road", 'Unit 3 St Annes Road')).toBe('match');
  });

  it('never contradict a text with itself (property)', () => {
    const name = fc.constantFrom('Elm', 'Mill', 'Bridge', "St. Anne's", 'Quarry', 'High');
    const kind = fc.constantFrom('Street', 'Road', 'Lane', 'Close', 'Court', 'Avenue', 'Drive', 'Way');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), name, kind, (number, street, streetKind) => {
        const text = `${number} ${street} ${streetKind}`;
        expect(ruleText(text, text).ruled).toBe('match');
      }),
      { numRuns: 60, seed: 20261128 },
    );
  });
});

describe('shortenings', () => {
  it('spell out from the table before any word of the other text that shares their letters', () => {
    expect(ruled('Suite 4, Mercer House, King Street', 'Ste 4, Mercer Hse, King St')).toBe('match');
    expect(ruled('Saint Anne’s Church, Mill Street', "St Anne's Church, Mill St")).toBe('match');
    expect(ruled('Call Doctor Osei', 'Call Dr. Osei')).toBe('match');
  });

  it('read two capitals joined by "&" as two words and "and"', () => {
    expect(ruled('Research and development budget', 'R&D budget')).toBe('match');
    expect(ruled('Q&A with the coach', 'Questions and answers with the coach')).toBe('match');
  });

  it('write percentages, metres and dollars one way', () => {
    expect(normalizeText('a 5 percent rise')).toBe('a 5% rise');
    expect(normalizeText('a 5 per cent rise')).toBe('a 5% rise');
    expect(normalizeText('the room is 5 m by 4 m')).toBe('the room is 5 metres by 4 metres');
    // "m" after a currency sign is "million".
    expect(normalizeText('a £5m contract')).toBe('a £5m contract');
    expect(ruled('Pay the caterer $350', 'Pay the caterer 350 US dollars')).toBe('match');
    expect(ruled('Tyres at 30 pounds per square inch', 'Tyres at 30 psi')).toBe('match');
  });
});

describe('opposites', () => {
  it('finds irregular phrasal forms and a few listed pairs', () => {
    expect(reasons('The rent went up in May', 'The rent dropped in May')).toMatch(/opposite/);
    // Since session 40 refusing to do a thing is a negation, counted once there rather than as an opposite.
    expect(reasons('The council agreed to fund the festival', 'The council refused to fund the festival')).toMatch(/^negation differs: not negated -> refused to/);
    expect(reasons("We're ahead of schedule on the mural", "We're behind schedule on the mural")).toMatch(/opposite/);
    expect(reasons('Fill the water butt before Friday', 'Empty the water butt before Friday')).toMatch(/opposite/);
    expect(reasons('Stay at the hostel until noon', 'Leave the hostel until noon')).toMatch(/opposite/);
  });

  it('takes no opposite through the many senses of "come", "go" and "get", nor from a pronoun before a particle', () => {
    expect(reasons('The damp has come back in the hall', 'The hall has got damp again')).not.toMatch(/opposite/);
    expect(reasons('Renew the permit before it expires on Monday', 'Get the permit renewed before Monday, when it runs out')).not.toMatch(/opposite/);
  });
});

describe('table phrases in "-ing" forms', () => {
  it('find the verb of a form WordNet also lists as a noun', () => {
    expect(ruled('Ticket prices increase from June', 'Ticket prices are going up from June')).not.toBe('mismatch');
  });
});
