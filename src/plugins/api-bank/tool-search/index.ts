export { ToolSearcher } from './tool-searcher.js';
