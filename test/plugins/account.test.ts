import { outcomeOf } from '../support/outcome.js';
import { existsSync } from 'node:fs';
import { sessionOf } from '../../src/plugins/tooltalk/account/session-policy.js';
import { describe, expect, it } from 'vitest';
import type { World } from '../../src/world/world.js';
import { createWorld, type ToolTalkWorldOptions as ToolTalkWorldOptions } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { AccountTools } from '../../src/plugins/tooltalk/account/index.js';
import { Alarm } from '../../src/plugins/tooltalk/alarm/index.js';

const TOKEN = '98a5a87a-7714-b404';

/** A small world: three accounts (two share an email) and some alarms for ada. */
function accountData() {
  return {
    Account: {
      ada: {
        username: 'ada',
        email: 'ada@example.com',
        phone: '555-010-0001',
        name: 'Ada Lovelace',
        password: 'engine1843',
        session_token: null,
      },
      bob: {
        username: 'bob',
        email: 'shared@example.com',
        phone: null,
        name: null,
        password: 'bobpass',
        session_token: null,
      },
      cy: {
        username: 'cy',
        email: 'shared@example.com',
        phone: '555-010-0003',
        name: 'Cy Young',
        password: 'cypass',
        session_token: null,
      },
    },
    Alarm: { ada: { '0a0a-0b0b': { alarm_id: '0a0a-0b0b', time: '07:00:00' } } },
  };
}

function build(options: Partial<ToolTalkWorldOptions> & { as?: string } = {}) {
  const { as, ...rest } = options;
  return createWorld({
    plugins: [AccountTools, Alarm],
    databases: accountData(),
    now: '2023-09-11 09:00:00',
    ids: 'tooltalk',
    ...(as === undefined ? {} : { session: { username: as, token: TOKEN } }),
    ...rest,
  });
}

/** A refused call: exactly this exception, no response, and the world untouched. */
function expectRefusal(world: World, tool: string, args: unknown, exception: string): void {
  const before = world.state;
  expect(outcomeOf(world.execute(tool, args))).toEqual({ response: null, exception });
  expect(world.state).toBe(before);
}

const success = { response: { status: 'success' }, exception: null };

describe('AccountTools plugin', () => {
  it('lists its ten tools in the suite order of ToolTalk', () => {
    expect(AccountTools.name).toBe('AccountTools');
    expect(AccountTools.tools.map((tool) => tool.name)).toEqual([
      'GetAccountInformation',
      'DeleteAccount',
      'UserLogin',
      'LogoutUser',
      'ChangePassword',
      'RegisterUser',
      'SendVerificationCode',
      'ResetPassword',
      'QueryUser',
      'UpdateAccountInformation',
    ]);
  });

  it('declares which tools change the world, need a login and start or end a session', () => {
    const shape = Object.fromEntries(
      AccountTools.tools.map((tool) => [tool.name, [tool.action, tool.auth, tool.session ?? null]]),
    );
    expect(shape).toEqual({
      GetAccountInformation: [false, true, null],
      DeleteAccount: [true, true, 'end'],
      UserLogin: [true, false, 'start'],
      LogoutUser: [true, true, 'end'],
      ChangePassword: [true, true, null],
      RegisterUser: [true, false, 'start'],
      SendVerificationCode: [true, false, null],
      ResetPassword: [true, false, null],
      QueryUser: [false, true, null],
      UpdateAccountInformation: [true, true, null],
    });
  });

  it('documents every parameter and keeps ToolTalk parameter order', () => {
    const parameters = Object.fromEntries(AccountTools.tools.map((tool) => [tool.name, tool.parameters]));
    expect(parameters).toMatchObject({
      RegisterUser: ['username', 'password', 'email', 'name', 'phone'],
      UpdateAccountInformation: ['password', 'new_email', 'new_phone_number', 'new_name'],
      ResetPassword: ['username', 'verification_code', 'new_password'],
      QueryUser: ['username', 'email'],
    });
    for (const tool of AccountTools.tools) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      for (const [name, field] of Object.entries(tool.input.shape)) {
        expect(field.description, `${tool.name}.${name}`).toBeTruthy();
      }
    }
  });
});

