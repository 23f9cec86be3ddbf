import { describe, expect, it } from 'vitest';
import { answerScore, rougeL } from '../../../src/suites/api-bank/rouge-l.js';
import { calculate } from '../../../src/plugins/api-bank/index.js';

describe('ROUGE-L as API-Bank scores answers (spec §6.4, §8.4)', () => {
  it.each([
    ['The agenda has been added successfully.', 'The agenda has been added successfully.', 0.999999995],
    ['The agenda has been added successfully.', 'Your agenda was added.', 0.3999999952],
    ['Your appointment has been modified successfully.', 'I have modified your appointment successfully. Anything else?', 0.2857142808],
    ['the cat the cat', 'the cat', 0.999999995],
    ['Hello, world', 'hello world', 0.499999995],
    ['a b c d e', 'e d c b a', 0.199999995],
    ['The price is 3.5 dollars.', 'The price is 3.5 dollars.', 0.999999995],
    ['A. B. C.', 'C. B. A.', 0.999999995],
    ['The agenda has been added.', ' . ', 0],
  ])('%j | %j', (reference, hypothesis, f) => {
    expect(rougeL(hypothesis, reference).f).toBeCloseTo(f, 9);
  });

  it('refuses an empty hypothesis as the package does, and the evaluators score it', () => {
    expect(() => rougeL('', 'x')).toThrow('Hypothesis is empty.');
    expect(() => rougeL('...', 'x')).toThrow('Hypothesis is empty.');
    expect(answerScore('', 'x', 1)).toBe(0);
    expect(answerScore('AI: User:', 'x', 3)).toBe(0);
    expect(answerScore('Your agenda was added.', 'The agenda has been added successfully.', 1)).toBe(0.4);
  });
});

describe("the calculator's exact algorithm (spec §2.5)", () => {
  it.each([
    ['(5+6)*3', 33],
    ['25*3+7/3', 77.33333333333333],
    ['8/2/2', 2],
    ['(1+2)*(3+4)', 21],
    ['40+50+60', 150],
    [' 1 + 2 ', 3],
  ])('%s = %d', (formula, value) => expect(calculate(formula)).toBe(value));

  it.each([
    ['((1+2)*3)', "')' is not in list"],
    ['2*(3+(4-1))', "')' is not in list"],
    ['1/0', 'float division by zero'],
    ['2*-3', "can't multiply sequence by non-int of type 'float'"],
    ['3+-2', "unsupported operand type(s) for +: 'float' and 'str'"],
    ['+', 'list index out of range'],
    ['()+1', 'list index out of range'],
    ['(1+2))(', 'list index out of range'],
    ['12', 'invalid formula'],
    ['(2)', 'invalid formula'],
    ['0.5+1', 'invalid formula'],
    ['2^3', 'invalid formula'],
    ['1+', 'invalid formula'],
    ['', 'invalid formula'],
  ])('%s fails with %j', (formula, message) => expect(() => calculate(formula)).toThrow(message));

  it.each(['-3+2', '-(1+2)', '(-3)+5', '5*(-3)'])('%s stops instead of looping forever', (formula) => {
    expect(() => calculate(formula)).toThrow(/minus sign/);
  });
});
