import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { out, str } from '../shared/params.js';
import { calculate } from './arithmetic.js';

export const Calculator = defineApiBankApi({
  name: 'Calculator',
  description: 'Computes a formula of whole numbers with + - * / and one level of parentheses.',
  parameters: { formula: str("The formula, e.g. '(5+6)*3'.") },
  output: { result: out('float', 'The value.') },
  run: ({ formula }) => calculate(formula),
  check(response, gold) {
    const formula = (envelope: typeof response) => String(inputOf(envelope, 'formula')).replaceAll(' ', '');
    return formula(response) === formula(gold) && sameResult(response, gold);
  },
});