describe('GetAccountInformation', () => {
  it("returns the logged-in user's profile without the password", () => {
    const world = build({ as: 'ada' });
    expect(world.call('GetAccountInformation', {})).toEqual({
      response: { user: { username: 'ada', email: 'ada@example.com', phone: '555-010-0001', name: 'Ada Lovelace' } },
      exception: null,
    });
  });

  it('shows missing phone and name as null', () => {
    const world = build({ as: 'bob' });
    expect(world.call('GetAccountInformation', {}).response).toEqual({
      user: { username: 'bob', email: 'shared@example.com', phone: null, name: null },
    });
  });

  it('ignores a session token supplied by the model', () => {
    const world = build({ as: 'ada' });
    const record = world.execute('GetAccountInformation', { session_token: 'forged' });
    expect(record.request.parameters).toEqual({ session_token: TOKEN });
    expect(record.response).toMatchObject({ user: { username: 'ada' } });
  });

  it('needs a login', () => {
    expectRefusal(build(), 'GetAccountInformation', {}, 'User is not logged in');
  });

  it('rejects an argument it does not take, in Python words in tooltalk mode', () => {
    const world = build({ as: 'ada', messages: 'tooltalk' });
    expectRefusal(world, 'GetAccountInformation', { username: 'ada' },
      "GetAccountInformation.call() got an unexpected keyword argument 'username'");
  });
});

describe('the caller of an auth call', () => {
  const usernameOf = (world: World) => (world.call('GetAccountInformation', {}).response as { user?: { username: string } } | null)?.user?.username;

  it('is found anew whenever the accounts or the session change, and again after a restore', () => {
    const world = build({ as: 'ada' });
    const signedIn = world.snapshot();
    expect(usernameOf(world)).toBe('ada');
    expect(usernameOf(world)).toBe('ada');
    // The token moves to bob's record while the session still names ada: bob holds it now.
    world.update((draft) => {
      const accounts = draft.databases.Account as unknown as Map<string, { session_token: string | null }>;
      accounts.get('ada')!.session_token = null;
      accounts.get('bob')!.session_token = TOKEN;
    });
    expect(world.currentUser).toBe('bob');
    expect(usernameOf(world)).toBe('bob');
    // A session set by hand, naming nobody: the holder is searched for.
    world.update((draft) => {
      draft.session = { token: TOKEN };
    });
    expect(usernameOf(world)).toBe('bob');
    world.restore(signedIn);
    expect(world.currentUser).toBe('ada');
    expect(usernameOf(world)).toBe('ada');
    expect(world.call('LogoutUser', {}).exception).toBeNull();
    expect(world.currentUser).toBeNull();
    expect(world.call('GetAccountInformation', {}).exception).toBe('User is not logged in');
    world.restore(signedIn);
    expect(usernameOf(world)).toBe('ada');
  });
});

describe('DeleteAccount', () => {
  it('removes the account and logs out', () => {
    const world = build({ as: 'ada' });
    expect(world.call('DeleteAccount', { password: 'engine1843' })).toEqual(success);
    expect(world.state.databases.Account.has('ada')).toBe(false);
    expect([...world.state.databases.Account.keys()]).toEqual(['bob', 'cy']);
    expect(sessionOf(world.state).token).toBeNull();
    expect(world.currentUser).toBeNull();
    expect(world.call('GetAccountInformation', {}).exception).toBe('User is not logged in');
  });

  it("leaves the user's data in the other databases, where a re-registered user finds it", () => {
    const world = build({ as: 'ada' });
    world.call('DeleteAccount', { password: 'engine1843' });
    expect(world.state.databases.Alarm.get('ada')?.has('0a0a-0b0b')).toBe(true);
    world.call('RegisterUser', { username: 'ada', password: 'again', email: 'ada@example.com' });
    expect(world.call('FindAlarms', {}).response).toEqual({ alarms: [{ alarm_id: '0a0a-0b0b', time: '07:00:00' }] });
  });

  it('refuses a wrong password and stays logged in', () => {
    const world = build({ as: 'ada' });
    expectRefusal(world, 'DeleteAccount', { password: 'ENGINE1843' }, 'The password is incorrect.');
    expect(world.currentUser).toBe('ada');
  });

  it('needs a login, before looking at its arguments', () => {
    expectRefusal(build(), 'DeleteAccount', {}, 'User is not logged in');
  });

  it('needs the password', () => {
    const world = build({ as: 'ada', messages: 'tooltalk' });
    expectRefusal(world, 'DeleteAccount', {}, "DeleteAccount.call() missing 1 required positional argument: 'password'");
  });
});

