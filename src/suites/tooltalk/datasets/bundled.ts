import { join } from 'node:path';
import { packageRoot } from '../world.js';

/** The folder of the bundled conversations (our own, in ToolTalk's format). */
export function bundledConversationsDir(): string {
  return join(packageRoot(), 'fixtures', 'conversations');
}
