import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedConversation } from '../suites/tooltalk/datasets/load.js';
import { loadToolTalkConversations } from '../suites/tooltalk/datasets/load.js';
import { bundledWorld, loadToolTalkDatabases } from '../suites/tooltalk/world.js';
import { ToolworldError } from '../world/errors.js';
import type { ToolTalkDatabases as Databases } from '../plugins/tooltalk/databases.js';
import { temporaryPathFor } from './temporary-files.js';

function systemReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return `permission denied (${code})`;
  if (code === 'EROFS') return 'the file system is read-only (EROFS)';
  if (code === 'ENOSPC') return 'the disk is full (ENOSPC)';
  if (code === 'ENOTDIR' || code === 'EEXIST') return `a file is in the way of the folder (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks, before any work, that results can be written into `dir`: creates it when missing and
 * writes and removes a probe file. Throws a `ToolworldError` (`unwritable-path`) that names the
 * folder, what it is for, and why it cannot be written.
 *
 * @example
 * await checkWritableFolder('toolworld-report', '--out (where results.json and report.html go)');
 */
export async function checkWritableFolder(dir: string, purpose: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const probe = temporaryPathFor(join(dir, '.toolworld-write-check'));
    await writeFile(probe, '');
    await unlink(probe);
  } catch (error) {
    throw new ToolworldError('unwritable-path', `${dir}: cannot write to ${purpose}: ${systemReason(error)}; choose another folder or fix its permissions`, {
      file: dir,
      cause: error,
    });
  }
}

function readable<T>(path: string, what: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ToolworldError) throw error;
    throw new ToolworldError('unreadable-file', `${path}: cannot read ${what}: ${systemReason(error)}; check the path and its permissions`, {
      file: path,
      cause: error,
    });
  }
}

/** Reads conversations from files or folders; every failure (a folder it may not list, too) is a `ToolworldError` naming the path. */
export function loadConversationsFrom(paths: readonly string[]): LoadedConversation[] {
  return paths.flatMap((path) => readable(path, 'the conversations', () => loadToolTalkConversations(path)));
}

/** Reads a ToolTalk databases folder; every failure is a `ToolworldError` naming the path. */
export function loadDatabasesFrom(dir: string): Databases {
  return readable(dir, 'the databases folder', () => loadToolTalkDatabases(dir));
}

/**
 * Checks that each conversation can start in the given world: a conversation whose user starts
 * logged in (or with a verification code) needs that user's account. ToolTalk's conversations
 * need ToolTalk's databases, and this says so, naming the file, before anything runs.
 *
 * @example
 * checkConversationsFitDatabases(conversations, undefined); // throws for ToolTalk's data without --databases
 */
export function checkConversationsFitDatabases(conversations: readonly LoadedConversation[], databases: Databases | undefined): void {
  const accounts = (databases ?? bundledWorld().databases).Account;
  for (const { file, conversation } of conversations) {
    const { user } = conversation;
    if (user.session_token === undefined && user.verification_code === undefined) continue;
    if (accounts.has(user.username)) continue;
    const fix =
      databases === undefined
        ? "it is not in toolworld's bundled world: give the databases it was written for with --databases DIR (for ToolTalk's data, its databases folder, e.g. --databases ../tooltalk/databases)"
        : 'the databases given with --databases have no such account: give the databases this conversation was written for';
    throw new ToolworldError('invalid-data', `${file}: the conversation starts with user '${user.username}' logged in, but ${fix}`, {
      file,
      jsonPath: '$.user.username',
    });
  }
}
