/**
 * Every tool as a model-based command (toolworld/fast-check): random sequences of valid and invalid
 * calls, with the login model and the default invariants checked after each call.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createWorld, type ToolTalkWorldOptions } from '../../src/index.js';
import { modelRunSetup, worldCommands, worldFacts } from '../../src/fast-check/index.js';
import { commandConstraints, propertySettings } from './settings.js';

const usernames = worldFacts(createWorld()).usernames;

/** A property over command sequences that start with `start` logged in (or nobody). */
function commandSequences(options: ToolTalkWorldOptions) {
  const base = createWorld(options);
  return fc.property(fc.constantFrom(null, ...usernames), worldCommands(base, { constraints: commandConstraints() }), (start, commands) => {
    const world = start === null ? base : createWorld({ ...options, session: { username: start, token: `token-${start}` } });
    fc.modelRun(modelRunSetup(world), commands);
  });
}

describe('every tool as a model-based command', () => {
  it('keeps the invariants and the login model (toolworld IDs and messages)', () => {
    fc.assert(commandSequences({}), propertySettings(150));
  });

  it("keeps them with ToolTalk's IDs and messages too", () => {
    fc.assert(commandSequences({ ids: 'tooltalk', messages: 'tooltalk' }), propertySettings(75));
  });
});
