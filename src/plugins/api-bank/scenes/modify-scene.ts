import { defineApiBankApi } from '../shared/define.js';
import { inputOf, pythonEquals, sameResult } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { list, out, str } from '../shared/params.js';
import { devicesOf, normaliseDevices, sceneName } from './devices.js';

export const ModifyScene = defineApiBankApi({
  name: 'ModifyScene',
  description: 'Replaces the devices of a smart-home scene.',
  parameters: { name: str('The scene name.'), devices: list("The devices, a list of {'name': ..., 'description': ...}.") },
  output: { status: out('str', 'success when the scene was changed.') },
  database: 'Scenes',
  writes: true,
  run({ name, devices }, { db }) {
    const scene = sceneName(name);
    if (scene === '') refuse('Scene name cannot be empty.');
    const normalised = normaliseDevices(devices);
    if (!db.has(scene)) refuse('The scene does not exist.');
    db.set(scene, normalised);
    return 'success';
  },
  check(response, gold) {
    return (
      sceneName(inputOf(response, 'name')) === sceneName(inputOf(gold, 'name')) &&
      pythonEquals(devicesOf(response), devicesOf(gold)) &&
      sameResult(response, gold)
    );
  },
});
