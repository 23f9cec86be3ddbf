import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { isPythonEmail } from '../../../python/index.js';

export const SendEmail = defineTool({
  name: 'SendEmail',
  description:
    'Sends an email from the signed-in user to one or more email addresses and returns the ID of the sent email.',
  action: true,
  auth: true,
  check: argumentCheck({
    response: 'ignore',
    fields: { to: { type: 'set' }, subject: { type: 'semantic', threshold: 0.9 }, body: { type: 'semantic', threshold: 0.8 } },
  }),
  input: z.object({
    to: z
      .array(z.string())
      .describe('Email addresses of the recipients, e.g. ["jane.doe@example.com"]; a list even for one recipient.'),
    subject: z.string().describe('Subject line.'),
    body: z.string().describe('Text of the email.'),
  }),
  output: z.object({ email_id: z.string().describe('ID of the sent email.') }),
  run({ to }, { nextId }) {
    // Addresses are checked one by one in the given order, so the first bad one is the one reported.
    for (const address of to) {
      if (!isPythonEmail(address)) fail(`${address} is not a valid email address.`);
    }
    // Sent mail is not kept anywhere (ToolTalk has no outbox); only the ID generator moves.
    return { email_id: nextId('email') };
  },
});
