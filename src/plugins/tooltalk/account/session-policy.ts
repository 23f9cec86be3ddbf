import type { Draft } from 'immer';
import { ToolworldError } from '../../../world/errors.js';
import type { SessionPolicy } from '../../../world/session.js';
import type { WorldState } from '../../../world/state.js';
import { accountDatabase, type AccountRecord } from './database.js';

/** The argument ToolTalk's executor adds to every call of a tool that needs a login. */
export const sessionTokenArgument = 'session_token';

/** What ToolTalk's session keeps: the token of whoever is logged in, and whose it is. */
export interface ToolTalkSession {
  readonly token: string | null;
  /**
   * The account the token was given to (by UserLogin or a seeded session), kept beside the token so
   * that an auth call finds its caller with one lookup instead of searching the accounts by token.
   * Absent in sessions set up by hand; the search is then the fallback.
   */
  readonly username?: string | null;
}

type Accounts = ReadonlyMap<string, AccountRecord>;

function accountsOf(state: WorldState): Accounts {
  const accounts = state.databases.Account;
  if (typeof (accounts as Accounts | undefined)?.get !== 'function') throw new Error('the ToolTalk session policy needs the Account database (the AccountTools plugin)');
  return accounts as Accounts;
}

/** The session of a ToolTalk world. */
export function sessionOf(state: WorldState): ToolTalkSession {
  return (state.session as ToolTalkSession | null) ?? { token: null };
}

// Indexes of session tokens, one per version of the account map. The maps are frozen, so an index
// never goes stale; it dies with its map.
const tokenIndexes = new WeakMap<Accounts, Map<string, string>>();

/**
 * Who holds a session token: the first account with it, in insertion order. Only the fallback for
 * sessions that do not name their account; a large account map is indexed once per version.
 */
function findUsernameByToken(accounts: Accounts, token: string): string | undefined {
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

/** Who held a session's token in one version of the account map. */
interface KnownHolder {
  readonly session: ToolTalkSession;
  readonly token: string;
  readonly holder: string | undefined;
}

// The holder last found in each version of the account map, with the session it was found for. An
// auth call asks for its caller, and the calls between two changes of the accounts or the session
// ask with the same two frozen values; only frozen ones are kept, so an answer never goes stale,
// and it dies with its map (as the token indexes above do).
const knownHolders = new WeakMap<Accounts, KnownHolder>();

/**
 * Whose session it is: the account the session names if that account still holds the token (one
 * lookup, whatever the number of accounts), else whoever holds the token.
 */
function holderOf(state: WorldState, session: ToolTalkSession, token: string): string | undefined {
  const accounts = accountsOf(state);
  const known = knownHolders.get(accounts);
  if (known !== undefined && known.session === session && known.token === token) return known.holder;
  const named = session.username;
  const holder = typeof named === 'string' && accounts.get(named)?.session_token === token ? named : findUsernameByToken(accounts, token);
  if (Object.isFrozen(accounts) && Object.isFrozen(session)) knownHolders.set(accounts, { session, token, holder });
  return holder;
}

/**
 * ToolTalk's login rule (spec §2.1): one user at a time; an auth call needs a login and receives the
 * session token as an extra argument; a second login is refused while one is active; the token must
 * still belong to an account when the tool runs.
 */
export const toolTalkSession: SessionPolicy<ToolTalkSession> = {
  name: 'tooltalk',
  initial: Object.freeze({ token: null }),
  databases: [accountDatabase],
  injectedArguments: Object.freeze([sessionTokenArgument]),
  admit(tool, state, request) {
    const token = sessionOf(state).token;
    if (tool.auth) {
      if (token === null) return 'User is not logged in';
      request[sessionTokenArgument] = token;
    }
    if (tool.session === 'start' && token !== null) {
      const current = holderOf(state, sessionOf(state), token) ?? 'None';
      return `Only one user can be logged in at a time. Current user is ${current}.`;
    }
    return undefined;
  },
  resolveCaller(_tool, state) {
    const session = sessionOf(state);
    const token = session.token;
    const username = token === null ? undefined : holderOf(state, session, token);
    return username === undefined ? { refusal: 'Invalid session_token.' } : { username };
  },
  settle(tool, response, draft, args) {
    // A fresh object rather than edits: the initial session is a shared frozen value.
    if (tool.session === 'start') {
      const username = typeof args?.username === 'string' ? args.username : null;
      draft.session = { token: String(response[sessionTokenArgument]), username };
    }
    if (tool.session === 'end') draft.session = { token: null, username: null };
  },
  currentUser(state) {
    const session = sessionOf(state);
    if (session.token === null) return null;
    return holderOf(state, session, session.token) ?? null;
  },
  signIn(draft, username, credentials) {
    const accounts = draft.databases.Account as Map<string, Draft<AccountRecord>> | undefined;
    const account = accounts?.get(username);
    if (account === undefined) throw new ToolworldError('invalid-option', `signIn: no account '${username}'`);
    if (typeof credentials !== 'string' || credentials.length === 0) {
      throw new ToolworldError('invalid-option', `signIn: ToolTalk's session needs the session token as credentials, got ${typeof credentials}`);
    }
    account.session_token = credentials;
    draft.session = { token: credentials, username };
  },
  users: {
    list: (state) => [...accountsOf(state).keys()],
    record: (state, username) => accountsOf(state).get(username),
    // Which tools create or remove accounts is what the model predicts independently of the world.
    effect(tool, args, caller) {
      if (tool.name === 'RegisterUser' && typeof args.username === 'string') return { adds: args.username };
      if (tool.name === 'DeleteAccount' && caller !== null) return { removes: caller };
      return undefined;
    },
  },
};
Object.freeze(toolTalkSession);
