import type { CheckOptions, Envelope } from '../shared/define.js';
import { item } from '../shared/errors.js';
import { inputOf } from '../shared/checks.js';

/**
 * The switch's name as the checkers read it. The recorded calls name the device `device_id`, which
 * API-Bank does not declare (spec §7 B6); fixed mode accepts either key.
 */
export function switchName(envelope: Envelope, { mode }: CheckOptions): string {
  const input = item(envelope, 'input') as Record<string, unknown>;
  const value = mode === 'fixed' && !Object.hasOwn(input, 'name') && Object.hasOwn(input, 'device_id') ? input.device_id : inputOf(envelope, 'name');
  return String(value).toLowerCase().trim();
}
