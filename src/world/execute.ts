import type { AnyTool, ToolContext } from './define.js';
import { ToolError } from './errors.js';
import { bindArguments, type ArgumentLimits } from './arguments.js';
import type { ArgumentBinder } from './argument-binder.js';
import { CallDraft } from './call-draft.js';
import { drawId, type IdFormat } from './ids.js';
import type { ArgumentMessages } from './messages.js';
import type { SessionPolicy } from './session.js';
import { copyParameters } from './plain-copy.js';
import type { WorldState } from './state.js';

/** What a call yields: exactly one of `response` and `exception` is non-null. */
export type CallOutcome<Response = Record<string, unknown>> =
  | { readonly response: Response; readonly exception: null }
  | { readonly response: null; readonly exception: string };

/** A call as it was executed: the request (with what the session policy injected) and its outcome. */
export interface CallRecord {
  readonly request: { readonly api_name: string; readonly parameters: Record<string, unknown> | null };
  /** The response on success, else null. */
  readonly response: Record<string, unknown> | null;
  /** The refusal on failure, else null. */
  readonly exception: string | null;
}

/** A tool with what the executor compiled from its declaration. */
export interface ToolEntry {
  readonly tool: AnyTool;
  /** Binds plain calls in one walk (null: every call is bound in full). */
  readonly binder: ArgumentBinder | null;
  // The tool's fields every call reads, copied into an object of one shape for all tools: tools
  // are declared with different optional keys, so reading these from the tools themselves was a
  // megamorphic load at each site of the executor.
  readonly name: string;
  readonly action: boolean;
  readonly auth: boolean;
  readonly session: AnyTool['session'];
  readonly run: AnyTool['run'];
}

/** The executor's entry for a tool (see `ToolEntry`). */
export function toolEntry(tool: AnyTool, binder: ArgumentBinder | null): ToolEntry {
  return { tool, binder, name: tool.name, action: tool.action, auth: tool.auth, session: tool.session, run: tool.run };
}

export interface ExecutorSettings {
  readonly tools: ReadonlyMap<string, AnyTool>;
  /** The same tools with their binders, for the call's one lookup. */
  readonly entries: ReadonlyMap<string, ToolEntry>;
  /** The tool names, in order, for messages. */
  readonly toolNames: readonly string[];
  readonly messages: ArgumentMessages;
  readonly limits: ArgumentLimits;
  readonly session: SessionPolicy | undefined;
  readonly ids: Readonly<Record<string, IdFormat>>;
  /** Parses a `now` string to seconds; memoised by the world. */
  readonly clock: (now: string) => number;
}

const noInjected: readonly string[] = Object.freeze([]);

function failure(request: CallRecord['request'], exception: string): CallRecord {
  return { request, response: null, exception };
}

// The context is a class instance: an object literal with a getter gets a hidden class of its own
// each time (the getter is a new closure), which V8 keeps in old space, so every context outlived
// the young generation. `username`, `now` and `nextId` are getters on the prototype, so a call pays
// only for what its tool reads; `nextId` hands out a bound method (made on first read) because
// tools destructure it. The context is also the admitted call (tool, request, arguments, caller):
// one object per call where there were two.
class CallContext {
  db: unknown;
  readonly nowText: string;
  // Private, so that a tool sees the context it saw before (`db`, `nowText` and the getters).
  readonly #entry: ToolEntry;
  readonly #request: CallRecord['request'];
  readonly #args: Record<string, unknown>;
  readonly #state: WorldState;
  #draft: CallDraft | undefined = undefined;
  readonly #settings: ExecutorSettings;
  readonly #callerName: string | undefined;
  #now = -1;
  #nextId: ((kind: string, taken?: (id: string) => boolean) => string) | undefined = undefined;

  constructor(state: WorldState, entry: ToolEntry, request: CallRecord['request'], args: Record<string, unknown>, settings: ExecutorSettings, callerName: string | undefined) {
    this.db = state.databases;
    this.nowText = state.now;
    this.#entry = entry;
    this.#request = request;
    this.#args = args;
    this.#state = state;
    this.#settings = settings;
    this.#callerName = callerName;
  }

  /** The admitted call, for the executor. */
  static entryOf(call: CallContext): ToolEntry {
    return call.#entry;
  }

  static requestOf(call: CallContext): CallRecord['request'] {
    return call.#request;
  }

  static argsOf(call: CallContext): Record<string, unknown> {
    return call.#args;
  }

  /** Runs an action's tool against a draft: `db` becomes the draft's databases. */
  open(draft: CallDraft): void {
    this.#draft = draft;
    this.db = draft.db;
  }

