import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { sceneName } from './devices.js';

export const DeleteScene = defineApiBankApi({
  name: 'DeleteScene',
  description: 'Deletes a smart-home scene.',
  parameters: { name: str('The scene name.') },
  output: { status: out('str', 'success when the scene was deleted.') },
  database: 'Scenes',
  writes: true,
  run({ name }, { db }) {
    const scene = sceneName(name);
    if (scene === '') refuse('Scene name cannot be empty.');
    if (!db.has(scene)) refuse('The scene does not exist.');
    db.delete(scene);
    return 'success';
  },
  check(response, gold) {
    return sceneName(inputOf(response, 'name')) === sceneName(inputOf(gold, 'name')) && sameResult(response, gold);
  },
});
