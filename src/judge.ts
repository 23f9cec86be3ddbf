/**
 * `toolworld/judge`: the free-text judge on its own, for a program that compares texts and runs no
 * world. The package root re-exports all of it (src/index.ts); imported from here, it comes from a
 * bundle that loads only the judge's code: a fresh process imports it and judges its first pairs in
 * about two thirds of the CPU time the root takes, which loads the whole library first (decision
 * 0014).
 *
 * @example
 * import { semanticMatch } from 'toolworld/judge';
 * const verdict = await semanticMatch('Flight from Denver to Austin', 'Flight from Austin to Denver');
 * verdict.pass; // false
 * verdict.reasons; // ['roles swapped: ...']
 */
export { semanticMatch, trySemanticMatchSync, getDefaultEmbedder, setDefaultEmbedder } from './matchers/semantic.js';
export { createDefaultSemanticJudge } from './matchers/semantic-judge.js';
export {
  createTransformersEmbedder,
  createCachedEmbedder,
  checkFacts,
  extractFacts,
  effectiveThreshold,
  defaultModelPath,
  createLookupEmbedder,
  judgeText,
  createTransformersJudge,
  createChatJudge,
} from './semantic/index.js';

export type { SemanticMatchOptions, SemanticMatchResult } from './matchers/semantic.js';
export type {
  Embedder,
  ThresholdCalibration,
  TransformersEmbedderOptions,
  Verdict,
  Outcome,
  JudgeTextOptions,
  JudgeKind,
  UncertainPolicy,
  EscalationJudge,
  TransformersJudgeOptions,
  ChatJudgeOptions,
  CachedEmbedder,
  GuardOptions,
  GuardResult,
  Contradiction,
  Fact,
  FactKind,
  TextFacts,
} from './semantic/index.js';
