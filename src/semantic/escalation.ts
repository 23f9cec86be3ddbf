/**
 * Stronger judges for the pairs the rules leave uncertain, configured by the user: a
 * transformers.js model they have locally (a sentence model compared by cosine, or an NLI
 * cross-encoder asked whether each text entails the other), or an LLM behind any
 * OpenAI-compatible endpoint. Answers are cached by pair, so a re-run asks nothing twice.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ToolworldError } from '../world/errors.js';
import { createTransformersEmbedder, importTransformers, type TransformersEmbedderOptions } from './embedder.js';
import type { EscalationJudge } from './judge.js';

export interface TransformersJudgeOptions extends TransformersEmbedderOptions {
  /** `similarity`: a sentence model, cosine >= threshold. `nli`: a cross-encoder, entailment both ways. */
  readonly kind?: 'similarity' | 'nli';
  /** For `similarity`, the cosine that passes (default 0.8); for `nli`, the entailment probability (default 0.5). */
  readonly threshold?: number;
}

/**
 * A judge backed by a local transformers.js model (the optional `@huggingface/transformers` must
 * be installed).
 *
 * @example
 * const escalate = createTransformersJudge({ model: './models/all-MiniLM-L6-v2', threshold: 0.8 });
 * await semanticMatch('Buy milk', 'Pick up milk', { escalate });
 */
export function createTransformersJudge(options: TransformersJudgeOptions): EscalationJudge {
  const threshold = options.threshold ?? (options.kind === 'nli' ? 0.5 : 0.8);
  if (options.kind === 'nli') {
    let classifier: Promise<(input: string, options: { text_pair: string; top_k: null }) => Promise<{ label: string; score: number }[]>> | undefined;
    const entails = async (premise: string, hypothesis: string) => {
      classifier ??= importTransformers().then(
        ({ pipeline }) => pipeline('text-classification', options.model, { local_files_only: !options.allowRemote }) as never,
      );
      const scores = await (await classifier)(premise, { text_pair: hypothesis, top_k: null });
      return scores.find((s) => /entail/i.test(s.label))?.score ?? 0;
    };
    return cached(async (expected, actual) => {
      const [forward, backward] = [await entails(expected, actual), await entails(actual, expected)];
      const pass = forward >= threshold && backward >= threshold;
      return { pass, reason: `entailment ${forward.toFixed(2)} / ${backward.toFixed(2)}` };
    });
  }
  const embedder = createTransformersEmbedder(options);
  return cached(async (expected, actual) => {
    const [a, b] = await embedder.embed([expected, actual]);
    let score = 0;
    for (let i = 0; i < a!.length; i++) score += a![i]! * b![i]!;
    return { pass: score >= threshold, reason: `${embedder.id} similarity ${score.toFixed(3)}` };
  });
}

export interface ChatJudgeOptions {
  /** The endpoint, e.g. `http://localhost:11434/v1` for Ollama. */
  readonly baseURL: string;
  readonly model: string;
  /** Default: OPENAI_API_KEY, else a placeholder (local servers ignore it). */
  readonly apiKey?: string;
  /** A JSON file where answers are kept between runs. Answers are always cached in memory. */
  readonly cacheFile?: string;
  /** For tests: a `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch;
}

const PROMPT =
  'You compare an argument an AI agent wrote with the expected one. Answer SAME if they mean the same thing for the task ' +
  '(same people, places, numbers, times, dates, actions and objects; wording may differ), otherwise DIFFERENT. ' +
  'Reply with one word, then a short reason after a colon.';

/**
 * A judge that asks an LLM through any OpenAI-compatible chat-completions endpoint.
 *
 * @example
 * const escalate = createChatJudge({ baseURL: 'http://localhost:11434/v1', model: 'llama3.1', cacheFile: '.judge-cache.json' });
 */
export function createChatJudge(options: ChatJudgeOptions): EscalationJudge {
  const call = options.fetch ?? fetch;
  const ask: EscalationJudge = async (expected, actual) => {
    const response = await call(`${options.baseURL.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey ?? process.env.OPENAI_API_KEY ?? 'none'}` },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: PROMPT },
          { role: 'user', content: `Expected: ${JSON.stringify(expected)}\nAgent wrote: ${JSON.stringify(actual)}` },
        ],
      }),
    });
    if (!response.ok) {
      throw new ToolworldError('invalid-option', `judge endpoint ${options.baseURL} answered ${response.status}; check baseURL, model and apiKey`);
    }
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const text = body.choices?.[0]?.message?.content?.trim() ?? '';
    const verdict = /^\W*(SAME|DIFFERENT)\b/i.exec(text)?.[1]?.toUpperCase();
    if (verdict === undefined) throw new ToolworldError('invalid-data', `judge model answered ${JSON.stringify(text.slice(0, 80))}, not SAME or DIFFERENT`);
    const reason = text.slice(text.indexOf(':') + 1).trim();
    return { pass: verdict === 'SAME', ...(text.includes(':') && reason !== '' && { reason }) };
  };
  return cached(ask, options.cacheFile);
}

/** Remembers answers by pair, in memory and optionally in a JSON file. */
export function cached(judge: EscalationJudge, file?: string): EscalationJudge {
  const answers = new Map<string, { pass: boolean; reason?: string }>(
    file !== undefined && existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { pass: boolean; reason?: string }>) : [],
  );
  return async (expected, actual) => {
    const key = JSON.stringify([expected, actual]);
    const hit = answers.get(key);
    if (hit !== undefined) return hit;
    const answer = await judge(expected, actual);
    answers.set(key, answer);
    if (file !== undefined) writeFileSync(file, `${JSON.stringify(Object.fromEntries(answers), null, 1)}\n`);
    return answer;
  };
}
