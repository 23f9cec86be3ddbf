import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ToolworldError, formatJsonPath } from '../../../world/errors.js';
import { conversationSchema, type Conversation } from './conversation.js';

/** A conversation with where it came from. */
export interface LoadedConversation {
  /** The file it was read from (or a label given by the caller). */
  readonly file: string;
  readonly conversation: Conversation;
}

/**
 * Validates a conversation object. A problem throws a `ToolworldError` naming the source and the
 * JSON path, e.g. `easy/x.json at $.conversation[2].apis[0].request.api_name: expected string`.
 */
export function parseConversation(value: unknown, source = '<conversation>'): Conversation {
  const parsed = conversationSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const jsonPath = formatJsonPath(issue.path);
    throw new ToolworldError('invalid-data', `${source} at ${jsonPath}: ${issue.message}`, { file: source, jsonPath });
  }
  return parsed.data;
}

function readConversationFile(file: string): LoadedConversation {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolworldError('unreadable-file', `${file}: cannot read the file (${(error as Error).message})`, { file, cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${file}: not valid JSON (${(error as Error).message})`, { file, jsonPath: '$', cause: error });
  }
  return { file, conversation: parseConversation(value, file) };
}

/**
 * Reads ToolTalk-format conversations: a `.json` file, or every `.json` file in a folder (sorted by
 * name, not recursive). Each is validated; the first malformed one throws with its path.
 *
 * @example
 * const conversations = loadToolTalkConversations('../shared/tooltalk/easy');
 */
export function loadToolTalkConversations(pathOrDir: string): LoadedConversation[] {
  let stats;
  try {
    stats = statSync(pathOrDir);
  } catch (error) {
    throw new ToolworldError('unreadable-file', `${pathOrDir}: no such file or folder`, { file: pathOrDir, cause: error });
  }
  if (!stats.isDirectory()) return [readConversationFile(pathOrDir)];
  const files = readdirSync(pathOrDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) {
    throw new ToolworldError('invalid-data', `${pathOrDir}: the folder holds no .json conversation`, { file: pathOrDir });
  }
  return files.map((name) => readConversationFile(join(pathOrDir, name)));
}

/** A short display name for a loaded conversation: its file name without `.json`. */
export function conversationLabel(loaded: LoadedConversation): string {
  let label = labels.get(loaded);
  if (label === undefined) labels.set(loaded, (label = basename(loaded.file).replace(/\.json$/, '')));
  return label;
}

// A replay labels every conversation on every pass; the file name never changes.
const labels = new WeakMap<LoadedConversation, string>();
