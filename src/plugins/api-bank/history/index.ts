export { QueryHistoryToday } from './query-history-today.js';
