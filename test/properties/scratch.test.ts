import fc from 'fast-check';
import { it } from 'vitest';
import { createWorld } from '../../src/index.js';
import { validArguments, worldFacts } from '../../src/fast-check/index.js';
it('stats', () => {
  const reference = createWorld();
  const usernames = worldFacts(reference).usernames;
  for (const toolName of ['SearchInbox', 'SearchMessages']) {
    const hist = new Map<string, number>();
    const args = validArguments(reference.tools.get(toolName)!, { world: reference, noise: 0 });
    const clock = fc.integer({ min: 0, max: 50 * 24 * 4 }).map((q) => new Date(Date.UTC(2025, 3, 8) + q * 15 * 60_000));
    for (const [user, now, a] of fc.sample(fc.tuple(fc.constantFrom(...usernames), clock, args), { seed: 3, numRuns: 300 })) {
      const world = createWorld({ session: { username: user, token: 't' }, now });
      const r = world.call(toolName, a);
      const k = r.exception ?? `len ${(Object.values(r.response!)[0] as unknown[]).length}`;
      hist.set(k.slice(0, 50), (hist.get(k.slice(0, 50)) ?? 0) + 1);
    }
    console.log(toolName, [...hist].sort());
  }
});