describe('UserLogin', () => {
  it('logs in and returns a session token drawn from its own generator', () => {
    const world = build();
    expect(world.call('UserLogin', { username: 'ada', password: 'engine1843' })).toEqual({
      response: { session_token: 'e149636f-d9ca-0792' },
      exception: null,
    });
    expect(sessionOf(world.state).token).toBe('e149636f-d9ca-0792');
    expect(world.state.databases.Account.get('ada')?.session_token).toBe('e149636f-d9ca-0792');
    expect(world.currentUser).toBe('ada');
  });

  it('refuses an unknown username before looking at the password', () => {
    expectRefusal(build(), 'UserLogin', { username: 'Ada', password: 'wrong' }, 'The username does not exist.');
  });

  it('refuses a wrong password', () => {
    expectRefusal(build(), 'UserLogin', { username: 'ada', password: 'Engine1843' }, 'The password is incorrect.');
  });

  it('refuses an account whose record already holds a session, after checking the password', () => {
    const data = accountData();
    data.Account.ada.session_token = 'stale-token' as never;
    const world = build({ databases: data });
    expect(world.currentUser).toBeNull();
    expectRefusal(world, 'UserLogin', { username: 'ada', password: 'nope' }, 'The password is incorrect.');
    expectRefusal(world, 'UserLogin', { username: 'ada', password: 'engine1843' }, 'The user is already logged in.');
  });

  it('allows one user at a time, before any of its own checks', () => {
    const world = build({ as: 'ada' });
    const message = 'Only one user can be logged in at a time. Current user is ada.';
    expectRefusal(world, 'UserLogin', { username: 'bob', password: 'bobpass' }, message);
    expectRefusal(world, 'UserLogin', { username: 'ada', password: 'engine1843' }, message);
    expectRefusal(world, 'UserLogin', { username: 'nobody', password: 'x' }, message);
    expectRefusal(world, 'UserLogin', {}, message);
  });

  it('does not advance its generator on a failed login', () => {
    const world = build();
    world.call('UserLogin', { username: 'ada', password: 'wrong' });
    world.call('UserLogin', { username: 'nobody', password: 'wrong' });
    expect(world.call('UserLogin', { username: 'ada', password: 'engine1843' }).response).toEqual({
      session_token: 'e149636f-d9ca-0792',
    });
  });

  it('gives the second login of a world the second token', () => {
    const world = build();
    world.call('UserLogin', { username: 'ada', password: 'engine1843' });
    world.call('LogoutUser', {});
    expect(world.call('UserLogin', { username: 'bob', password: 'bobpass' }).response).toEqual({
      session_token: '5c5373e0-fa69-84c3',
    });
  });

  it('rejects a session_token argument, as ToolTalk does for tools without a login', () => {
    const world = build({ messages: 'tooltalk' });
    expectRefusal(world, 'UserLogin', { username: 'ada', password: 'engine1843', session_token: TOKEN },
      "UserLogin.call() got an unexpected keyword argument 'session_token'");
  });

  it('names missing arguments the Python way', () => {
    const world = build({ messages: 'tooltalk' });
    expectRefusal(world, 'UserLogin', {}, "UserLogin.call() missing 2 required positional arguments: 'username' and 'password'");
    expectRefusal(world, 'UserLogin', { username: 'ada' }, "UserLogin.call() missing 1 required positional argument: 'password'");
  });

  it('never repeats a token held by another account in unique ID mode', () => {
    const world = build({ ids: 'unique' });
    const first = world.call('UserLogin', { username: 'ada', password: 'engine1843' }).response?.session_token;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    world.call('LogoutUser', {});
    const second = world.call('UserLogin', { username: 'bob', password: 'bobpass' }).response?.session_token;
    expect(second).not.toBe(first);
  });
});

