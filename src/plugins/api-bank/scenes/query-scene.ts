import { defineApiBankApi, type Envelope } from '../shared/define.js';
import { inputOf, pythonEquals, sameResult } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { sceneName } from './devices.js';

/** Fixed mode: device names compare without case (spec §7 B7: the recorded names are capitalised). */
function foldedOutput(envelope: Envelope): unknown {
  const output = item(envelope, 'output');
  if (!Array.isArray(output)) return output;
  return output.map((device) => (device && typeof device === 'object' ? { ...device, name: String(device.name).toLowerCase() } : device));
}

export const QueryScene = defineApiBankApi({
  name: 'QueryScene',
  description: 'Lists the devices of a smart-home scene.',
  parameters: { name: str('The scene name.') },
  output: { devices: out('list', "The scene's devices: name and description.") },
  database: 'Scenes',
  run({ name }, { db }) {
    const scene = sceneName(name);
    if (scene === '') refuse('Scene name cannot be empty.');
    const devices = db.get(scene);
    if (devices === undefined) refuse('Scene not found.');
    return structuredClone(devices);
  },
  check(response, gold, { mode }) {
    if (sceneName(inputOf(response, 'name')) !== sceneName(inputOf(gold, 'name'))) return false;
    if (mode === 'compat') return sameResult(response, gold);
    return pythonEquals(foldedOutput(response), foldedOutput(gold)) && pythonEquals(item(response, 'exception'), item(gold, 'exception'));
  },
});
