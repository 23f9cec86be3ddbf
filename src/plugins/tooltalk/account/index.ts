import { definePlugin } from '../../../world/define.js';
import { accountDatabase } from './database.js';
import { toolTalkSession } from './session-policy.js';
import { digitField, hexField } from '../../../world/ids.js';
import { ChangePassword } from './change-password.js';
import { DeleteAccount } from './delete-account.js';
import { GetAccountInformation } from './get-account-information.js';
import { LogoutUser } from './logout-user.js';
import { QueryUser } from './query-user.js';
import { RegisterUser } from './register-user.js';
import { ResetPassword } from './reset-password.js';
import { SendVerificationCode } from './send-verification-code.js';
import { UpdateAccountInformation } from './update-account-information.js';
import { UserLogin } from './user-login.js';

/** Accounts and sessions: register, log in and out, look people up, manage passwords and profiles. */
export const AccountTools = definePlugin({
  name: 'AccountTools',
  description:
    'User accounts and the login session: registering, logging in and out, looking up users, and managing passwords and profile details.',
  databases: [accountDatabase],
  ids: { sessionToken: [hexField(8), hexField(4), hexField(4)], verificationCode: [digitField(6)] },
  sessionPolicy: toolTalkSession,
  tools: [
    GetAccountInformation,
    DeleteAccount,
    UserLogin,
    LogoutUser,
    ChangePassword,
    RegisterUser,
    SendVerificationCode,
    ResetPassword,
    QueryUser,
    UpdateAccountInformation,
  ],
});

export {
  ChangePassword,
  DeleteAccount,
  GetAccountInformation,
  LogoutUser,
  QueryUser,
  RegisterUser,
  ResetPassword,
  SendVerificationCode,
  UpdateAccountInformation,
  UserLogin,
};
