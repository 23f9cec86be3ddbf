import fc, { type Arbitrary } from 'fast-check';
import * as z from 'zod';
import type { WorldFacts } from './facts.js';
import { hintFor, hintRules, type FieldInfo, type HintRule } from './hints.js';

/** The parts of zod v4's internal definition that the walk reads. */
interface SchemaDefinition {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly options?: readonly z.ZodType[];
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly in?: z.ZodType;
}

/** Marks an optional argument that was left out (undefined is a value zod may see). */
const LEFT_OUT: unique symbol = Symbol('left out');

function definitionOf(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

/** Allowed values declared on the schema itself (`.meta({ enum })`), including inherited metadata. */
function declaredEnum(schema: z.ZodType): readonly unknown[] | undefined {
  const values = z.globalRegistry.get(schema)?.enum;
  return Array.isArray(values) ? values : undefined;
}

export interface WalkOptions {
  readonly facts: WorldFacts;
  /** Share of leaves drawn from their bare type (any string) instead of a plausible value, 0 to 1. */
  readonly noise: number;
  readonly rules?: readonly HintRule[];
}

function withNoise(plausible: Arbitrary<unknown>, bare: Arbitrary<unknown>, noise: number): Arbitrary<unknown> {
  if (noise <= 0) return plausible;
  if (noise >= 1) return bare;
  const weight = Math.max(1, Math.round(noise * 100));
  return fc.oneof({ arbitrary: plausible, weight: 100 - weight }, { arbitrary: bare, weight });
}

/**
 * An arbitrary of values the schema accepts, made plausible by the hint rules for string leaves.
 * Supports what tool inputs are built from: strings, numbers, booleans, literals, enums, arrays,
 * objects, unions, optional, nullable, default and pipes; anything else is refused with its type.
 */
export function valueFor(schema: z.ZodType, field: FieldInfo, options: WalkOptions): Arbitrary<unknown> {
  const definition = definitionOf(schema);
  const enumValues = declaredEnum(schema) ?? field.enumValues;
  const here: FieldInfo = enumValues === undefined ? field : { ...field, enumValues };
  switch (definition.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return valueFor(definition.innerType!, here, options);
    case 'nullable':
      return withNoise(valueFor(definition.innerType!, here, options), fc.constant(null), options.noise);
    case 'pipe':
      return valueFor(definition.in!, here, options);
    case 'string': {
      const plausible = hintFor(here, options.facts, options.rules ?? hintRules) ?? fc.string({ maxLength: 20 });
      return withNoise(plausible, fc.string({ maxLength: 12 }), options.noise);
    }
    case 'number':
      return fc.integer({ min: -1000, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...definition.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(definition.entries!));
    case 'array': {
      const element = valueFor(definition.element!, here, options);
      // Non-empty when plausible: an empty list of recipients or attendees is rarely what a caller means.
      return withNoise(fc.array(element, { minLength: 1, maxLength: 3 }), fc.array(element, { maxLength: 3 }), options.noise);
    }
    case 'union':
      return fc.oneof(...definition.options!.map((option) => valueFor(option, here, options)));
    case 'object': {
      const shape = definition.shape!;
      const arbitraries: Record<string, Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(shape)) {
        arbitraries[key] = valueFor(inner, { ...here, name: key, description: inner.description ?? '' }, options);
      }
      const keys = Object.keys(shape);
      // An optional argument is left out half the time: callers give only some, and every filter
      // given narrows what a search or a query can find.
      const parts = keys.map((key) =>
        shape[key]!.safeParse(undefined).success ? fc.option(arbitraries[key]!, { nil: LEFT_OUT, freq: 2 }) : arbitraries[key]!,
      );
      return fc.tuple(...parts).map((values) => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, index) => {
          if (values[index] !== LEFT_OUT) out[key] = values[index];
        });
        return out;
      });
    }
    default:
      throw new TypeError(
        `toolworld/fast-check: cannot derive values for parameter '${field.name}' of ${field.tool}: zod type '${definition.type}' is not supported; ` +
          'pass your own arbitrary for this tool through the `overrides` option',
      );
  }
}
