import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';
import { defaultArgumentLimits, type ArgumentLimits } from '../world/arguments.js';
import type { AnyTool } from '../world/define.js';
import { printable } from './valid-arguments.js';

export interface InvalidArgumentOptions {
  /** The world's argument limits, to draw strings just past the longest accepted. Default: the defaults. */
  readonly limits?: Partial<ArgumentLimits>;
}

/** Values of every JSON type and beyond, including the numbers JSON cannot hold. */
const junk: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0, 1, true, false, '', {}, [], [[]]),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
  // Deeper than any limit a world accepts.
  fc.nat({ max: 3 }).map((extra) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < 12 + extra; level++) value = level % 2 === 0 ? [value] : { nested: value };
    return value;
  }),
);

/** An own, enumerable key, even for `__proto__`, which an object literal would turn into a prototype. */
function withKey(args: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = { ...args };
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function shapeOf(tool: AnyTool): Record<string, z.ZodType> {
  return tool.input.shape as Record<string, z.ZodType>;
}

/** A value the parameter's schema refuses, and that the executor does not read as "omitted". */
function wrongValueFor(tool: AnyTool, name: string): Arbitrary<unknown> {
  const schema = shapeOf(tool)[name]!;
  const required = tool.required.includes(name);
  return junk.filter((value) => !schema.safeParse(value).success && (required || (value !== null && value !== undefined)));
}

/**
 * Arguments the tool must refuse, whatever the state: a value of the wrong type (NaN, Infinity,
 * nested junk...), a missing required argument, an unknown key (`__proto__`, `constructor`...), a
 * string past the length limit, nesting past the depth limit, or arguments that are not an object
 * at all. Each is built on type-correct arguments, so exactly one thing is wrong.
 *
 * @example
 * fc.assert(fc.property(invalidArguments(tool), (args) => {
 *   const before = world.state;
 *   expect(world.call(tool.name, args).exception).not.toBeNull();
 *   expect(world.state).toBe(before);
 * }));
 */
export function invalidArguments(tool: AnyTool, options: InvalidArgumentOptions = {}): Arbitrary<unknown> {
  const limits = { ...defaultArgumentLimits, ...options.limits };
  const shape = shapeOf(tool);
  const names = tool.parameters;
  const strings = names.filter((name) => shape[name]!.safeParse('x').success);
  // Type-correct arguments to break one thing in: every required parameter as a plain string.
  const base: Arbitrary<Record<string, unknown>> = fc
    .tuple(...tool.required.map(() => fc.string({ maxLength: 8 })))
    .map((values) => Object.fromEntries(tool.required.map((name, index) => [name, shape[name]!.safeParse(values[index]).success ? values[index] : []])));

  const ways: Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, [], 42, 'arguments', true),
    fc
      .tuple(base, fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'extra', 'Session_Token'), junk)
      .map(([args, key, value]) => withKey(args, key, value)),
  ];
  if (names.length > 0) {
    ways.push(
      fc
        .tuple(base, fc.constantFrom(...names))
        .chain(([args, name]) => wrongValueFor(tool, name).map((value) => withKey(args, name, value))),
    );
  }
  if (tool.required.length > 0) {
    ways.push(
      fc.tuple(base, fc.constantFrom(...tool.required)).map(([args, name]) => {
        const { [name]: _dropped, ...rest } = args;
        return rest;
      }),
    );
  }
  if (strings.length > 0) {
    ways.push(
      fc.tuple(base, fc.constantFrom(...strings)).map(([args, name]) => withKey(args, name, 'x'.repeat(limits.maxStringLength + 1))),
    );
  }
  return fc.oneof(...ways).map((args) => (typeof args === 'object' && args !== null && !Array.isArray(args) ? printable(args) : args));
}
