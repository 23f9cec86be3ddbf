export { QueryStock } from './query-stock.js';
