import { jsonEquals } from '../../../matchers/python-equal.js';
import { sessionTokenArgument } from '../../../plugins/tooltalk/account/session-policy.js';
import type { Draft } from 'immer';
import type { ToolTalkDatabases } from '../../../plugins/tooltalk/databases.js';
import type { Conversation, ConversationUser, GroundTruthCall } from '../datasets/conversation.js';
import { ToolworldError } from '../../../world/errors.js';
import { isPromise, type CallRecord } from '../../../world/execute.js';
import type { World } from '../../../world/world.js';
import { createWorld, type ToolTalkWorldOptions } from '../world.js';
import type { WorldState } from '../../../world/state.js';
import type { Agent, AgentStep, HistoryEntry, TurnContext } from './agent.js';
import type { AnyTool } from '../../../world/define.js';

/** A predicted call, in ToolTalk's output format. */
export interface ApiPrediction extends CallRecord {
  readonly role: 'api';
  readonly metadata: unknown;
}

/** The assistant's closing reply of a turn. */
export interface ReplyPrediction {
  readonly role: 'assistant';
  readonly text: string;
  readonly metadata: unknown;
}

export type Prediction = ApiPrediction | ReplyPrediction;

export interface SimulatedTurn {
  /** Index in `conversation.conversation`. */
  readonly turnIndex: number;
  readonly predictions: readonly Prediction[];
  /** The world after the agent's calls of this turn. */
  readonly stateAfterAgent: WorldState;
  /** The world after the ground-truth calls of this turn (what the agent should have left). */
  readonly stateAfterGroundTruth: WorldState;
  /** Set when the agent hit `maxCallsPerTurn` or threw. */
  readonly error?: string;
}

export interface SimulatedConversation {
  readonly conversation: Conversation;
  readonly turns: readonly SimulatedTurn[];
}

export interface SimulateOptions extends Omit<ToolTalkWorldOptions, 'now' | 'session'> {
  /** Stop a turn after this many calls (ToolTalk has no cap; a looping model would never end). Default 25. */
  readonly maxCallsPerTurn?: number;
  readonly signal?: AbortSignal;
}

/**
 * Whether a call the agent executed is the ground truth's call, with equal arguments. The session
 * token an auth tool receives is ignored: the executor overwrites it with the current one.
 */
function sameCall(name: string, args: unknown, expected: GroundTruthCall['request'], tools: World['tools']): boolean {
  if (name !== expected.api_name || args === null || typeof args !== 'object') return false;
  const auth = tools.get(name)?.auth ?? false;
  const actual = args as Record<string, unknown>;
  const parameters = expected.parameters;
  // Counted rather than listed: this runs for every call of every replay. The own-key test of a
  // for-in's own key is `Object.prototype.hasOwnProperty.call` (see `jsonEquals`).
  let actualCount = 0;
  for (const key in actual) {
    if (!Object.prototype.hasOwnProperty.call(actual, key) || (auth && key === sessionTokenArgument)) continue;
    if (!Object.prototype.hasOwnProperty.call(parameters, key)) return false;
    // Identical values (the same string, an oracle's own value) are equal without a call.
    const value = actual[key];
    const wanted = parameters[key];
    if (value !== wanted && !jsonEquals(value, wanted, false)) return false;
    actualCount++;
  }
  let expectedCount = 0;
  for (const key in parameters) {
    if (Object.prototype.hasOwnProperty.call(parameters, key) && !(auth && key === sessionTokenArgument)) expectedCount++;
  }
  return actualCount === expectedCount;
}

/** Applies ToolTalk's pre-seeding from the conversation's `user` block (spec §2.4). */
export function seedConversationUser(world: World, user: ConversationUser): void {
  if (user.session_token === undefined && user.verification_code === undefined) return;
  const accounts = (world.state.databases as ToolTalkDatabases).Account;
  if (accounts === undefined || !accounts.has(user.username)) {
    throw new ToolworldError('invalid-data', `the conversation's user '${user.username}' is seeded but has no account in the databases`);
  }
  if (user.session_token !== undefined) world.signIn(user.username, user.session_token);
  if (user.verification_code !== undefined) {
    const code = user.verification_code;
    world.update((draft) => {
      (draft.databases as Draft<ToolTalkDatabases>).Account.get(user.username)!.verification_code = code;
    });
  }
}

