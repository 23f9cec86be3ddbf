import { it } from 'vitest';
import fc from 'fast-check';
import { createWorld } from '../../src/index.js';
import { worldCommands, modelRunSetup } from '../../src/fast-check/index.js';
for (const size of ['small', 'medium'] as const) it('model ' + size, () => {
  const world = createWorld({ session: { username: 'inesmartins', token: 't' } });
  const started = performance.now();
  const stats = new Map<string, number>();
  let total = 0;
  fc.assert(fc.property(worldCommands(world, { constraints: { size }, observe: (s) => { total++; const k = `${s.tool.name} ${s.record.exception === null ? 'ok' : 'fail'}`; stats.set(k, (stats.get(k) ?? 0) + 1); } }), (cmds) => fc.modelRun(modelRunSetup(world), cmds)), { seed: 42, numRuns: 100 });
  console.log(size, 'ms', performance.now() - started, 'calls', total);
  console.log([...stats].sort().map(([k, v]) => `${k}: ${v}`).join(', '));
});
