import type { Draft } from 'immer';
import type { AnyTool, MessageStyle, ToolContext } from './define.js';
import { ToolError } from './errors.js';
import { bindArguments, type ArgumentLimits } from './arguments.js';
import { freezeNewParts, unfrozenImmer } from './freeze.js';
import { generateId, type IdKind } from './ids.js';
import type { AccountRecord, Databases, WorldState } from './state.js';

/** What a call yields, as in ToolTalk: exactly one of `response` and `exception` is non-null. */
export interface CallOutcome {
  readonly response: Record<string, unknown> | null;
  readonly exception: string | null;
}

/** A call as it was executed: the request (with the injected session token) and its outcome. */
export interface CallRecord extends CallOutcome {
  readonly request: { readonly api_name: string; readonly parameters: Record<string, unknown> | null };
}

export interface ExecutorSettings {
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly messages: MessageStyle;
  readonly limits: ArgumentLimits;
  /** Parses a `now` string to seconds; memoised by the world. */
  readonly clock: (now: string) => number;
}

// Indexes of session tokens, one per version of the account map. The maps are frozen, so an index
// never goes stale; it dies with its map.
const tokenIndexes = new WeakMap<ReadonlyMap<string, AccountRecord>, Map<string, string>>();

/**
 * Who holds a session token: the first account with it, in insertion order. Every auth call asks,
 * so a large account map is indexed once per version instead of scanned on every call.
 */
export function findUsernameByToken(accounts: ReadonlyMap<string, AccountRecord>, token: string): string | undefined {
  if (accounts.size <= 32) {
    for (const [username, account] of accounts) {
      if (account.session_token === token) return username;
    }
    return undefined;
  }
  let index = tokenIndexes.get(accounts);
  if (index === undefined) {
    index = new Map();
    for (const [username, account] of accounts) {
      const held = account.session_token;
      if (held !== null && !index.has(held)) index.set(held, username);
    }
    tokenIndexes.set(accounts, index);
  }
  return index.get(token);
}

function failure(exception: string): CallOutcome {
  return { response: null, exception };
}

/** Levenshtein distance, or `limit + 1` as soon as it is certain to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const width = b.length + 1;
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const edit = Math.min(previous[j]!, current[j - 1]!) + 1;
      const cell = substitution < edit ? substitution : edit;
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    // Distances never shrink from one row to the next, so a row above the limit settles it.
    if (rowMinimum > limit) return limit + 1;
    const done = previous;
    previous = current;
    current = done;
  }
  return previous[b.length]!;
}

function unknownToolMessage(name: string, settings: ExecutorSettings): string {
  const base = `API ${name} not found`;
  if (settings.messages === 'tooltalk') return base;
  const names = [...settings.tools.keys()];
  const lower = name.slice(0, 100).toLowerCase();
  const close = names
    .map((candidate) => {
      const other = candidate.toLowerCase();
      const limit = Math.max(2, Math.floor(candidate.length / 3));
      // An edit distance is at least the difference in length: most names are ruled out for free.
      const distance = Math.abs(lower.length - other.length) > limit ? Infinity : editDistance(lower, other, limit);
      return { candidate, distance, limit };
    })
    .filter(({ distance, limit }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
  const hint = close.length > 0 ? `did you mean ${close.join(', ')}?` : `tools: ${names.join(', ')}`;
  return `${base}; ${hint}`;
}

function makeContext(
  state: WorldState,
  db: Draft<Databases>,
  positions: Record<string, number>,
  tool: AnyTool,
  settings: ExecutorSettings,
  callerName: string | undefined,
): ToolContext {
  const generator = state.ids.mode === 'tooltalk' ? tool.name : 'world';
  return {
    db,
    now: settings.clock(state.now),
    nowText: state.now,
    get username(): string {
      if (callerName === undefined) throw new Error(`${tool.name} read the caller but is not an auth tool`);
      return callerName;
    },
    get caller(): Draft<AccountRecord> {
      if (callerName === undefined) throw new Error(`${tool.name} read the caller but is not an auth tool`);
      return db.Account.get(callerName)!;
    },
    nextId(kind: IdKind, taken?: (id: string) => boolean): string {
      for (;;) {
        const drawn = generateId(kind, state.ids.seed, positions[generator] ?? 0);
        positions[generator] = drawn.position;
        if (state.ids.mode === 'tooltalk' || !taken?.(drawn.id)) return drawn.id;
      }
    },
    messages: settings.messages,
  };
}

/**
 * Executes one call against a state and returns the record and the next state. The pipeline is
 * ToolTalk's executor (spec §2.1): parse check, tool lookup, login check, one-user rule, argument
 * binding, the tool itself, then session capture. The tool runs inside an Immer recipe, so any
 * refusal (or bug) discards every change it made: a failed call never changes the world.
 */
