import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { type Level3World } from './world.js';

export const GetOccupationSalary = defineApiBankApi({
  name: 'GetOccupationSalary',
  description: 'Returns the typical salary of an occupation.',
  parameters: { occupation: str('The occupation.') },
  output: { salary: out('float', 'The salary.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    if (!Object.hasOwn(world.salaries, args.occupation)) refuse('The occupation is not in the database.');
    return { salary: world.salaries[args.occupation] };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