/** Conversation worlds already built for one set of world options: a replay builds each once. */
interface WorldCache {
  readonly fields: readonly (readonly [string, unknown])[];
  /** By the conversation's clock and seeded user, so equal conversations share a world. */
  readonly worlds: Map<string, World>;
  /** By conversation object: the lookup a replay makes for every conversation, without building a key. */
  readonly byConversation: WeakMap<Conversation, World>;
}
// Keyed by the databases object (loaded data is frozen and kept by the caller), then by the other
// options compared field by field; the bundled world's caches hang off one shared key.
const worldCaches = new WeakMap<object, WorldCache[]>();
const bundledKey = {};
const maxCachedWorlds = 10_000;
const maxOptionSets = 8;
// The options object of the last lookup, and its cache: a replay passes one object for every
// conversation of a pass, so the field-by-field comparison runs once per pass.
let lastOptions: object | undefined;
let lastCache: WorldCache | undefined;

// Read by index, not through `Object.entries` and pairs unpacked with `[key, value]`: this runs once
// per replay pass, and the unpacking's iterator protocol was most of its work and of its compile.
function sameFields(cache: WorldCache, options: object): boolean {
  const keys = Object.keys(options);
  const fields = cache.fields;
  if (keys.length !== fields.length) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const field = fields[index]!;
    if (key !== field[0] || (options as Record<string, unknown>)[key] !== field[1]) return false;
  }
  return true;
}

function buildConversationWorld(conversation: Conversation, worldOptions: Omit<SimulateOptions, 'maxCallsPerTurn' | 'signal'>): World {
  const world = createWorld({ ...worldOptions, now: conversation.metadata.timestamp });
  seedConversationUser(world, conversation.user);
  return world;
}

function cacheFor(options: SimulateOptions): WorldCache {
  if (options === lastOptions && lastCache !== undefined) return lastCache;
  const { maxCallsPerTurn: _max, signal: _signal, ...worldOptions } = options;
  const databases = worldOptions.databases;
  const owner = typeof databases === 'object' && databases !== null ? databases : bundledKey;
  let caches = worldCaches.get(owner);
  if (caches === undefined) worldCaches.set(owner, (caches = []));
  let cache = caches.find((candidate) => sameFields(candidate, worldOptions));
  if (cache === undefined) {
    cache = { fields: Object.entries(worldOptions), worlds: new Map(), byConversation: new WeakMap() };
    if (caches.length >= maxOptionSets) caches.shift();
    caches.push(cache);
  }
  // Only a frozen options object can be remembered by identity: anything else may change in place.
  if (Object.isFrozen(options)) {
    lastOptions = options;
    lastCache = cache;
  }
  return cache;
}

/**
 * The world a conversation starts in: its clock, its seeded user. Worlds are immutable values, so
 * the starting world of a conversation is built once per set of options (the same databases object,
 * the other options compared field by field, so a changed option builds anew) and each call gets a
 * fork of it: replaying a dataset many times pays for building and seeding each conversation's world once.
 */
export function createConversationWorld(conversation: Conversation, options: SimulateOptions = {}): World {
  const cache = cacheFor(options);
  let template = cache.byConversation.get(conversation);
  if (template === undefined) {
    const user = conversation.user;
    const key = JSON.stringify([conversation.metadata.timestamp, user.username, user.session_token ?? null, user.verification_code ?? null]);
    template = cache.worlds.get(key);
    if (template === undefined) {
      const { maxCallsPerTurn: _max, signal: _signal, ...worldOptions } = options;
      template = buildConversationWorld(conversation, worldOptions);
      if (cache.worlds.size >= maxCachedWorlds) cache.worlds.clear();
      cache.worlds.set(key, template);
    }
    cache.byConversation.set(conversation, template);
  }
  return template.fork();
}

// The tool list agents are shown, one frozen list per tool map (worlds built from the same plugins
// share it): a replay would otherwise copy the 28 declarations for every conversation.
const toolLists = new WeakMap<World['tools'], readonly AnyTool[]>();

function toolListOf(world: World): readonly AnyTool[] {
  let list = toolLists.get(world.tools);
  if (list === undefined) toolLists.set(world.tools, (list = Object.freeze(world.listTools())));
  return list;
}

