import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { RecordShape } from '../../../world/plain-copy.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { searchInputSchema, searchPythonTypeErrors, searchReceived, type SearchFields } from '../shared/search.js';
import { emailRecordSchema, type EmailRecord, emailDatabase } from './database.js';
import { sessionTokenArgument } from '../account/session-policy.js';

const emailFields: SearchFields<EmailRecord> = {
  date: (email) => email.date,
  sender: (email) => email.sender,
  texts: (email) => [email.subject, email.body],
};


// Copies of stored records for the answer (a frozen record spreads slowly; see RecordShape).
const emailShape = new RecordShape();

export const SearchInbox = defineTool({
  name: 'SearchInbox',
  description:
    "Searches the signed-in user's received emails by keywords, sender and date range, and returns the five most recent matches, newest first. Give at least one of query, sender, start_date and end_date.",
  action: false,
  databases: { Email: emailDatabase },
  auth: true,
  check: idSubsetCheck({ list: 'emails', id: 'email_id', callerArguments: [sessionTokenArgument] }),
  input: searchInputSchema({
    items: 'emails',
    searchedText: 'the subject or body',
    sender: 'their exact email address, e.g. jane.doe@example.com.',
  }),
  output: z.object({
    emails: z.array(emailRecordSchema).describe('Up to five matching emails, newest first.'),
  }),
  keepNull: ['match_type'],
  pythonTypeErrors: searchPythonTypeErrors,
  run(args, { db, username, now }) {
    const mailbox = db.Email.get(username);
    // ToolTalk answers an empty or missing inbox before looking at the arguments at all.
    if (mailbox === undefined || mailbox.size === 0) return { emails: [] };
    const found = searchReceived(mailbox.values(), args, emailFields, now);
    return {
      emails: found.map((email) => {
        // As \`{ ...email, receivers: [...] }\`: the copy's own receivers replaced in place.
        const copy = emailShape.copy(email) as { -readonly [K in keyof typeof email]: (typeof email)[K] };
        copy.receivers = [...email.receivers];
        return copy;
      }),
    };
  },
});