describe('LogoutUser', () => {
  it('ends the session in the record and in the world', () => {
    const world = build({ as: 'ada' });
    expect(world.call('LogoutUser', {})).toEqual(success);
    expect(world.state.databases.Account.get('ada')?.session_token).toBeNull();
    expect(sessionOf(world.state).token).toBeNull();
  });

  it('fails a second time because nobody is logged in', () => {
    const world = build({ as: 'ada' });
    world.call('LogoutUser', {});
    expectRefusal(world, 'LogoutUser', {}, 'User is not logged in');
  });

  it('lets another user log in afterwards', () => {
    const world = build({ as: 'ada' });
    world.call('LogoutUser', {});
    expect(world.call('UserLogin', { username: 'bob', password: 'bobpass' }).exception).toBeNull();
    expect(world.currentUser).toBe('bob');
  });
});

describe('ChangePassword', () => {
  it('sets the new password and keeps the user logged in', () => {
    const world = build({ as: 'ada' });
    expect(world.call('ChangePassword', { old_password: 'engine1843', new_password: 'analytical' })).toEqual(success);
    expect(world.state.databases.Account.get('ada')?.password).toBe('analytical');
    expect(world.currentUser).toBe('ada');
  });

  it('refuses a wrong old password', () => {
    const world = build({ as: 'ada' });
    expectRefusal(world, 'ChangePassword', { old_password: 'guess', new_password: 'analytical' },
      'The old password is incorrect.');
  });

  it('needs a login', () => {
    expectRefusal(build(), 'ChangePassword', { old_password: 'engine1843', new_password: 'x' }, 'User is not logged in');
  });

  it('needs both passwords', () => {
    const world = build({ as: 'ada', messages: 'tooltalk' });
    expectRefusal(world, 'ChangePassword', { new_password: 'x' },
      "ChangePassword.call() missing 1 required positional argument: 'old_password'");
  });
});

