import { defineApiBankApi } from '../shared/define.js';
import { inputOf, pythonEquals } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { list, out, str } from '../shared/params.js';
import { devicesOf, normaliseDevices, sceneName } from './devices.js';

export const AddScene = defineApiBankApi({
  name: 'AddScene',
  description: 'Creates a smart-home scene: a named set of devices.',
  parameters: { name: str('The scene name.'), devices: list("The devices, a list of {'name': ..., 'description': ...}.") },
  output: { status: out('str', 'success when the scene was created.') },
  database: 'Scenes',
  writes: true,
  run({ name, devices }, { db }) {
    const scene = sceneName(name);
    if (scene === '') refuse('Scene name cannot be empty.');
    const normalised = normaliseDevices(devices);
    if (db.has(scene)) refuse('Scene name already exists.');
    db.set(scene, normalised);
    return 'success';
  },
  check(response, gold) {
    if (sceneName(inputOf(response, 'name')) !== sceneName(inputOf(gold, 'name'))) return false;
    if (!pythonEquals(devicesOf(response), devicesOf(gold))) return false;
    if (item(gold, 'output') === null && item(response, 'output') !== null) return false;
    return pythonEquals(item(response, 'exception'), item(gold, 'exception'));
  },
});
