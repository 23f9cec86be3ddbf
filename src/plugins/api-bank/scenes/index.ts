export { AddScene } from './add-scene.js';
export { DeleteScene } from './delete-scene.js';
export { ModifyScene } from './modify-scene.js';
export { QueryScene } from './query-scene.js';
