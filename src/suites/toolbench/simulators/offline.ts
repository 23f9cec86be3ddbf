// A deterministic simulator: it fills the API's response skeleton (response_examples §1.3, or the
// query record's template_response §1.2) with values derived from a hash of (category, tool, API,
// key, field path). The same input always gives the same bytes, on any machine, with no model.

import { createHash } from 'node:crypto';
import type { PyJson } from '../python-json/parse.js';
import type { SimulationRequest, Simulator } from './simulator.js';

export interface OfflineSimulatorOptions {
  /** Mixed into every hash: a different seed gives a different (still fixed) world. Default ''. */
  readonly seed?: string;
  /** Longest list generated from a `_list_length` or "list of ... with length N" marker. Default 20. */
  readonly maximumListLength?: number;
}

const LIST_OF = /^list of (\w+) with length (\d+)$/;

/**
 * Creates the offline simulator, named `offline` in results.
 *
 * @example
 * const simulator = createOfflineSimulator();
 * const outcome = await simulator.simulate(request); // { ok: true, value: Map { 'error' => '', 'response' => ... } }
 */
export function createOfflineSimulator(options: OfflineSimulatorOptions = {}): Simulator {
  const seed = options.seed ?? '';
  const maximumListLength = options.maximumListLength ?? 20;

  return {
    name: seed === '' ? 'offline' : `offline:${seed}`,
    async simulate(request) {
      const skeleton = skeletonOf(request);
      const hash = (path: string) =>
        createHash('sha256')
          .update([seed, request.category, request.toolName, request.apiName, request.key, path].join('\u0000'))
          .digest('hex');
      const leaf = (type: string, path: string, field: string): PyJson => {
        const digest = hash(path);
        const number = Number.parseInt(digest.slice(0, 8), 16);
        switch (type) {
          case 'int':
            return BigInt(number % 1000);
          case 'float':
            return (number % 100_000) / 100;
          case 'bool':
            return number % 2 === 0;
          case 'NoneType':
          case 'null':
            return null;
          case 'empty list':
            return [];
          default:
            return `${field}-${digest.slice(8, 16)}`;
        }
      };
      const fill = (shape: unknown, path: string, field: string, depth: number): PyJson => {
        if (depth > 32) return null;
        if (typeof shape === 'string') {
          const list = LIST_OF.exec(shape);
          if (list === null) return leaf(shape, path, field);
          const length = Math.min(Number(list[2]), maximumListLength);
          return Array.from({ length }, (_, index) => leaf(list[1]!, `${path}[${index}]`, field));
        }
        if (Array.isArray(shape)) return fillList(shape, path, field, depth);
        if (typeof shape === 'object' && shape !== null) {
          const out = new Map<string, PyJson>();
          for (const [key, value] of Object.entries(shape)) {
            if (key !== '_list_length') out.set(key, fill(value, `${path}.${key}`, key, depth + 1));
          }
          return out;
        }
        if (typeof shape === 'number') return Number.isInteger(shape) ? BigInt(shape) : shape;
        if (typeof shape === 'boolean') return shape;
        return null;
      };
      const fillList = (shape: readonly unknown[], path: string, field: string, depth: number): PyJson[] => {
        const first = shape[0];
        if (shape.length === 1 && typeof first === 'string' && LIST_OF.test(first)) return fill(first, path, field, depth) as PyJson[];
        const marker = typeof first === 'object' && first !== null ? (first as Record<string, unknown>)._list_length : undefined;
        if (typeof marker === 'number' && Number.isInteger(marker)) {
          const length = Math.max(0, Math.min(marker, maximumListLength));
          return Array.from({ length }, (_, index) => fill(first, `${path}[${index}]`, field, depth + 1));
        }
        return shape.map((element, index) => fill(element, `${path}[${index}]`, field, depth + 1));
      };

      const response: PyJson =
        skeleton === undefined
          ? `Simulated answer of ${request.apiName} (${request.toolName}) for ${request.key}: ` +
            'no response schema is known for this API, so this fixed text stands in for its response.'
          : fill(skeleton, '$', request.apiName, 0);
      return { ok: true, value: new Map<string, PyJson>([['error', ''], ['response', response]]) };
    },
  };
}

/** The skeleton to fill: a non-empty response-example schema, else the template response. */
function skeletonOf(request: SimulationRequest): unknown {
  const usable = (value: unknown) =>
    (typeof value === 'object' && value !== null && Object.keys(value).length > 0) || (typeof value === 'string' && value !== '');
  if (usable(request.responseSchema)) return request.responseSchema;
  let template = request.doc.api?.template_response;
  // At least one query record stores its template as a JSON string.
  if (typeof template === 'string') {
    try {
      template = JSON.parse(template);
    } catch {
      // A plain string stays a single leaf.
    }
  }
  return usable(template) ? template : undefined;
}
