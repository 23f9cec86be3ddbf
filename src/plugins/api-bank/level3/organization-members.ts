import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { out, str } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const OrganizationMembers = defineApiBankApi({
  name: 'OrganizationMembers',
  description: 'Lists the members of an organization.',
  parameters: { organization: str('The organization.') },
  output: { members: out('list', 'Member names.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return { members: [...lookup(world.organizations, args.organization)] };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
