import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCalls } from '../../../src/agents/text-format/parse.js';
import { readApiBankCall } from '../../../src/agents/text-format/api-bank-dialect.js';
import { readCallFixed } from '../../../src/suites/api-bank/fixed-parser.js';
import { DIALOGUE_FOLDERS, loadDialogues, loadTestItems } from '../../../src/suites/api-bank/data/load.js';
import { buildSamples } from '../../../src/suites/api-bank/samples.js';

const data = '../shared/apibank/test-data';
const shared = existsSync(data);

const api = (text: string) => parseCalls(text, { dialect: 'api-bank' });

/**
 * An independent reading of spec §4, written as a character scanner rather than regular
 * expressions, to check the dialect on every recorded request.
 */
function oracle(text: string): { name: string; arguments: Record<string, string> } | undefined {
  const isWord = (ch: string | undefined) => ch !== undefined && /^[\p{L}\p{N}_]$/u.test(ch);
  for (const line of text.split('\n')) {
    for (let start = line.indexOf('['); start !== -1; start = line.indexOf('[', start + 1)) {
      let at = start + 1;
      while (isWord(line[at])) at++;
      if (at === start + 1 || line[at] !== '(') continue;
      const close = line.lastIndexOf(')]');
      if (close < at) continue;
      const name = line.slice(start + 1, at);
      const inner = line.slice(at + 1, close);
      const args: Record<string, string> = {};
      let i = 0;
      while (i < inner.length) {
        let k = i;
        while (isWord(inner[k])) k++;
        if (k === i) {
          i++;
          continue;
        }
        let j = k;
        while (inner[j] === ' ') j++;
        if (inner[j] !== '=') {
          i++;
          continue;
        }
        j++;
        while (inner[j] === ' ') j++;
        const key = inner.slice(i, k);
        const ch = inner[j];
        if (ch === "'" || ch === '"') {
          const end = [...inner.slice(j + 2)].findIndex((c) => c === "'" || c === '"');
          if (end !== -1) {
            args[key] = inner.slice(j + 1, j + 2 + end);
            i = j + 3 + end;
            continue;
          }
        }
        if (ch === '[' && inner.lastIndexOf(']') > j) {
          args[key] = inner.slice(j, inner.lastIndexOf(']') + 1);
          i = inner.lastIndexOf(']') + 1;
          continue;
        }
        let w = j;
        while (isWord(inner[w])) w++;
        if (w > j) {
          args[key] = inner.slice(j, w);
          i = w;
          continue;
        }
        i++;
      }
      return { name, arguments: args };
    }
  }
  return undefined;
}

describe("parseCalls with dialect 'api-bank' (spec §4, §8.3)", () => {
  const vectors: [string, string | undefined, Record<string, string> | undefined][] = [
    ["[GetUserToken(username='foo', password='bar')]", 'GetUserToken', { username: 'foo', password: 'bar' }],
    ['API-Request: [GetUserToken(username="foo", password="bar")]', 'GetUserToken', { username: 'foo', password: 'bar' }],
    ['[GetToday()]', 'GetToday', {}],
    ["[BookHotel(hotel_name='Hilton', room_count=2, adult_count=4, child_count=2)]", 'BookHotel', { hotel_name: 'Hilton', room_count: '2', adult_count: '4', child_count: '2' }],
    ["[AddMeeting(token='t', meeting_topic='x', attendees=['John', 'Jane'])]", 'AddMeeting', { token: 't', meeting_topic: 'x', attendees: "['John', 'Jane']" }],
    ["[AddMeeting(token='t', attendees='['John', 'Jane']', location='Room')]", 'AddMeeting', { token: 't', attendees: '[', location: 'Room' }],
    ["[SendEmail(receiver='a@b.com', subject='Hi', content='Don't forget')]", 'SendEmail', { receiver: 'a@b.com', subject: 'Hi', content: 'Don' }],
    [`[SendEmail(receiver='a@b.com', subject="It's", content="ok")]`, 'SendEmail', { receiver: 'a@b.com', subject: 'It', content: 'ok' }],
    ["[Calculator(formula = '2*3' )]", 'Calculator', { formula: '2*3' }],
    ["[TimedSwitch(name='light', time='2023-03-01 10:00:00', on=True)]", 'TimedSwitch', { name: 'light', time: '2023-03-01 10:00:00', on: 'True' }],
    ["[QueryStock(stock_code='AAPL', date='')]", 'QueryStock', { stock_code: 'AAPL' }],
    ["[QueryStock(date='', stock_code='AAPL')]", 'QueryStock', { date: "', stock_code=" }],
    ["[Q(a='', b='c', d='e')]", 'Q', { a: "', b=", d: 'e' }],
    ["[Wiki(keyword='a, b=c')]", 'Wiki', { keyword: 'a, b=c' }],
    ["[A(x='1')] then [B(y='2')]", 'A', { x: '1', y: '2' }],
    ["[ToolSearcher(keywords='add alarm')] [AddAlarm(token='abc', time='2023-01-01 08:00:00')]", 'ToolSearcher', { keywords: 'add alarm', token: 'abc', time: '2023-01-01 08:00:00' }],
    ['text [Api(key=value with space)] more', 'Api', { key: 'value' }],
    ["[Api(k='v')]\n[Api2(k='w')]", 'Api', { k: 'v' }],
    ["[Api(k='v'\n, k2='w')]", undefined, undefined],
    [`[Api(k="a'b")]`, 'Api', { k: 'a' }],
    [`[Api(k='a"b')]`, 'Api', { k: 'a' }],
    [`[Api(k='x", b="y')]`, 'Api', { k: 'x', b: 'y' }],
    ['no call here', undefined, undefined],
    ["[Api name(k='v')]", undefined, undefined],
    ["[Api(k='v', k='w')]", 'Api', { k: 'w' }],
    ['[Api(k=-3)]', 'Api', {}],
    ['[Api(k=3.5)]', 'Api', { k: '3' }],
    ['[Api(k=None)]', 'Api', { k: 'None' }],
    ["[Q(a=[1, 2], b='c')]", 'Q', { a: '[1, 2]', b: 'c' }],
    ['[Q(a=[1], b=[2])]', 'Q', { a: '[1], b=[2]' }],
    ["[Q(a='[1]', b=[2])]", 'Q', { a: '[1]', b: '[2]' }],
    ["[Q(é='ü')]", 'Q', { é: 'ü' }],
    ["[Q(a='x'))]", 'Q', { a: 'x' }],
  ];
  it.each(vectors)('%j', (text, name, args) => {
    const calls = api(text);
    if (name === undefined) expect(calls).toEqual([]);
    else expect(calls).toEqual([{ name, arguments: args }]);
  });

  it('keeps a hostile key as data instead of setting a prototype', () => {
    const [call] = api("[Q(__proto__='x', constructor='y')]");
    expect(Object.getPrototypeOf(call!.arguments)).toBe(Object.prototype);
    expect(Object.keys(call!.arguments)).toEqual(['__proto__', 'constructor']);
  });

  it('leaves the strict dialect as it was', () => {
    expect(parseCalls("[AddAlarm(time='08:00:00')]")).toEqual([{ name: 'AddAlarm', arguments: { time: '08:00:00' } }]);
    expect(() => parseCalls("[A(x='1'")).toThrow(/offset/);
  });
});

