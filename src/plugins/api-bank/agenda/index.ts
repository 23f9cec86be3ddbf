export { AddAgenda } from './add-agenda.js';
export { DeleteAgenda } from './delete-agenda.js';
export { ModifyAgenda } from './modify-agenda.js';
export { QueryAgenda } from './query-agenda.js';
