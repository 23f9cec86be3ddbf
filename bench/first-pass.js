// One replay pass in a fresh process: what a user waits for the first time. Run by bench/cold-start.js in
// a child process per sample; prints one JSON object.
//
//   node bench/first-pass.js --dist <folder> --tooltalk <folder> [--conversations easy/A.json,hard/B.json]

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const started = process.hrtime.bigint();
const { values } = parseArgs({ options: { dist: { type: 'string' }, tooltalk: { type: 'string' }, conversations: { type: 'string' } } });
const toolworld = await import(pathToFileURL(join(resolve(values.dist), 'index.js')).href);
const imported = process.hrtime.bigint();
const { replayData } = await import('./scaling.js');
const files = values.conversations?.split(',');
const data = replayData(toolworld, values.tooltalk === undefined ? undefined : resolve(values.tooltalk), files);
const databases = toolworld.databasesFromJSON(data.json, toolworld.toolTalkDatabases);
const loaded = process.hrtime.bigint();
const result = await toolworld.replayConversations(data.conversations, toolworld.createOracleAgent(), { ...data.options, databases });
const replayed = process.hrtime.bigint();
if (result.totals.success_rate !== 1) throw new Error(`the oracle scored ${result.totals.success_rate}`);
const milliseconds = (from, to) => Number(to - from) / 1e6;
process.stdout.write(
  `${JSON.stringify({
    conversations: data.conversations.length,
    importMs: milliseconds(started, imported),
    loadMs: milliseconds(imported, loaded),
    firstPassMsPerConversation: milliseconds(loaded, replayed) / data.conversations.length,
  })}\n`,
);
