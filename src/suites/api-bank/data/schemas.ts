import * as z from 'zod';

/** The response envelope as recorded (spec §0). */
export const envelopeSchema = z.looseObject({
  api_name: z.string().optional(),
  input: z.unknown(),
  output: z.unknown(),
  exception: z.string().nullable(),
});

/** One row of a dialogue file (spec §1.2). */
export const dialogueRowSchema = z.union([
  z.object({ role: z.enum(['User', 'AI']), text: z.string() }),
  z.object({
    role: z.literal('API'),
    api_name: z.string(),
    param_dict: z.record(z.string(), z.string()),
    result: envelopeSchema,
  }),
]);

/** An item of level-{1,2}-{api,response}.json (spec §1.3). */
export const testItemSchema = z.object({
  file: z.string(),
  id: z.number().int().nonnegative(),
  instruction: z.string(),
  input: z.string(),
  expected_output: z.string(),
});

/** A sample of level-3.json. */
export const levelThreeSampleSchema = z.object({
  requirement: z.string(),
  response: z.string(),
  apis: z.array(z.object({ api_name: z.string(), input: z.record(z.string(), z.unknown()), output: envelopeSchema })),
});

/** An item of level-3-batch-inf*.json. */
export const levelThreeItemSchema = z.object({
  instruction: z.string(),
  input: z.string(),
  output: z.string(),
  sample_id: z.number().int().nonnegative(),
  api_id: z.number().int().nonnegative(),
});

export type DialogueRow = z.infer<typeof dialogueRowSchema>;
export type ApiRow = Extract<DialogueRow, { role: 'API' }>;
export type TestItem = z.infer<typeof testItemSchema>;
export type LevelThreeSample = z.infer<typeof levelThreeSampleSchema>;
export type LevelThreeItem = z.infer<typeof levelThreeItemSchema>;
