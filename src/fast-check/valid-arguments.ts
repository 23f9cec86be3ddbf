import fc, { type Arbitrary } from 'fast-check';
import type { AnyTool } from '../world/define.js';
import type { World } from '../world/world.js';
import { strptime } from '../python/index.js';
import { worldFacts, type WorldFacts } from './facts.js';
import { formatValue } from './format.js';
import type { HintRule } from './hints.js';
import { resolveArguments } from './references.js';
import { valueFor } from './schema.js';

export interface ArgumentOptions {
  /** The world whose users, places, words and clock make values plausible (read once, when the arbitrary is built). */
  readonly world?: World;
  /** Facts to draw from instead of reading them from `world` (see `worldFacts`); one of the two is needed. */
  readonly facts?: WorldFacts;
  /** Share of string leaves drawn as any string rather than a plausible one (0 to 1). Default 0.05. */
  readonly noise?: number;
  /** Hint rules replacing the default ones (`hintRules`), e.g. `[myRule, ...hintRules]`. */
  readonly rules?: readonly HintRule[];
  /** Arguments for particular tools, by tool name, instead of the derived ones. */
  readonly overrides?: Readonly<Record<string, Arbitrary<Record<string, unknown>>>>;
}

/** Gives generated arguments a readable form in fast-check's reports, without a visible key. */
export function printable<T extends object>(value: T): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => formatValue(value), enumerable: false, configurable: true });
  return value;
}

export function factsFrom(options: ArgumentOptions, caller: string): WorldFacts {
  if (options.facts) return options.facts;
  if (options.world) return worldFacts(options.world);
  throw new TypeError(`${caller}: pass { world } (or { facts }) so that values can be drawn from a world's users, places and clock`);
}

function parseMoment(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const moment = strptime(text, 'DT');
  if (moment.ok) return moment.seconds;
  const time = strptime(text, 'T');
  return time.ok ? time.seconds : undefined;
}

/** Parameter pairs that bound a range: `start_time`/`end_time`, `new_start_time`/`new_end_time`, ... */
function rangePairs(tool: AnyTool): [string, string][] {
  return tool.parameters
    .filter((name) => name.includes('start'))
    .map((name) => [name, name.replace('start', 'end')] as [string, string])
    .filter(([, end]) => tool.parameters.includes(end));
}

/**
 * Arguments for a tool, derived from its input schema, that may still hold references to the state
 * (`RecordReference`, `AccountReference`): what commands carry until they run. Most ranges come out
 * in order (start not after end); one in ten is left as drawn, to reach the "start after end" path.
 */
export function argumentTemplates(tool: AnyTool, options: ArgumentOptions = {}): Arbitrary<Record<string, unknown>> {
  const override = options.overrides?.[tool.name];
  if (override) return override;
  const facts = factsFrom(options, 'argumentTemplates');
  const walk = { facts, noise: options.noise ?? 0.05, ...(options.rules && { rules: options.rules }) };
  const record = valueFor(tool.input, { tool: tool.name, name: '', description: '', siblings: tool.parameters }, walk) as Arbitrary<Record<string, unknown>>;
  const pairs = rangePairs(tool);
  if (pairs.length === 0) return record;
  return fc.tuple(record, fc.nat({ max: 9 })).map(([args, keepAsDrawn]) => {
    if (keepAsDrawn === 0) return args;
    const ordered = { ...args };
    for (const [start, end] of pairs) {
      const from = parseMoment(ordered[start]);
      const to = parseMoment(ordered[end]);
      if (from !== undefined && to !== undefined && from > to) [ordered[start], ordered[end]] = [ordered[end], ordered[start]];
    }
    return ordered;
  });
}

/**
 * Valid arguments for a tool: they satisfy its input schema, and most are plausible in `world`
 * (existing usernames and IDs, the right passwords, times around the world's clock). IDs and
 * account fields are read from the world's state as it is when this arbitrary is built.
 *
 * @example
 * const world = createWorld({ session: { username: 'inesmartins', token: 't-1' } });
 * fc.assert(fc.property(validArguments(world.tools.get('AddAlarm')!, { world }), (args) => {
 *   expect(world.fork().call('AddAlarm', args).exception).toBeNull();
 * }));
 */
export function validArguments(tool: AnyTool, options: ArgumentOptions & { readonly world: World }): Arbitrary<Record<string, unknown>> {
  const state = options.world.state;
  const caller = options.world.currentUser;
  return argumentTemplates(tool, options).map((args) => printable(resolveArguments(args, state, caller) as Record<string, unknown>));
}
