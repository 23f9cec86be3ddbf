import { describe, expect, it } from 'vitest';
import { argumentCheck, createDefaultSemanticJudge, type JudgedCall } from '../../src/index.js';

const call = (parameters: Record<string, unknown>): JudgedCall => ({
  request: { api_name: 'CreateEvent', parameters },
  response: { event_id: 'x' },
  exception: null,
});

describe('the default semantic judge in a tool check (real model)', () => {
  const semantic = createDefaultSemanticJudge();
  const check = argumentCheck({ response: 'ignore', rejectNull: true, fields: { name: { type: 'semantic', threshold: 0.9 } } });

  it('decides identical texts without a model', () => {
    expect(semantic('Team sync', 'Team sync', 0.9)).toEqual({ pass: true, score: 1, threshold: 0.9 });
  });

  it('accepts a paraphrase of an event name', async () => {
    const verdict = await check.judge(call({ name: 'Dentist appointment' }), call({ name: 'Appointment at the dentist' }), { semantic });
    expect(verdict.pass).toBe(true);
  });

  it('rejects a changed place and says which fact was contradicted', async () => {
    const verdict = await check.judge(call({ name: 'Flight to London' }), call({ name: 'Flight to Paris' }), { semantic });
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons[0]).toMatch(/argument 'name': meaning differs \(place changed: Paris -> London\)/);
  });
});
