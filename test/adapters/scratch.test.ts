import { z } from 'zod';
import { test } from 'vitest';
import { createWorld } from '../../src/index.js';
test('dump', () => {
const w = createWorld();
for (const t of w.listTools()) if (['CreateEvent','SearchInbox','GetReminders','AddReminder','ModifyEvent'].includes(t.name)) console.log(t.name, JSON.stringify(z.toJSONSchema(t.input)));
console.log(JSON.stringify(z.toJSONSchema(w.tools.get('SearchInbox')!.input, {io:'input'})));
});
