// Builds a simulator from command-line style options; shared by `serve` and `run --suite toolbench`.

import { createOpenAIChatModel } from '../../../agents/openai/client.js';
import { createLlmSimulator } from './llm.js';
import { createOfflineSimulator } from './offline.js';
import type { Simulator } from './simulator.js';

export interface SimulatorChoice {
  /** `none`, `offline` or `llm`. */
  readonly kind: string;
  readonly model?: string;
  readonly baseURL?: string;
  /** Name of the environment variable holding the key. */
  readonly apiKeyEnv?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Returns the simulator, undefined for `none`, or the text of what is wrong with the options. */
export function simulatorFromOptions(choice: SimulatorChoice): Simulator | undefined | { problem: string } {
  switch (choice.kind) {
    case 'none':
      return undefined;
    case 'offline':
      return createOfflineSimulator();
    case 'llm': {
      if (choice.model === undefined) return { problem: '--simulator llm needs --simulator-model NAME' };
      const keyName = choice.apiKeyEnv ?? 'OPENAI_API_KEY';
      const apiKey = choice.env[keyName] ?? (choice.baseURL === undefined ? undefined : 'toolworld-local');
      if (apiKey === undefined) return { problem: `--simulator llm: set ${keyName}, or give --simulator-base-url for a local server` };
      const chat = createOpenAIChatModel({ apiKey, ...(choice.baseURL !== undefined && { baseURL: choice.baseURL }), timeoutMs: 120_000 });
      return createLlmSimulator({ chat, model: choice.model });
    }
    default:
      return { problem: `--simulator takes none, offline or llm, got '${choice.kind}'` };
  }
}

/** The `--simulator*` options as `parseArgs` gives them. */
export interface SimulatorFlags {
  readonly simulator: string;
  readonly 'simulator-model'?: string | undefined;
  readonly 'simulator-base-url'?: string | undefined;
  readonly 'simulator-api-key-env'?: string | undefined;
}

/** `simulatorFromOptions` for the `--simulator*` command-line options. */
export function simulatorFromFlags(flags: SimulatorFlags, env: SimulatorChoice['env']): Simulator | undefined | { problem: string } {
  return simulatorFromOptions({
    kind: flags.simulator,
    ...(flags['simulator-model'] !== undefined && { model: flags['simulator-model'] }),
    ...(flags['simulator-base-url'] !== undefined && { baseURL: flags['simulator-base-url'] }),
    ...(flags['simulator-api-key-env'] !== undefined && { apiKeyEnv: flags['simulator-api-key-env'] }),
    env,
  });
}
