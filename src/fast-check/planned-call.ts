import fc, { type Arbitrary } from 'fast-check';
import type { AnyTool } from '../world/define.js';
import type { CallRecord } from '../world/execute.js';
import type { World } from '../world/world.js';
import { formatValue } from './format.js';
import { invalidArguments, type InvalidArgumentOptions } from './invalid-arguments.js';
import { resolveArguments } from './references.js';
import { argumentTemplates, factsFrom, type ArgumentOptions } from './valid-arguments.js';

/**
 * A generated call, not yet made: a tool, its arguments (which may refer to the state they will
 * meet), and whether they were drawn to be valid or to be refused.
 */
export class PlannedCall {
  constructor(
    readonly tool: AnyTool,
    readonly args: unknown,
    readonly kind: 'valid' | 'invalid',
  ) {}

  /** The arguments as they will be sent to `world`, references read from its current state. */
  resolve(world: World): unknown {
    return resolveArguments(this.args, world.state, world.currentUser, world.sessionPolicy?.users);
  }

  /** Makes the call on `world` and returns its record, as `world.execute` does. */
  execute(world: World): CallRecord & { readonly sent: unknown } {
    const sent = this.resolve(world);
    return { ...world.execute(this.tool.name, sent), sent };
  }

  toString(): string {
    return `${this.tool.name}(${formatValue(this.args)})${this.kind === 'invalid' ? ' [invalid arguments]' : ''}`;
  }

  [fc.toStringMethod](): string {
    return this.toString();
  }
}

export interface ToolCallOptions extends ArgumentOptions, InvalidArgumentOptions {
  /** Only these tools (by name). Default: every tool of the world. */
  readonly tools?: readonly string[];
  /** Weight of invalid arguments against valid ones (4). Default 1; 0 for valid arguments only. */
  readonly invalidWeight?: number;
}

/** The tools an option list selects, refusing unknown names with the list of known ones. */
export function selectTools(world: World, names: readonly string[] | undefined): AnyTool[] {
  if (names === undefined) return world.listTools();
  return names.map((name) => {
    const tool = world.tools.get(name);
    if (tool === undefined) throw new TypeError(`toolworld/fast-check: unknown tool '${name}'; tools: ${[...world.tools.keys()].join(', ')}`);
    return tool;
  });
}

/** The planned calls of one tool: mostly valid arguments, some invalid ones. */
export function plannedCallsOf(tool: AnyTool, options: ToolCallOptions & { readonly world: World }): Arbitrary<PlannedCall> {
  const valid = argumentTemplates(tool, options).map((args) => new PlannedCall(tool, args, 'valid'));
  const invalidWeight = options.invalidWeight ?? 1;
  if (invalidWeight <= 0) return valid;
  const invalid = invalidArguments(tool, options).map((args) => new PlannedCall(tool, args, 'invalid'));
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: invalid, weight: invalidWeight });
}

/**
 * Calls of any of the world's tools (or of `options.tools`), mostly with plausible arguments,
 * references resolved when each call is made. For properties over call sequences without a model.
 *
 * @example
 * fc.assert(fc.property(fc.array(toolCalls(world)), (calls) => {
 *   const copy = world.fork();
 *   for (const call of calls) call.execute(copy);
 * }));
 */
export function toolCalls(world: World, options: ToolCallOptions = {}): Arbitrary<PlannedCall> {
  const withFacts = { ...options, world, facts: factsFrom({ world, ...options }, 'toolCalls') };
  return fc.oneof(...selectTools(world, options.tools).map((tool) => plannedCallsOf(tool, withFacts)));
}
