export { AddMeeting } from './add-meeting.js';
export { DeleteMeeting } from './delete-meeting.js';
export { ModifyMeeting } from './modify-meeting.js';
export { QueryMeeting } from './query-meeting.js';