  get now(): number {
    if (this.#now < 0) this.#now = this.#settings.clock(this.#state.now);
    return this.#now;
  }

  get nextId(): (kind: string, taken?: (id: string) => boolean) => string {
    // A bound method, not an arrow function: with a fresh closure per call, V8 kept whole calls
    // (the context, the draft, the state) alive across scavenges, a chain of them at a time.
    return (this.#nextId ??= this.#draw.bind(this));
  }

  get username(): string {
    if (this.#callerName === undefined) throw new Error(`${this.#entry.name} read the caller but is not an auth tool`);
    return this.#callerName;
  }

  #draw(kind: string, taken: ((id: string) => boolean) | undefined): string {
    const { ids } = this.#state;
    const toolName = this.#entry.name;
    const format = this.#settings.ids[kind];
    if (format === undefined) throw new Error(`${toolName} asked for an ID of kind '${kind}', which no plugin of this world declares`);
    const generator = ids.mode === 'per-tool' ? toolName : 'world';
    const draft = this.#draft;
    if (draft === undefined) {
      // A read-only tool draws no IDs: the finished positions are frozen, so an attempt fails loudly as a bug.
      const drawn = ids.positions as Record<string, number>;
      for (;;) {
        const next = drawId(format, ids.seed, drawn[generator] ?? 0);
        drawn[generator] = next.position;
        if (ids.mode === 'per-tool' || !taken?.(next.id)) return next.id;
      }
    }
    for (;;) {
      const next = drawId(format, ids.seed, draft.position(generator));
      draft.advance(generator, next.position);
      if (ids.mode === 'per-tool' || !taken?.(next.id)) return next.id;
    }
  }
}

/** A context as tools see it: `db` typed by the tool's databases (the executor serves every tool). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const contextOf = (context: CallContext): ToolContext<any> => context as unknown as ToolContext<any>;

/**
 * Everything before the tool runs (spec order): parse check, lookup, session admission, binding,
 * caller. A refusal comes back as its record (the state is unchanged), anything else as the call's context.
 */
function admit(state: WorldState, apiName: string, parameters: unknown, settings: ExecutorSettings): CallContext | CallRecord {
  if (parameters === null) return failure({ api_name: apiName, parameters: null }, 'Failed to parse API call');
  const raw: Record<string, unknown> =
    parameters === undefined ? {} : typeof parameters === 'object' && !Array.isArray(parameters) ? copyParameters(parameters) : {};
  const request = { api_name: apiName, parameters: raw };
  if (parameters !== undefined && (typeof parameters !== 'object' || Array.isArray(parameters))) {
    const what = Array.isArray(parameters) ? 'an array' : typeof parameters;
    return failure(request, `The arguments of ${String(apiName)} must be a JSON object, got ${what}.`);
  }
  const entry = typeof apiName === 'string' ? settings.entries.get(apiName) : undefined;
  if (entry === undefined) return failure(request, settings.messages.unknownTool(String(apiName), settings.toolNames));
  const tool = entry.tool;
  const policy = settings.session;
  if (policy !== undefined) {
    const refusal = policy.admit(tool, state, raw);
    if (refusal !== undefined) return failure(request, refusal);
  }
  const injected = policy === undefined ? noInjected : policy.injectedArguments;
  let args = entry.binder?.bind(raw, settings.limits, injected);
  if (args === undefined) {
    const bound = bindArguments(tool, raw, settings.messages, settings.limits, injected, entry.binder);
    if (!bound.ok) return failure(request, bound.message);
    args = bound.args;
  }
  let callerName: string | undefined;
  if (entry.auth && policy !== undefined) {
    const caller = policy.resolveCaller(tool, state);
    if ('refusal' in caller) return failure(request, caller.refusal);
    callerName = caller.username;
  }
  return new CallContext(state, entry, request, args, settings, callerName);
}

function toolFailure(admitted: CallContext, state: WorldState, error: unknown): { record: CallRecord; state: WorldState } {
  if (error instanceof ToolError) return { record: failure(CallContext.requestOf(admitted), error.message), state };
  const message = error instanceof Error ? error.message : String(error);
  return { record: failure(CallContext.requestOf(admitted), `Internal error in ${CallContext.entryOf(admitted).name}: ${message}`), state };
}

/** Whether a value is a promise (anything with a `then` method), for answers that may or may not be awaited. */
export function isPromise<T = unknown>(value: T | Promise<T>): value is Promise<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Runs an admitted call. A read-only tool that answers with a Promise is handed back unresolved. */
function run(
  state: WorldState,
  call: CallContext,
  settings: ExecutorSettings,
): { record: CallRecord; state: WorldState } | { pending: Promise<unknown> } {
  const entry = CallContext.entryOf(call);
  const request = CallContext.requestOf(call);
  const args = CallContext.argsOf(call);
  try {
    // `run` is called on its tool, as `tool.run(...)` would call it.
    if (!entry.action) {
      const response = entry.run.call(entry.tool, args, contextOf(call));
      if (isPromise(response)) return { pending: response };
      return { record: { request, response: response as Record<string, unknown>, exception: null }, state };
    }
    // The call's changes are kept in a draft beside the finished state (./transaction.ts); a throw
    // drops the draft, so a refused call changes nothing.
    const draft = new CallDraft(state);
    call.open(draft);
    const result = entry.run.call(entry.tool, args, contextOf(call));
    if (isPromise(result)) {
      result.catch(() => undefined);
      throw new Error('an action tool must answer synchronously (its changes are one atomic step); only read-only tools may return a Promise');
    }
    if (entry.session !== undefined) settings.session?.settle(entry.tool, result as Record<string, unknown>, draft.sessionView(), args);
    // A tool may answer with a record it changed: the answer gets the record as committed.
    const { state: next, answer } = draft.commit(result as Record<string, unknown>);
    return { record: { request, response: answer, exception: null }, state: next };
  } catch (error) {
    return toolFailure(call, state, error);
  }
}

function unreadable(apiName: string, state: WorldState, error: unknown): { record: CallRecord; state: WorldState } {
  // Only what no JSON client can send gets here: a getter or a proxy that throws while the
  // arguments are read, a tool name whose toString throws. It is refused like any other bad call.
  let reason = 'unreadable input';
  try {
    if (error instanceof Error) reason = String(error.message);
  } catch {
    // keep the generic reason
  }
  let name = '';
  try {
    name = String(apiName);
  } catch {
    // keep it empty
  }
  return { record: failure({ api_name: name, parameters: null }, `The call could not be read: ${reason}`), state };
}

/**
 * Executes one call against a state and returns the record and the next state. The pipeline is:
 * parse check, tool lookup, the session policy's admission, argument binding, the caller, the tool
 * itself, then the session's update. An action runs inside an Immer recipe, so any refusal (or bug)
 * discards every change it made: a failed call never changes the world.
 */
export function executeCall(
  state: WorldState,
  apiName: string,
  parameters: unknown,
  settings: ExecutorSettings,
): { record: CallRecord; state: WorldState } {
  try {
    const admitted = admit(state, apiName, parameters, settings);
    if (!(admitted instanceof CallContext)) return { record: admitted, state };
    const result = run(state, admitted, settings);
    if ('pending' in result) {
      result.pending.catch(() => undefined);
      return {
        record: failure(CallContext.requestOf(admitted), `${CallContext.entryOf(admitted).name} answers asynchronously; call it with world.callAsync or world.executeAsync.`),
        state,
      };
    }
    return result;
  } catch (error) {
    return unreadable(apiName, state, error);
  }
}

/**
 * Starts a call: everything that is synchronous (every action, every refusal, most read-only tools)
 * is done when this returns, with the next state; a read-only tool that answers asynchronously comes
 * back as `pending`, a promise of its record. Such a tool changes nothing, so the world's state may
 * move on (other calls) while it is pending without anything being lost.
 */
export function startCall(
  state: WorldState,
  apiName: string,
  parameters: unknown,
  settings: ExecutorSettings,
): { readonly done: { record: CallRecord; state: WorldState } } | { readonly pending: Promise<CallRecord> } {
  let admitted: CallContext | undefined;
  try {
    const step = admit(state, apiName, parameters, settings);
    if (!(step instanceof CallContext)) return { done: { record: step, state } };
    admitted = step;
    const result = run(state, admitted, settings);
    if (!('pending' in result)) return { done: result };
    const request = CallContext.requestOf(admitted);
    const call = admitted;
    const pending = result.pending.then(
      (response): CallRecord => {
        if (typeof response !== 'object' || response === null || Array.isArray(response)) {
          return toolFailure(call, state, new Error(`it answered ${Array.isArray(response) ? 'an array' : typeof response}, not an object`)).record;
        }
        return { request, response: response as Record<string, unknown>, exception: null };
      },
      (error: unknown) => toolFailure(call, state, error).record,
    );
    return { pending };
  } catch (error) {
    if (admitted !== undefined) return { done: toolFailure(admitted, state, error) };
    return { done: unreadable(apiName, state, error) };
  }
}
