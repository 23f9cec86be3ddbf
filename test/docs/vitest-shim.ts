/**
 * What README examples get for `import ... from 'vitest'`: the real `expect`, and an `it`/`describe`
 * that queue their bodies so the enclosing test can run them (vitest does not allow nested tests).
 */
import { expect } from 'vitest';

const pending: (() => unknown)[] = [];

export function it(_name: string, body: () => unknown): void {
  pending.push(body);
}

export function describe(_name: string, body: () => void): void {
  body();
}

/** Runs and clears the queued test bodies, in order. */
export async function runPendingTests(): Promise<void> {
  while (pending.length > 0) await pending.shift()!();
}

export { expect };
