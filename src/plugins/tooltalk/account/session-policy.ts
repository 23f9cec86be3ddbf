import type { Draft } from 'immer';
import { ToolworldError } from '../../../world/errors.js';
import type { SessionPolicy } from '../../../world/session.js';
import type { WorldState } from '../../../world/state.js';
import { accountDatabase, type AccountRecord } from './database.js';

/** The argument ToolTalk's executor adds to every call of a tool that needs a login. */
export const sessionTokenArgument = 'session_token';

/** What ToolTalk's session keeps: the token of whoever is logged in. */
export interface ToolTalkSession {
  readonly token: string | null;
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
 * Who holds a session token: the first account with it, in insertion order. Every auth call asks,
 * so a large account map is indexed once per version instead of scanned on every call.
 */
export function findUsernameByToken(accounts: Accounts, token: string): string | undefined {
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
      const current = findUsernameByToken(accountsOf(state), token) ?? 'None';
      return `Only one user can be logged in at a time. Current user is ${current}.`;
    }
    return undefined;
  },
  resolveCaller(_tool, state) {
    const token = sessionOf(state).token;
    const username = token === null ? undefined : findUsernameByToken(accountsOf(state), token);
    return username === undefined ? { refusal: 'Invalid session_token.' } : { username };
  },
  settle(tool, response, draft) {
    const session = draft.session as Draft<{ token: string | null }>;
    if (tool.session === 'start') session.token = String(response[sessionTokenArgument]);
    if (tool.session === 'end') session.token = null;
  },
  currentUser(state) {
    const token = sessionOf(state).token;
    if (token === null) return null;
    return findUsernameByToken(accountsOf(state), token) ?? null;
  },
  signIn(draft, username, credentials) {
    const accounts = draft.databases.Account as Map<string, Draft<AccountRecord>> | undefined;
    const account = accounts?.get(username);
    if (account === undefined) throw new ToolworldError('invalid-option', `signIn: no account '${username}'`);
    if (typeof credentials !== 'string' || credentials.length === 0) {
      throw new ToolworldError('invalid-option', `signIn: ToolTalk's session needs the session token as credentials, got ${typeof credentials}`);
    }
    account.session_token = credentials;
    (draft.session as Draft<{ token: string | null }>).token = credentials;
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
