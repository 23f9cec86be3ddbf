import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorld, defineTool, definePlugin, toolTalkPlugins, toolTalkToolOrder } from '../../src/index.js';
import { selectTools } from '../../src/adapters/select-tools.js';

const world = createWorld();
const names = (tools: { name: string }[]) => tools.map((tool) => tool.name);
const conversation = {
  apis_used: ['SendMessage', 'UserLogin', 'CurrentWeather'],
  suites_used: ['Weather', 'AccountTools', 'Messages'],
};

describe('selectTools', () => {
  it('offers every tool in the world order by default', () => {
    expect(names(selectTools(world))).toEqual(names(world.listTools()));
  });

  it("mode exact: the conversation's apis_used, in that order", () => {
    expect(names(selectTools(world, { mode: 'exact', conversation }))).toEqual(['SendMessage', 'UserLogin', 'CurrentWeather']);
  });

  it("mode suite: each suites_used plugin's tools, plugins in suites_used order, tools in ToolTalk's per-suite order", () => {
    expect(names(selectTools(world, { mode: 'suite', conversation }))).toEqual([
      'CurrentWeather', 'ForecastWeather', 'HistoricWeather',
      'GetAccountInformation', 'DeleteAccount', 'UserLogin', 'LogoutUser', 'ChangePassword', 'RegisterUser',
      'SendVerificationCode', 'ResetPassword', 'QueryUser', 'UpdateAccountInformation',
      'SendMessage', 'SearchMessages',
    ]);
  });

  it("mode all: ToolTalk's canonical order of the 28 tools", () => {
    expect(names(selectTools(world, { mode: 'all' }))).toEqual(toolTalkToolOrder);
  });

  it('picks by names or by plugins, from a world, a tool list or a plugin list', () => {
    expect(names(selectTools(world, { names: ['AddAlarm', 'UserLogin'] }))).toEqual(['AddAlarm', 'UserLogin']);
    expect(names(selectTools(toolTalkPlugins, { plugins: ['Email'] }))).toEqual(['SendEmail', 'SearchInbox']);
    expect(names(selectTools(world.listTools(), { plugins: ['Alarm'] }))).toEqual(['AddAlarm', 'DeleteAlarm', 'FindAlarms']);
    expect(names(selectTools(world.tools, { names: ['FindAlarms'] }))).toEqual(['FindAlarms']);
  });

  it('names what exists when asked for something that does not', () => {
    expect(() => selectTools(world, { names: ['SendMail'] })).toThrow(/no tool named 'SendMail'; did you mean SendVerificationCode, SendEmail, SendMessage\? tools: GetAccountInformation, /);
    expect(() => selectTools(world, { plugins: ['Mail'] })).toThrow(/no plugin named 'Mail'; plugins: AccountTools, Alarm/);
    expect(() => selectTools(world, { mode: 'exact' })).toThrow(/pass conversation/);
    expect(() => selectTools(world, { mode: 'all', names: ['AddAlarm'] })).toThrow(/not several/);
  });

  it("lists plugin after plugin in mode all, each plugin by name (ToolTalk's order for its own)", () => {
    const Ping = defineTool({
      name: 'Ping', description: 'Answers pong.', action: false, auth: false,
      input: z.object({}), output: z.object({ reply: z.string() }),
      run: () => ({ reply: 'pong' }),
    });
    const custom = createWorld({ plugins: [definePlugin({ name: 'Echo', description: 'Echo.', tools: [Ping] }), ...toolTalkPlugins] });
    const all = names(selectTools(custom, { mode: 'all' }));
    expect(all[0]).toBe('Ping');
    expect(all.slice(1)).toEqual(toolTalkToolOrder);
  });
});