describe('RegisterUser', () => {
  const eve = { username: 'eve', password: 'listen', email: 'eve@example.com', phone: '555-010-0005', name: 'Eve' };

  it('creates the account, logs it in and returns its profile', () => {
    const world = build();
    expect(world.call('RegisterUser', eve)).toEqual({
      response: {
        session_token: 'e149636f-d9ca-0792',
        user: { username: 'eve', email: 'eve@example.com', phone: '555-010-0005', name: 'Eve' },
      },
      exception: null,
    });
    expect(world.currentUser).toBe('eve');
    expect(sessionOf(world.state).token).toBe('e149636f-d9ca-0792');
    expect([...world.state.databases.Account.keys()]).toEqual(['ada', 'bob', 'cy', 'eve']);
  });

  it("stores the record in ToolTalk's key order, with absent optionals as null", () => {
    const world = build();
    world.call('RegisterUser', { username: 'eve', password: 'listen', email: 'eve@example.com' });
    const record = world.state.databases.Account.get('eve')!;
    expect(Object.keys(record)).toEqual(['username', 'password', 'session_token', 'email', 'phone', 'name']);
    expect(record).toEqual({
      username: 'eve', password: 'listen', session_token: 'e149636f-d9ca-0792',
      email: 'eve@example.com', phone: null, name: null,
    });
  });

  it('treats an explicit null phone or name as not given', () => {
    const world = build();
    const { response } = world.execute('RegisterUser', { ...eve, phone: null, name: null });
    expect(response?.user).toEqual({ username: 'eve', email: 'eve@example.com', phone: null, name: null });
  });

  it('uses a generator of its own, separate from UserLogin', () => {
    const world = build();
    world.call('UserLogin', { username: 'ada', password: 'engine1843' });
    world.call('LogoutUser', {});
    expect(world.call('RegisterUser', eve).response?.session_token).toBe('e149636f-d9ca-0792');
  });

  it('refuses a taken username before checking the email and phone', () => {
    expectRefusal(build(), 'RegisterUser', { ...eve, username: 'ada', email: 'bad', phone: 'bad' },
      'The username already exists.');
  });

  it('refuses a malformed email before checking the phone', () => {
    const world = build();
    for (const email of ['eve', 'eve@', '@example.com', 'eve example@x.com', 'eve@@example.com', 'eve+tag@example.com']) {
      expectRefusal(world, 'RegisterUser', { ...eve, email, phone: 'bad' }, 'The email format is invalid.');
    }
  });

  it("accepts what Python's email pattern accepts: Unicode letters, a final newline, no TLD", () => {
    for (const email of ['jörg@exämple.de', 'eve@example.com\n', 'e-v.e_1@localhost']) {
      const world = build();
      expect(world.call('RegisterUser', { ...eve, email }).exception, JSON.stringify(email)).toBeNull();
      expect(world.state.databases.Account.get('eve')?.email).toBe(email);
    }
  });

  it('refuses a malformed phone number', () => {
    const world = build();
    for (const phone of ['5550100005', '555-0100-005', '(555) 010-0005', '555-010-0005 ', '']) {
      expectRefusal(world, 'RegisterUser', { ...eve, phone }, 'The phone number format is invalid.');
    }
  });

  it('accepts any Unicode decimal digits and a final newline in the phone number', () => {
    for (const phone of ['٥٥٥-٠١٠-٠٠٠٥', '555-010-0005\n']) {
      const world = build();
      expect(world.call('RegisterUser', { ...eve, phone }).exception, JSON.stringify(phone)).toBeNull();
    }
  });

  it("mimics Python's regex error for a wrongly typed email or phone in tooltalk mode", () => {
    const world = build({ messages: 'tooltalk' });
    expectRefusal(world, 'RegisterUser', { ...eve, email: 5 }, "expected string or bytes-like object, got 'int'");
    expectRefusal(world, 'RegisterUser', { ...eve, email: null }, "expected string or bytes-like object, got 'NoneType'");
    expectRefusal(world, 'RegisterUser', { ...eve, phone: ['555-010-0005'] }, "expected string or bytes-like object, got 'list'");
  });

  it('allows one user at a time, naming the current user', () => {
    expectRefusal(build({ as: 'cy' }), 'RegisterUser', eve, 'Only one user can be logged in at a time. Current user is cy.');
  });

  it('needs username, password and email', () => {
    const world = build({ messages: 'tooltalk' });
    expectRefusal(world, 'RegisterUser', { name: 'Eve' },
      "RegisterUser.call() missing 3 required positional arguments: 'username', 'password', and 'email'");
  });
});

