export { GetUserToken } from './get-user-token.js';
export { CheckToken } from './check-token.js';
export { DeleteAccount } from './delete-account.js';
export { ModifyPassword } from './modify-password.js';
export { RegisterUser } from './register-user.js';
export { ForgotPassword } from './forgot-password.js';
