export { SearchEngine } from './search-engine.js';
export { Wiki } from './wiki.js';