export function executeCall(
  state: WorldState,
  apiName: string,
  parameters: unknown,
  settings: ExecutorSettings,
): { record: CallRecord; state: WorldState } {
  try {
    return executeChecked(state, apiName, parameters, settings);
  } catch (error) {
    // Only what no JSON client can send gets here: a getter or a proxy that throws while the
    // arguments are read, a tool name whose toString throws. It is refused like any other bad call.
    let reason = 'unreadable input';
    try {
      if (error instanceof Error) reason = String(error.message);
    } catch {
      // keep the generic reason
    }
    return {
      record: { request: { api_name: apiName, parameters: null }, response: null, exception: `The call could not be read: ${reason}` },
      state,
    };
  }
}

function executeChecked(
  state: WorldState,
  apiName: string,
  parameters: unknown,
  settings: ExecutorSettings,
): { record: CallRecord; state: WorldState } {
  const unchanged = (request: CallRecord['request'], outcome: CallOutcome) => ({
    record: { request, ...outcome },
    state,
  });
  if (parameters === null) {
    return unchanged({ api_name: apiName, parameters: null }, failure('Failed to parse API call'));
  }
  const raw: Record<string, unknown> =
    parameters === undefined ? {} : typeof parameters === 'object' && !Array.isArray(parameters) ? { ...parameters } : {};
  const request = { api_name: apiName, parameters: raw };
  if (parameters !== undefined && (typeof parameters !== 'object' || Array.isArray(parameters))) {
    const what = Array.isArray(parameters) ? 'an array' : typeof parameters;
    return unchanged(request, failure(`The arguments of ${String(apiName)} must be a JSON object, got ${what}.`));
  }
  const tool = typeof apiName === 'string' ? settings.tools.get(apiName) : undefined;
  if (tool === undefined) return unchanged(request, failure(unknownToolMessage(String(apiName), settings)));

  const token = state.session.token;
  if (tool.auth) {
    if (token === null) return unchanged(request, failure('User is not logged in'));
    raw.session_token = token;
  }
  if (tool.session === 'start' && token !== null) {
    const current = findUsernameByToken(state.databases.Account, token) ?? 'None';
    return unchanged(
      request,
      failure(`Only one user can be logged in at a time. Current user is ${current}.`),
    );
  }
  const bound = bindArguments(tool, raw, settings.messages, settings.limits);
  if (!bound.ok) return unchanged(request, failure(bound.message));

  let callerName: string | undefined;
  if (tool.auth) {
    callerName = findUsernameByToken(state.databases.Account, token!);
    if (callerName === undefined) return unchanged(request, failure('Invalid session_token.'));
  }

  try {
    if (!tool.action) {
      // Read-only tools draw no IDs; the frozen positions make an attempt fail loudly as a bug.
      const positions = state.ids.positions as Record<string, number>;
      const response = tool.run(bound.args, makeContext(state, state.databases as Draft<Databases>, positions, tool, settings, callerName));
      return unchanged(request, { response: response as Record<string, unknown>, exception: null });
    }
    let response: Record<string, unknown> | undefined;
    const next = unfrozenImmer.produce(state, (draft) => {
      const context = makeContext(
        state,
        draft.databases as Draft<Databases>,
        draft.ids.positions as Record<string, number>,
        tool,
        settings,
        callerName,
      );
      response = tool.run(bound.args, context) as Record<string, unknown>;
      if (tool.session === 'start') draft.session.token = String(response.session_token);
      if (tool.session === 'end') draft.session.token = null;
    });
    return { record: { request, response: response!, exception: null }, state: freezeNewParts(next) };
  } catch (error) {
    if (error instanceof ToolError) return unchanged(request, failure(error.message));
    const message = error instanceof Error ? error.message : String(error);
    return unchanged(request, failure(`Internal error in ${tool.name}: ${message}`));
  }
}
