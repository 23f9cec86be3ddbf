import { scratchFolder } from '../../support/scratch.js';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';

const data = '../shared/apibank';
const shared = existsSync(`${data}/test-data`);

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('toolworld replay --suite api-bank', () => {
  it('explains bad options', async () => {
    expect(await run('replay', '--suite', 'api-bank', '--data', data, '--level', '4')).toMatchObject({ code: 2, stderr: expect.stringContaining('--level takes 1, 2 or 3') });
    expect(await run('replay', '--suite', 'api-bank', '--level', '1')).toMatchObject({ code: 2, stderr: expect.stringContaining('--data DIR is required') });
    expect(await run('replay', '--suite', 'api-bank', '--data', 'nowhere', '--level', '1')).toMatchObject({ code: 1, stderr: expect.stringContaining('no test-data folder at nowhere') });
    expect((await run('replay', '--suite', 'api-bank', '--help')).stdout).toContain('--predictions FILE');
  });

  it.skipIf(!shared)('prints one JSON object with the figures', async () => {
    const { code, stdout } = await run('replay', '--suite', 'api-bank', '--data', data, '--level', '3', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ suite: 'api-bank', level: 3, mode: 'compat', items: 245, correct: 235, samples: 50, samplesCorrect: 40 });
    const fixedRun = JSON.parse((await run('replay', '--suite=api-bank', '--data', data, '--level', '1', '--mode', 'fixed', '--json')).stdout);
    expect(fixedRun).toMatchObject({ mode: 'fixed', items: 399, correct: 394 });
  });

  it.skipIf(!shared)("scores a model's predictions in API-Bank's format, with its categories and ROUGE-L", async () => {
    const file = join(scratchFolder('api-bank-'), 'predictions.jsonl');
    const rows = [
      { file: 'ModifyRegistration-QueryHealthData-CancelRegistration-level-2-2.jsonl', id: 0, pred: "API-Request: [ModifyRegistration(appointment_id='34567890', new_appointment_date='2023-03-26', new_appointment_doctor='Dr. Lee')]" },
      { file: 'ModifyRegistration-QueryHealthData-CancelRegistration-level-2-2.jsonl', id: 2, pred: 'I will look that up.' },
      { file: 'ModifyRegistration-QueryHealthData-CancelRegistration-level-2-2.jsonl', id: 4, pred: "API-Request: [QueryRegistration(appointment_id='90123456')]" },
      { file: 'QueryStock-OpenBankAccount-QueryBalance-GetUserToken-level-2-1.jsonl', id: 0, pred: "API-Request: [QueryStock(stock_code='AMZN')]" },
      { file: 'ModifyRegistration-QueryHealthData-CancelRegistration-level-2-2.jsonl', id: 1, pred: 'Your appointment has been modified.' },
    ];
    writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n'));
    const result = JSON.parse((await run('replay', '--suite', 'api-bank', '--data', data, '--level', '1', '--predictions', file, '--json')).stdout);
    expect(result).toMatchObject({ items: 399, correct: 1 });
    expect(result.categories).toMatchObject({ NO_API_CALL: 396, API_NAME_MISMATCH: 1, MISS_INPUT_ARGUMENT: 1 });
    expect(result.responses.items).toBe(375);
    expect(result.responses.answered).toBe(1);
    expect(result.responses.rougeL).toBeGreaterThan(0);
    expect(result.responses.rougeL).toBeLessThan(1 / 375);
  });
});
