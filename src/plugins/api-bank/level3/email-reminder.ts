import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, pythonEquals, sameResult } from '../shared/checks.js';
import { parseTime } from '../shared/dates.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const EmailReminder = defineApiBankApi({
  name: 'EmailReminder',
  description: 'Emails a reminder about an event to a recipient.',
  parameters: { content: str('The reminder text.'), time: str('When, YYYY-MM-DD HH:MM:SS.'), location: str('Where.'), recipient: str("The recipient's address.") },
  output: { status: out('str', 'success when the reminder was sent.') },
  run({ content, time }) {
    const parsed = parseTime(time, 'DT');
    if (!parsed.ok) refuse(parsed.message);
    if (content.trim() === '') refuse('Content should not be empty');
    return 'success';
  },
  // The content is not compared; API-Bank deletes it from both inputs in place (spec §7 B15).
  check(response, gold, { mode }) {
    assertSameName(response, gold);
    const responseInput = { ...(item(response, 'input') as object) } as Record<string, unknown>;
    const goldInput = item(gold, 'input') as Record<string, unknown>;
    if (mode === 'compat') {
      item(goldInput, 'content');
      delete goldInput.content;
      delete (item(response, 'input') as Record<string, unknown>).content;
      delete responseInput.content;
      return pythonEquals(responseInput, goldInput) && sameResult(response, gold);
    }
    const { content: _ignored, ...goldRest } = goldInput;
    delete responseInput.content;
    return pythonEquals(responseInput, goldRest) && sameResult(response, gold);
  },
});