/**
 * Runs an agent through a conversation (spec §5.2). Every assistant turn starts from the world the
 * ground truth of the earlier turns leaves (a fork of a kept state, not a replay), the agent calls
 * tools until it replies, and then the turn's ground-truth calls move the ground-truth world on.
 *
 * @example
 * const simulated = await simulateConversation(conversation, createOracleAgent(), { databases, ids: 'tooltalk' });
 */
export async function simulateConversation(
  conversation: Conversation,
  agent: Agent,
  options: SimulateOptions = {},
): Promise<SimulatedConversation> {
  const maxCalls = options.maxCallsPerTurn ?? 25;
  let groundTruth = createConversationWorld(conversation, options);
  const tools = toolListOf(groundTruth);
  const history: HistoryEntry[] = [];
  const turns: SimulatedTurn[] = [];
  for (let turnIndex = 0; turnIndex < conversation.conversation.length; turnIndex++) {
    const turn = conversation.conversation[turnIndex]!;
    if (turn.role === 'user') {
      history[history.length] = { role: 'user', text: turn.text };
      continue;
    }
    options.signal?.throwIfAborted();
    const world = groundTruth.fork();
    const turnHistory = history.slice();
    const predictions: Prediction[] = [];
    const groundTruthCalls = turn.apis ?? [];
    // Whether the agent has so far made exactly the ground truth's calls, checked call by call.
    let callsMade = 0;
    let sameCallsSoFar = true;
    let error: string | undefined;
    for (let step = 0; ; step++) {
      if (step >= maxCalls) {
        error = `the agent made ${maxCalls} calls without replying (maxCallsPerTurn)`;
        break;
      }
      let move: AgentStep;
      try {
        const context: TurnContext =
          options.signal === undefined
            ? { conversation, turnIndex, step, metadata: conversation.metadata, history: turnHistory, tools }
            : { conversation, turnIndex, step, metadata: conversation.metadata, history: turnHistory, tools, signal: options.signal };
        const answer = agent(context);
        // A synchronous agent (the oracle, a script) is not awaited: a microtask per step adds up over a dataset.
        move = isPromise(answer) ? await answer : answer;
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        error = `the agent failed: ${cause instanceof Error ? cause.message : String(cause)}`;
        break;
      }
      if (move.type === 'reply') {
        predictions[predictions.length] = { role: 'assistant', text: move.text, metadata: move.metadata ?? null };
        break;
      }
      const record = world.execute(move.name, move.arguments);
      const expected = groundTruthCalls[callsMade];
      if (sameCallsSoFar) sameCallsSoFar = expected !== undefined && sameCall(move.name, move.arguments, expected.request, groundTruth.tools);
      callsMade++;
      const prediction: ApiPrediction = {
        request: record.request,
        response: record.response,
        exception: record.exception,
        role: 'api',
        metadata: move.metadata ?? null,
      };
      predictions[predictions.length] = prediction;
      turnHistory[turnHistory.length] = { role: 'api', request: record.request, response: record.response, exception: record.exception };
    }
    if (sameCallsSoFar && callsMade === groundTruthCalls.length) {
      // The executor is deterministic: the same calls from the same state leave the same state, so
      // the agent's world already is where the ground truth goes. No need to run the calls twice:
      // it goes on as the ground truth's world (a fork of it, with the same settings and initial state).
      groundTruth = world;
    } else {
      for (const api of groundTruthCalls) groundTruth.execute(api.request.api_name, api.request.parameters);
    }
    for (const api of groundTruthCalls) {
      history[history.length] = { role: 'api', request: api.request, response: api.response, exception: api.exception };
    }
    history[history.length] = { role: 'assistant', text: turn.text };
    const stateAfterAgent = world.state;
    const stateAfterGroundTruth = groundTruth.state;
    // Two literals rather than a conditional spread, which V8 builds key by key at run time. The
    // turns, predictions and history entries are appended by index: TurboFan left `push`es of an
    // object onto a list made empty (of small integers) as calls of the builtin (the history's user
    // and assistant entries too, until the seventeenth round), and a store is compiled inline.
    turns[turns.length] =
      error === undefined
        ? { turnIndex, predictions, stateAfterAgent, stateAfterGroundTruth }
        : { turnIndex, predictions, stateAfterAgent, stateAfterGroundTruth, error };
  }
  return { conversation, turns };
}
