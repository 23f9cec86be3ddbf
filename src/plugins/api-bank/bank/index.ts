export { QueryBalance } from './query-balance.js';
export { OpenBankAccount } from './open-bank-account.js';
