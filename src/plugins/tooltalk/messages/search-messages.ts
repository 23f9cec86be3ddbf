import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { RecordShape } from '../../../world/plain-copy.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { searchInputSchema, searchPythonTypeErrors, searchReceived, type SearchFields } from '../shared/search.js';
import { messageRecordSchema, type MessageRecord, messageDatabase } from './database.js';
import { sessionTokenArgument } from '../account/session-policy.js';

const messageFields: SearchFields<MessageRecord> = {
  date: (message) => message.timestamp,
  sender: (message) => message.sender,
  texts: (message) => [message.message],
};


// Copies of stored records for the answer (a frozen record spreads slowly; see RecordShape).
const messageShape = new RecordShape();

export const SearchMessages = defineTool({
  name: 'SearchMessages',
  description:
    "Searches the signed-in user's received chat messages by keywords, sender and date range, and returns the five most recent matches, newest first. Give at least one of query, sender, start_date and end_date.",
  action: false,
  databases: { Message: messageDatabase },
  auth: true,
  check: idSubsetCheck({ list: 'messages', id: 'message_id', callerArguments: [sessionTokenArgument] }),
  input: searchInputSchema({
    items: 'messages',
    searchedText: 'the message text',
    sender: 'their exact username, e.g. jdoe.',
  }),
  output: z.object({
    messages: z.array(messageRecordSchema).describe('Up to five matching messages, newest first.'),
  }),
  keepNull: ['match_type'],
  pythonTypeErrors: searchPythonTypeErrors,
  run(args, { db, username, now }) {
    const received = db.Message.get(username);
    // Unlike SearchInbox, only a missing map short-cuts; an empty one still has its arguments checked.
    if (received === undefined) return { messages: [] };
    const found = searchReceived(received.values(), args, messageFields, now);
    return { messages: found.map((message) => messageShape.copy(message) as typeof message) };
  },
});
