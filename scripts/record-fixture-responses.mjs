// Records the ground-truth outcomes of the bundled conversations (fixtures/conversations/*.json).
//
// The requests and texts of those files are written by hand; their `response` and `exception`
// fields are not. This script replays each conversation's ground truth the way the replay does
// (one world per conversation: `createWorld({ ids: 'tooltalk', now: metadata.timestamp })`, the
// `user` block seeded, every ground-truth call executed in order) and writes what the executor
// answered back into the file, so the fixtures are self-consistent by construction.
//
// It also fills the `session_token` of an auth tool's parameters when it is missing (ToolTalk
// writes the token in force at that call into the ground truth) and stops, naming the call, when:
//   * a call fails that is not listed in `intendedFailures` below, or fails with another message;
//   * a listed call succeeds;
//   * a written session_token is not the token in force, or a non-auth tool carries one;
//   * `apis_used` is not the set of ground-truth tool names, or `suites_used` misses a plugin.
//
// Usage (after `npm run build`, since it runs the compiled SDK in dist/):
//   node scripts/record-fixture-responses.mjs            record every conversation
//   node scripts/record-fixture-responses.mjs --check    only report files that would change
//   node scripts/record-fixture-responses.mjs A.json ... record the named files only

import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const conversationsDir = join(root, "fixtures", "conversations");
const sdkEntry = join(root, "dist", "index.js");

/**
 * Ground-truth calls that are meant to fail, keyed `<file name> <turn index>#<call index>`, with
 * the exact exception they must record. Everything else must succeed.
 */
const intendedFailures = new Map([
  ["AccountTools-Calendar-Messages-rehearsal-login 1#0", "The password is incorrect."],
]);

function stop(message) {
  console.error(`record-fixture-responses: ${message}`);
  process.exit(1);
}

if (!existsSync(sdkEntry)) stop(`${sdkEntry} is missing; run \`npm run build\` first.`);
const { createWorld, seedConversationUser } = await import(pathToFileURL(sdkEntry).href);

const argv = process.argv.slice(2);
const checkOnly = argv.includes("--check");
const named = argv.filter((argument) => argument !== "--check");
const files = named.length > 0
  ? named.map((file) => (file.includes("/") ? file : join(conversationsDir, file)))
  : readdirSync(conversationsDir).filter((name) => name.endsWith(".json")).sort().map((name) => join(conversationsDir, name));

/** Puts `session_token` first, as ToolTalk's files do. */
function withTokenFirst(parameters, token) {
  const { session_token: _ignored, ...rest } = parameters;
  return { session_token: token, ...rest };
}

function record(file) {
  const label = basename(file, ".json");
  const conversation = JSON.parse(readFileSync(file, "utf8"));
  if (conversation.name !== label) stop(`${label}: "name" is ${JSON.stringify(conversation.name)}; it must equal the file name.`);
  const world = createWorld({ ids: "tooltalk", now: conversation.metadata.timestamp });
  seedConversationUser(world, conversation.user);

  const usedTools = new Set();
  const usedPlugins = new Set();
  const seenFailures = new Set();
  conversation.conversation.forEach((turn, turnIndex) => {
    if (turn.apis !== undefined && turn.role !== "assistant") stop(`${label} turn ${turnIndex}: only assistant turns carry apis.`);
    turn.apis = (turn.apis ?? []).map((api, callIndex) => {
      const where = `${label} ${turnIndex}#${callIndex}`;
      const name = api.request.api_name;
      const tool = world.tools.get(name);
      if (tool === undefined) stop(`${where}: unknown tool ${name}.`);
      usedTools.add(name);
      usedPlugins.add(tool.plugin);

      let parameters = api.request.parameters;
      const tokenInForce = world.state.session.token;
      if (tool.auth) {
        if (tokenInForce === null) stop(`${where}: ${name} needs a login, but nobody is logged in at this point.`);
        if (parameters.session_token !== undefined && parameters.session_token !== tokenInForce) {
          stop(`${where}: session_token is ${parameters.session_token}, but the token in force is ${tokenInForce}.`);
        }
        parameters = withTokenFirst(parameters, tokenInForce);
      } else if ("session_token" in parameters) {
        stop(`${where}: ${name} takes no session_token; remove it from the parameters.`);
      }

      const outcome = world.execute(name, parameters);
      const intended = intendedFailures.get(where);
      if (intended !== undefined) {
        seenFailures.add(where);
        if (outcome.exception !== intended) {
          stop(`${where}: meant to fail with ${JSON.stringify(intended)}, got ${JSON.stringify(outcome.exception)}.`);
        }
      } else if (outcome.exception !== null) {
        stop(`${where}: ${name} failed with ${JSON.stringify(outcome.exception)}; fix the request, or list the call in intendedFailures.`);
      }
      return { request: { api_name: name, parameters }, response: outcome.response, exception: outcome.exception };
    });
    if (turn.apis.length === 0) delete turn.apis;
  });

  for (const where of intendedFailures.keys()) {
    if (where.startsWith(`${label} `) && !seenFailures.has(where)) stop(`${where}: listed in intendedFailures, but there is no such call.`);
  }
  const apisUsed = [...conversation.apis_used].sort();
  if (JSON.stringify(apisUsed) !== JSON.stringify([...usedTools].sort())) {
    stop(`${label}: apis_used is ${JSON.stringify(apisUsed)}, but the ground truth calls ${JSON.stringify([...usedTools].sort())}.`);
  }
  const missingPlugins = [...usedPlugins].filter((plugin) => !conversation.suites_used.includes(plugin));
  if (missingPlugins.length > 0) stop(`${label}: suites_used lacks ${missingPlugins.join(", ")}.`);
  return `${JSON.stringify(conversation, null, 4)}\n`;
}

let changed = 0;
for (const file of files) {
  const text = record(file);
  if (text === readFileSync(file, "utf8")) continue;
  changed++;
  if (checkOnly) console.log(`would change: ${basename(file)}`);
  else writeFileSync(file, text);
}
const verb = checkOnly ? "would change" : "updated";
console.log(`${files.length} conversations checked, ${changed} ${verb}.`);
if (checkOnly && changed > 0) process.exit(1);
