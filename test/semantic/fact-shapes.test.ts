import { describe, expect, it } from 'vitest';
import { withFacts } from '../../src/semantic/fact-types.js';
import { extractFacts } from '../../src/semantic/facts.js';

describe("a text's facts with some set aside", () => {
  it('keeps everything but the facts, by identity, and has the fields of a text read afresh, in the same order', () => {
    const read = extractFacts('Thanks for today! Dinner with Priya at 7 on Friday in Leeds');
    expect(read.facts.length).toBeGreaterThan(2);
    const kept = read.facts.filter((fact) => fact.kind !== 'time');
    const narrowed = withFacts(read, kept);
    expect(narrowed.facts).toBe(kept);
    expect(narrowed.provides).toBe(read.provides);
    expect(narrowed.negations).toBe(read.negations);
    expect(narrowed.stems).toBe(read.stems);
    expect(narrowed.text).toBe(read.text);
    expect(narrowed.taken).toBe(read.taken);
    // One order of fields for every TextFacts (see textFacts): an object spread would give V8 another hidden class.
    expect(Object.keys(narrowed)).toEqual(Object.keys(read));
    expect(read).not.toBe(narrowed);
  });
});
