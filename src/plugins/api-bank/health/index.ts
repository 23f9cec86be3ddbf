export { QueryHealthData } from './query-health-data.js';
export { RecordHealthData } from './record-health-data.js';
