import { z } from 'zod';
import { defineTool } from '../../../world/define.js';
import { successSchema } from './profile.js';

export const LogoutUser = defineTool({
  name: 'LogoutUser',
  description: 'Logs the current user out and ends their session. Afterwards another user may log in.',
  action: true,
  auth: true,
  session: 'end',
  input: z.object({}),
  output: successSchema,
  run(_args, { caller }) {
    caller.session_token = null;
    return { status: 'success' as const };
  },
});
