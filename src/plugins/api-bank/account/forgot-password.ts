import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { optionalStr, out, str } from '../shared/params.js';

/** The code API-Bank always "sends" (spec §2.4). */
const VERIFICATION_CODE = 970420;

export const ForgotPassword = defineApiBankApi({
  name: 'ForgotPassword',
  description:
    "Resets a forgotten password in two steps: status 'Forgot Password' with username and email sends a code; status 'Verification Code' with that code and a new password sets it.",
  parameters: {
    status: str("'Forgot Password' for the first step, 'Verification Code' for the second."),
    username: optionalStr('First step: the account name.'),
    email: optionalStr("First step: the account's email address."),
    verification_code: { type: 'int', description: 'Second step: the code from the first step.', optional: true },
    new_password: optionalStr('Second step: the password to set.'),
  },
  output: { status: out('str', 'The code after the first step, success after the second.') },
  database: 'Account',
  writes: true,
  unnamed: true,
  // Records exactly the keys the caller supplied.
  input: (args) => ({ ...args }),
  memory: () => ({ code: undefined, username: undefined }),
  run(args, { db, memory }) {
    if (args.status === 'Forgot Password') {
      if (!('username' in args) || !('email' in args)) refuse('The username and email are required for the first call.');
      const user = db.get(args.username);
      if (user === undefined) refuse('The username does not exist.');
      if (user.email !== args.email) refuse('The email is incorrect.');
      memory.code = VERIFICATION_CODE;
      memory.username = args.username;
      return VERIFICATION_CODE;
    }
    if (args.status === 'Verification Code') {
      if (memory.code === undefined) refuse("You need to call the API with status 'Forgot Password' at first.");
      if (!('new_password' in args) || !('verification_code' in args)) {
        refuse('The new password and verification code are required for the second call.');
      }
      if (args.verification_code !== memory.code) refuse('The verification code is incorrect.');
      const user = db.get(memory.username);
      // The remembered user may have been deleted since; Python then fails on the missing key.
      if (user === undefined) refuse(`'${memory.username}'`);
      user.password = args.new_password;
      return 'success';
    }
    refuse("The status is only 'Forgot Password' or 'Verification Code'.");
  },
  check: exact,
});
