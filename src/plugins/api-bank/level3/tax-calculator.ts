import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, inputOf, pythonEquals } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { float, out } from '../shared/params.js';

const BRACKETS: readonly [number, number][] = [
  [0, 0],
  [1000, 0.1],
  [3000, 0.2],
  [5000, 0.3],
];

export const TaxCalculator = defineApiBankApi({
  name: 'TaxCalculator',
  description: 'Computes a salary after income tax.',
  parameters: { salary: float('The salary before tax.') },
  output: { salary_after_tax: out('float', 'The salary after tax.') },
  run({ salary }) {
    if (salary < 0) refuse('');
    let rate = 0;
    for (const [threshold, bracketRate] of BRACKETS) if (salary >= threshold) rate = bracketRate;
    return { salary_after_tax: salary - salary * rate };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return (
      pythonEquals(inputOf(response, 'salary'), inputOf(gold, 'salary')) &&
      pythonEquals(item(item(response, 'output'), 'salary_after_tax'), item(item(gold, 'output'), 'salary_after_tax')) &&
      pythonEquals(item(response, 'exception'), item(gold, 'exception'))
    );
  },
});
