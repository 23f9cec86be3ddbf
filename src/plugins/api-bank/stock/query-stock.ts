import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameDates, sameResult } from '../shared/checks.js';
import { normaliseDate } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const QueryStock = defineApiBankApi({
  name: 'QueryStock',
  description: 'Returns the price of a stock on a day.',
  parameters: { stock_code: str('The ticker, e.g. AAPL.'), date: str('The day, YYYY-MM-DD.') },
  output: { stock_price: out('float', 'The price.') },
  database: 'Stock',
  run({ stock_code, date }, { db }) {
    const code = stock_code.toUpperCase().trim();
    if (code === '') refuse('The stock code cannot be empty.');
    const day = normaliseDate(date, 'D');
    if (!day.ok) refuse(day.message);
    const prices = db.get(code);
    if (prices === undefined) refuse('The stock code does not exist.');
    if (!Object.hasOwn(prices, day.value)) refuse('The stock price of this date is not maintained.');
    return prices[day.value];
  },
  check(response, gold) {
    const code = (envelope: typeof response) => String(inputOf(envelope, 'stock_code')).toUpperCase().trim();
    return code(response) === code(gold) && sameDates(response, gold, 'date', 'D') && sameResult(response, gold);
  },
});
