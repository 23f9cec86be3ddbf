import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { out, str } from '../shared/params.js';

export const OpenBankAccount = defineApiBankApi({
  name: 'OpenBankAccount',
  description: 'Opens a bank account with an account name, password and holder name.',
  parameters: { account: str('The account name.'), password: str('Its password.'), name: str("The holder's name.") },
  output: { status: out('str', 'success, or failed when the account exists.') },
  // The store is the tool's own and starts with one account (spec §2.3).
  memory: () => ({ accounts: new Map<string | number, unknown>([['test', { account: 'test', password: 'test', name: 'test' }]]) }),
  run({ account, password, name }, { memory }) {
    const accounts = memory.accounts as Map<string | number, { account: string; password: string; name: string }>;
    for (const existing of accounts.values()) if (existing.account === account) return 'failed';
    accounts.set(accounts.size + 1, { account, password, name });
    return 'success';
  },
  check: exact,
});