describe('SendVerificationCode', () => {
  it('stores a fresh 6-digit code on the account without revealing it', () => {
    const world = build();
    expect(world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' })).toEqual(success);
    expect(world.state.databases.Account.get('ada')?.verification_code).toBe('984520');
  });

  it('replaces the previous code with the next one', () => {
    const world = build();
    world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' });
    world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' });
    expect(world.state.databases.Account.get('ada')?.verification_code).toBe('968507');
  });

  it('works while someone is logged in', () => {
    const world = build({ as: 'bob' });
    expect(world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' })).toEqual(success);
    expect(world.currentUser).toBe('bob');
  });

  it('refuses an unknown username before checking the email', () => {
    expectRefusal(build(), 'SendVerificationCode', { username: 'zed', email: 'nope' }, 'The username does not exist.');
  });

  it('refuses an email that is not exactly the one on file', () => {
    expectRefusal(build(), 'SendVerificationCode', { username: 'ada', email: 'Ada@example.com' }, 'The email is incorrect.');
  });

  it('does not advance its generator on a failed call', () => {
    const world = build();
    world.call('SendVerificationCode', { username: 'ada', email: 'wrong@example.com' });
    world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' });
    expect(world.state.databases.Account.get('ada')?.verification_code).toBe('984520');
  });
});

describe('ResetPassword', () => {
  function withCode(code: string, options: Parameters<typeof build>[0] = {}) {
    const world = build(options);
    world.update((draft) => {
      draft.databases.Account.get('ada')!.verification_code = code;
    });
    return world;
  }

  it('sets the new password when the code matches', () => {
    const world = withCode('982003');
    expect(world.call('ResetPassword', { username: 'ada', verification_code: '982003', new_password: 'fresh' })).toEqual(success);
    expect(world.state.databases.Account.get('ada')?.password).toBe('fresh');
    expect(world.currentUser).toBeNull();
  });

  it('does not consume the code', () => {
    const world = withCode('982003');
    world.call('ResetPassword', { username: 'ada', verification_code: '982003', new_password: 'first' });
    expect(world.call('ResetPassword', { username: 'ada', verification_code: '982003', new_password: 'second' })).toEqual(success);
    expect(world.state.databases.Account.get('ada')).toMatchObject({ password: 'second', verification_code: '982003' });
  });

  it("works while another user is logged in and leaves that session alone", () => {
    const world = withCode('000123', { as: 'bob' });
    expect(world.call('ResetPassword', { username: 'ada', verification_code: '000123', new_password: 'fresh' })).toEqual(success);
    expect(world.currentUser).toBe('bob');
  });

  it('accepts the code SendVerificationCode emailed', () => {
    const world = build();
    world.call('SendVerificationCode', { username: 'ada', email: 'ada@example.com' });
    const code = world.state.databases.Account.get('ada')!.verification_code!;
    expect(world.call('ResetPassword', { username: 'ada', verification_code: code, new_password: 'fresh' })).toEqual(success);
    expect(world.call('UserLogin', { username: 'ada', password: 'fresh' }).exception).toBeNull();
  });

  it('refuses an unknown username', () => {
    expectRefusal(withCode('982003'), 'ResetPassword', { username: 'zed', verification_code: '982003', new_password: 'x' },
      'The username does not exist.');
  });

  it('refuses when no code was ever sent', () => {
    expectRefusal(build(), 'ResetPassword', { username: 'ada', verification_code: '982003', new_password: 'x' },
      'The verification code is incorrect.');
  });

  it('refuses a code that differs, as strings (leading zeros count)', () => {
    const world = withCode('012345');
    for (const code of ['12345', '012346', ' 012345', '']) {
      expectRefusal(world, 'ResetPassword', { username: 'ada', verification_code: code, new_password: 'x' },
        'The verification code is incorrect.');
    }
  });

  it('refuses a code given as a number', () => {
    const world = withCode('982003');
    const before = world.state;
    const outcome = world.execute('ResetPassword', { username: 'ada', verification_code: 982003, new_password: 'x' });
    expect(outcome.response).toBeNull();
    expect(outcome.exception).toMatch(/verification_code/);
    expect(world.state).toBe(before);
  });
});

describe('QueryUser', () => {
  it('finds one account by username', () => {
    const world = build({ as: 'ada' });
    expect(world.call('QueryUser', { username: 'cy' })).toEqual({
      response: { users: [{ username: 'cy', email: 'shared@example.com', phone: '555-010-0003', name: 'Cy Young' }] },
      exception: null,
    });
  });

  it('returns an empty list for an unknown username, and ignores the email when a username is given', () => {
    const world = build({ as: 'ada' });
    expect(world.call('QueryUser', { username: 'Cy', email: 'shared@example.com' }).response).toEqual({ users: [] });
    expect(world.call('QueryUser', { username: '', email: 'shared@example.com' }).response).toEqual({ users: [] });
    expect(world.call('QueryUser', { username: 'ada', email: 'shared@example.com' }).response)
      .toMatchObject({ users: [{ username: 'ada' }] });
  });

  it('finds every account with an email, in account order with registered users last', () => {
    const world = build();
    world.call('RegisterUser', { username: 'abe', password: 'p', email: 'shared@example.com', phone: '555-010-0009' });
    expect(world.call('QueryUser', { email: 'shared@example.com' }).response).toEqual({
      users: [
        { username: 'bob', email: 'shared@example.com', phone: null, name: null },
        { username: 'cy', email: 'shared@example.com', phone: '555-010-0003', name: 'Cy Young' },
        { username: 'abe', email: 'shared@example.com', phone: '555-010-0009', name: null },
      ],
    });
  });

  it('matches emails exactly, case included', () => {
    const world = build({ as: 'ada' });
    expect(world.call('QueryUser', { email: 'Shared@example.com' }).response).toEqual({ users: [] });
    expect(world.execute('QueryUser', { username: null, email: 'ada@example.com' }).response)
      .toMatchObject({ users: [{ username: 'ada' }] });
  });

  it('needs a username or an email; explicit nulls count as neither', () => {
    const world = build({ as: 'ada' });
    const message = 'You need to provide at least one of username and email.';
    expectRefusal(world, 'QueryUser', {}, message);
    expectRefusal(world, 'QueryUser', { username: null, email: null }, message);
  });

  it('needs a login', () => {
    expectRefusal(build(), 'QueryUser', { username: 'ada' }, 'User is not logged in');
  });
});

describe('UpdateAccountInformation', () => {
  it('changes email, phone and name together', () => {
    const world = build({ as: 'ada' });
    expect(world.call('UpdateAccountInformation', {
      password: 'engine1843', new_email: 'ada@analytical.org', new_phone_number: '555-010-1843', new_name: 'Augusta Ada King',
    })).toEqual(success);
    expect(world.call('GetAccountInformation', {}).response).toEqual({
      user: { username: 'ada', email: 'ada@analytical.org', phone: '555-010-1843', name: 'Augusta Ada King' },
    });
  });

  it('changes only what is given', () => {
    const world = build({ as: 'ada' });
    world.execute('UpdateAccountInformation', { password: 'engine1843', new_phone_number: '555-010-1843', new_email: null });
    expect(world.state.databases.Account.get('ada')).toMatchObject({
      email: 'ada@example.com', phone: '555-010-1843', name: 'Ada Lovelace',
    });
    world.call('UpdateAccountInformation', { password: 'engine1843', new_email: 'ada@analytical.org' });
    expect(world.state.databases.Account.get('ada')).toMatchObject({ email: 'ada@analytical.org', phone: '555-010-1843' });
  });

  it('refuses a wrong password before anything else', () => {
    expectRefusal(build({ as: 'ada' }), 'UpdateAccountInformation', { password: 'nope', new_email: 'bad' },
      'The password is incorrect.');
    expectRefusal(build({ as: 'ada' }), 'UpdateAccountInformation', { password: 'nope' }, 'The password is incorrect.');
  });

  it('refuses a change of name alone', () => {
    const world = build({ as: 'ada' });
    const message = 'You need to provide at least one of new_email and new_phone_number.';
    expectRefusal(world, 'UpdateAccountInformation', { password: 'engine1843', new_name: 'Ada King' }, message);
    expectRefusal(world, 'UpdateAccountInformation', { password: 'engine1843' }, message);
  });

  it('refuses a malformed email before looking at the phone number', () => {
    expectRefusal(build({ as: 'ada' }), 'UpdateAccountInformation',
      { password: 'engine1843', new_email: 'ada at example.com', new_phone_number: 'bad' }, 'The email is invalid.');
  });

  it('refuses a malformed phone number, and then keeps the old email too', () => {
    // ToolTalk would keep the valid new email here (spec §9.8); a refused call changes nothing in toolworld.
    const world = build({ as: 'ada' });
    expectRefusal(world, 'UpdateAccountInformation',
      { password: 'engine1843', new_email: 'ada@analytical.org', new_phone_number: '555 010 1843' }, 'The phone number is invalid.');
    expect(world.state.databases.Account.get('ada')?.email).toBe('ada@example.com');
  });

  it("mimics Python's regex error for a wrongly typed email or phone in tooltalk mode", () => {
    const world = build({ as: 'ada', messages: 'tooltalk' });
    expectRefusal(world, 'UpdateAccountInformation', { password: 'engine1843', new_email: 42 },
      "expected string or bytes-like object, got 'int'");
    expectRefusal(world, 'UpdateAccountInformation', { password: 'engine1843', new_phone_number: 5550101843.5 },
      "expected string or bytes-like object, got 'float'");
  });

  it('needs a login', () => {
    expectRefusal(build(), 'UpdateAccountInformation', { password: 'engine1843', new_email: 'a@b' }, 'User is not logged in');
  });
});

describe('a session across the account tools', () => {
  it('register, log out, log in, change password, delete, and the old login fails', () => {
    const world = build();
    const registered = world.call('RegisterUser', { username: 'eve', password: 'one', email: 'eve@example.com' });
    expect(registered.response?.session_token).toBe('e149636f-d9ca-0792');
    expect(world.currentUser).toBe('eve');

    expect(world.call('LogoutUser', {})).toEqual(success);
    expect(world.currentUser).toBeNull();

    expect(world.call('UserLogin', { username: 'eve', password: 'one' }).response).toEqual({ session_token: 'e149636f-d9ca-0792' });
    expect(world.call('ChangePassword', { old_password: 'one', new_password: 'two' })).toEqual(success);
    expect(world.call('GetAccountInformation', {}).response).toMatchObject({ user: { username: 'eve' } });

    expect(world.call('DeleteAccount', { password: 'one' }).exception).toBe('The password is incorrect.');
    expect(world.call('DeleteAccount', { password: 'two' })).toEqual(success);
    expect(world.currentUser).toBeNull();

    expectRefusal(world, 'UserLogin', { username: 'eve', password: 'two' }, 'The username does not exist.');
    expect(world.call('UserLogin', { username: 'ada', password: 'engine1843' }).response)
      .toEqual({ session_token: '5c5373e0-fa69-84c3' });
  });

  it('starts every generator over after a reset', () => {
    const world = build();
    world.call('UserLogin', { username: 'ada', password: 'engine1843' });
    world.reset();
    expect(world.currentUser).toBeNull();
    expect(world.call('UserLogin', { username: 'ada', password: 'engine1843' }).response)
      .toEqual({ session_token: 'e149636f-d9ca-0792' });
  });
});

const sharedDatabases = '../shared/tooltalk/databases';
describe.skipIf(!existsSync(sharedDatabases))("with ToolTalk's data", () => {
  const databases = existsSync(sharedDatabases) ? loadToolTalkDatabases(sharedDatabases) : undefined;

  it('replays the easy RegisterUser conversation', () => {
    const world = createWorld({ plugins: [AccountTools], databases, now: '2023-09-11 09:00:00', ids: 'tooltalk' });
    expect(world.call('RegisterUser', {
      username: 'hestler', password: 'Meizuch4uu', email: 'j.hester@gahoo.com', phone: '708-340-0190', name: 'Julian Hester',
    })).toEqual({
      response: {
        session_token: 'e149636f-d9ca-0792',
        user: { username: 'hestler', email: 'j.hester@gahoo.com', phone: '708-340-0190', name: 'Julian Hester' },
      },
      exception: null,
    });
  });

  it('replays the easy QueryUser and ResetPassword conversations', () => {
    const world = createWorld({
      plugins: [AccountTools], databases, now: '2023-09-11 09:00:00', ids: 'tooltalk',
      session: { username: 'decture', token: TOKEN },
    });
    expect(world.call('QueryUser', { email: 'hestler@gahoo.com' })).toEqual({ response: { users: [] }, exception: null });
    world.update((draft) => {
      draft.databases.Account.get('ahhchiu')!.verification_code = '982003';
    });
    expect(world.call('ResetPassword', { username: 'ahhchiu', verification_code: '982003', new_password: 'SunnyB3ach$Day!' }))
      .toEqual(success);
  });
});
