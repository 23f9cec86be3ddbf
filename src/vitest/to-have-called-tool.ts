import type { MatcherState } from 'vitest';
import { collectCalls, injectedArgumentsOf, sentParameters } from '../testing/collect-calls.js';
import { World } from '../world/world.js';
import { describeReceived, formatCall, numberedList, projectOnto } from './format.js';
import type { ToolworldMatcherResult } from './matcher-result.js';

const ACCEPTED = 'a recording world (recordCalls / createRecordingWorld), a list of call records or predictions, a simulated or evaluated conversation, or a ReplayResult';

/**
 * `expect(source).toHaveCalledTool(name, partialArguments?)`: passes when some call of `name` was
 * made whose arguments contain `partialArguments` (the way `toMatchObject` compares, so asymmetric
 * matchers such as `expect.stringContaining` work, and arrays must match in full). Failed calls
 * count as calls; the message marks them. The session token the world injects is never compared.
 *
 * @example
 * expect(world).toHaveCalledTool('SendEmail', { to: ['kwame.asante@example.com'] });
 */
export function toHaveCalledTool(
  this: MatcherState,
  received: unknown,
  toolName: string,
  partialArguments?: Record<string, unknown>,
): ToolworldMatcherResult {
  const calls = collectCalls(received);
  if (calls === undefined) {
    if (received instanceof World) {
      throw new TypeError('toHaveCalledTool: this world does not record its calls; build it with createRecordingWorld(), or wrap it first: recordCalls(world)');
    }
    throw new TypeError(`toHaveCalledTool: expected ${ACCEPTED}; got ${describeReceived(received)}`);
  }
  const injected = injectedArgumentsOf(received);
  const sameTool = calls.filter((call) => call.request.api_name === toolName);
  const matches = (call: (typeof calls)[number]) =>
    partialArguments === undefined ||
    this.equals(sentParameters(call, injected) ?? {}, partialArguments, [...this.customTesters, this.utils.subsetEquality, this.utils.iterableEquality]);
  const pass = sameTool.some(matches);
  const wanted = partialArguments === undefined ? toolName : `${toolName} with arguments matching ${this.utils.printExpected(partialArguments)}`;
  // The nearest candidate for the diff: the last call of that tool, as the one a test usually means.
  const nearest = sameTool.at(-1);
  const expected = partialArguments ?? toolName;
  const actual =
    partialArguments === undefined
      ? calls.map((call) => call.request.api_name)
      : nearest === undefined
        ? undefined
        : projectOnto(sentParameters(nearest, injected), partialArguments, 1);
  return {
    pass,
    // vitest draws the diff from these; on a `.not` failure there is no difference worth drawing.
    ...(!pass && { actual, expected }),
    message: () => {
      const listed = numberedList(calls.map((call) => formatCall(call, injected)), '(no calls were made)');
      if (pass) {
        const matching = sameTool.filter(matches).map((call) => formatCall(call, injected));
        return `expected no call of ${wanted}, but found:\n${numberedList(matching, '')}\n\nAll calls:\n${listed}`;
      }
      const lines = [`expected a call of ${wanted}`];
      if (sameTool.length === 0) lines.push(`but ${toolName} was never called.`);
      else if (partialArguments !== undefined) {
        lines.push(`but none of its ${sameTool.length} call(s) matched; the difference below is from the last one.`);
      }
      lines.push('', 'All calls:', listed);
      return lines.join('\n');
    },
  };
}
