import { definePlugin } from '../../../world/define.js';
import { messageDatabase } from './database.js';
import { toolTalkSession } from '../account/session-policy.js';
import { hexField } from '../../../world/ids.js';
import { SearchMessages } from './search-messages.js';
import { SendMessage } from './send-message.js';

/** Messages: send chat messages and search the signed-in user's received ones. */
export const Messages = definePlugin({
  name: 'Messages',
  description: "Sending chat messages to other users, and searching the signed-in user's received messages.",
  databases: [messageDatabase],
  ids: { message: [hexField(8), hexField(8)] },
  sessionPolicy: toolTalkSession,
  tools: [SendMessage, SearchMessages],
});

export { SendMessage, SearchMessages };
