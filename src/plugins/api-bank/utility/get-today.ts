import { defineApiBankApi } from '../shared/define.js';
import { item } from '../shared/errors.js';
import { out } from '../shared/params.js';

export const GetToday = defineApiBankApi({
  name: 'GetToday',
  description: "Returns today's date in the API-Bank world (always 2023-03-31).",
  parameters: {},
  output: { date: out('str', 'Today, YYYY-MM-DD.') },
  input: () => null,
  run: () => '2023-03-31',
  // API-Bank does not consult the recorded call (spec §7 B25).
  check: (response) => item(response, 'output') !== null && item(response, 'exception') === null && item(response, 'input') === null,
});
