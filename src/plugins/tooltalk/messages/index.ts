import { definePlugin } from '../../../world/define.js';
import { SearchMessages } from './search-messages.js';
import { SendMessage } from './send-message.js';

/** Messages: send chat messages and search the signed-in user's received ones. */
export const Messages = definePlugin({
  name: 'Messages',
  description: "Sending chat messages to other users, and searching the signed-in user's received messages.",
  tools: [SendMessage, SearchMessages],
});

export { SendMessage, SearchMessages };
