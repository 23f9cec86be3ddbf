/** Run results as JSON and as a self-contained HTML report. */
export { buildRunResults } from './results.js';
export { renderHtmlReport } from './html/render.js';
export { writeRunReports, loadRunResults } from './files.js';
export { countToolFailures } from './tool-failures.js';
export { pairCalls, diffCallFields } from './call-diff.js';
export { escapeHtml, html } from './html/escape.js';

export type {
  RunResults,
  RunConfig,
  RunSummary,
  RequestCounts,
  ConversationResult,
  TrialResult,
  TurnResult,
  PredictionResult,
  GroundTruthResult,
  VerdictResult,
  TurnErrorType,
} from './results.js';
export type { HtmlReportOptions } from './html/render.js';
export type { ToolFailureCount } from './tool-failures.js';
export type { CallPair, FieldDifference } from './call-diff.js';
