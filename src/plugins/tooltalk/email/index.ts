import { definePlugin } from '../../../world/define.js';
import { SearchInbox } from './search-inbox.js';
import { SendEmail } from './send-email.js';

/** Email: send mail and search the signed-in user's inbox. */
export const Email = definePlugin({
  name: 'Email',
  description: "Sending email, and searching the signed-in user's received mail.",
  tools: [SendEmail, SearchInbox],
});

export { SendEmail, SearchInbox };
