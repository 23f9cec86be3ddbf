export { Dictionary } from './dictionary.js';
export { Translate } from './translate.js';