describe('fixed reading of the call format', () => {
  it('reads what the writer meant: apostrophes, quoted lists, empty values', () => {
    expect(readCallFixed("[SendEmail(receiver='a@b.com', subject='Hi', content='Don't forget')]")?.arguments).toEqual({ receiver: 'a@b.com', subject: 'Hi', content: "Don't forget" });
    expect(readCallFixed("[AddMeeting(token='t', attendees='['John', 'Jane']', location='Room')]")?.arguments).toEqual({ token: 't', attendees: "['John', 'Jane']", location: 'Room' });
    expect(readCallFixed("[QueryStock(date='', stock_code='AAPL')]")?.arguments).toEqual({ date: '', stock_code: 'AAPL' });
    expect(readCallFixed('[Q(a=[1], b=[2], c=-3.5)]')?.arguments).toEqual({ a: '[1]', b: '[2]', c: '-3.5' });
  });
});

describe.skipIf(!shared)('every recorded API-Request of the test data', () => {
  const files = ['level-1-api.json', 'level-2-api.json', 'level-3-batch-inf.json'];
  for (const file of files) {
    it(`${file}: the dialect reads each request as API-Bank's extraction does`, () => {
      const items = JSON.parse(readFileSync(`${data}/${file}`, 'utf8')) as { expected_output?: string; output?: string }[];
      expect(items.length).toBeGreaterThan(100);
      for (const item of items) {
        const text = (item.expected_output ?? item.output)!;
        const expected = oracle(text);
        expect.soft(expected, text).toBeDefined();
        expect.soft(readApiBankCall(text) && { name: readApiBankCall(text)!.name, arguments: readApiBankCall(text)!.arguments }, text).toEqual(expected);
      }
    });
  }

  it.each([1, 2] as const)('level %i: the fixed reading gives back every recorded param_dict', (level) => {
    const items = loadTestItems(`${data}/level-${level}-api.json`);
    const dialogues = loadDialogues(`../shared/apibank/${DIALOGUE_FOLDERS[level]}`);
    const samples = new Map([...dialogues].flatMap(([file, rows]) => buildSamples(file, rows).map((sample) => [`${file}#${sample.id}`, sample] as const)));
    let truncatedByApiBank = 0;
    for (const item of items) {
      const truth = samples.get(`${item.file}#${item.id}`)!.truth;
      if (truth.role !== 'API') throw new Error(`${item.file}#${item.id} is not an API item`);
      expect.soft(readCallFixed(item.expected_output), item.expected_output).toEqual({ name: truth.api_name, arguments: truth.param_dict });
      if (JSON.stringify(readApiBankCall(item.expected_output)!.arguments) !== JSON.stringify(truth.param_dict)) truncatedByApiBank++;
    }
    // API-Bank's own reading cuts the quoted lists (spec §4); the fixed reading does not.
    expect(truncatedByApiBank).toBeGreaterThan(0);
  });
});
