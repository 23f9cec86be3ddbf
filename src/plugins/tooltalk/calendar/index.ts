import { definePlugin } from '../../../world/define.js';
import { calendarDatabase } from './database.js';
import { toolTalkSession } from '../account/session-policy.js';
import { hexField } from '../../../world/ids.js';
import { CreateEvent } from './create-event.js';
import { DeleteEvent } from './delete-event.js';
import { ModifyEvent } from './modify-event.js';
import { QueryCalendar } from './query-calendar.js';

/** Calendar: create, change, delete and look up the signed-in user's meetings and events. */
export const Calendar = definePlugin({
  name: 'Calendar',
  description: "The signed-in user's calendar of meetings and events.",
  databases: [calendarDatabase],
  ids: { event: [hexField(8), hexField(4)] },
  sessionPolicy: toolTalkSession,
  tools: [CreateEvent, DeleteEvent, ModifyEvent, QueryCalendar],
});

export { CreateEvent, DeleteEvent, ModifyEvent, QueryCalendar };
