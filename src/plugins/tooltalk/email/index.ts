import { definePlugin } from '../../../world/define.js';
import { emailDatabase } from './database.js';
import { toolTalkSession } from '../account/session-policy.js';
import { hexField } from '../../../world/ids.js';
import { SearchInbox } from './search-inbox.js';
import { SendEmail } from './send-email.js';

/** Email: send mail and search the signed-in user's inbox. */
export const Email = definePlugin({
  name: 'Email',
  description: "Sending email, and searching the signed-in user's received mail.",
  databases: [emailDatabase],
  ids: { email: [hexField(2), hexField(4), hexField(8)] },
  sessionPolicy: toolTalkSession,
  tools: [SendEmail, SearchInbox],
});

export { SendEmail, SearchInbox };
