import type { Draft } from 'immer';
import type { AnyDatabase } from './database.js';
import type { AnyTool } from './define.js';
import type { WorldState } from './state.js';

/**
 * How a suite's callers sign in: who may call `auth` tools, what the executor adds to their requests,
 * and what a `session: 'start' | 'end'` tool does to the session. A world takes its policy from its
 * plugins (they must agree); a world without one has no `auth` tools. ToolTalk's policy (one user at a
 * time, a session token injected into every auth call) lives in `src/suites/tooltalk`.
 */
export interface SessionPolicy<Session = unknown> {
  readonly name: string;
  /** The session a new world starts with. */
  readonly initial: Session;
  /** Databases the policy reads (ToolTalk: the accounts and their tokens); a world with the policy has them. */
  readonly databases?: readonly AnyDatabase[];
  /** Arguments the policy adds to a request; argument binding lets them through undeclared. */
  readonly injectedArguments: readonly string[];
  /**
   * Runs before arguments are bound, for every call: may refuse (return the message) and may add its
   * injected arguments to `request`, which is what the call records.
   */
  admit(tool: AnyTool, state: WorldState, request: Record<string, unknown>): string | undefined;
  /** For `auth` tools, after binding: the caller's username, or the refusal. */
  resolveCaller(tool: AnyTool, state: WorldState): { readonly username: string } | { readonly refusal: string };
  /** After a successful `session` tool: moves the session in the draft state. `args` are the call's bound arguments. */
  settle(tool: AnyTool, response: Record<string, unknown>, draft: Draft<WorldState>, args?: Readonly<Record<string, unknown>>): void;
  /** Who is signed in, or null. */
  currentUser(state: WorldState): string | null;
  /** Signs a user in outside a call (test setup, a dataset's pre-seeded session). Throws when it cannot. */
  signIn(draft: Draft<WorldState>, username: string, credentials?: unknown): void;
  /** What model-based tests (`toolworld/fast-check`) may know about users. Optional. */
  readonly users?: UserRegistry;
}

/** The users of a world as model-based tests see them: who exists, their records, what changes them. */
export interface UserRegistry {
  /** The usernames that exist, in order. */
  list(state: WorldState): readonly string[];
  /** A user's record (its fields feed generated arguments: a password, an email), or undefined. */
  record(state: WorldState, username: string): Readonly<Record<string, unknown>> | undefined;
  /** How a successful call changes which users exist: a registration adds one, a deletion removes one. */
  effect(tool: AnyTool, args: Readonly<Record<string, unknown>>, caller: string | null): { readonly adds?: string; readonly removes?: string } | undefined;
}
