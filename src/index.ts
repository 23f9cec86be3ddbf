/**
 * toolworld: a deterministic, stateful world of tools for testing LLM agents.
 *
 * @example
 * import { createWorld } from 'toolworld';
 * const world = createWorld();
 * world.call('UserLogin', { username: 'inesmartins', password: 'Pastel&Nata42' });
 * world.call('AddAlarm', { time: '07:30:00' });
 */
import { toolTalkPlugins } from './plugins/index.js';
import { setDefaultPlugins } from './world/world.js';

setDefaultPlugins(toolTalkPlugins);

// The world
export { createWorld, World } from './world/world.js';
export { defineTool, definePlugin } from './world/define.js';
export { fail, ToolError, ToolworldError } from './world/errors.js';
export {
  loadToolTalkDatabases,
  databasesFromJSON,
  databasesToJSON,
  bundledWorld,
} from './world/databases.js';
export { databaseLayouts } from './world/state.js';
export { defaultArgumentLimits } from './world/arguments.js';
export { generateId } from './world/ids.js';

// The plugins
export {
  toolTalkPlugins,
  toolTalkToolOrder,
  AccountTools,
  Alarm,
  Calendar,
  Email,
  Messages,
  Reminder,
  Weather,
} from './plugins/index.js';

// Matchers
export { pythonEquals } from './matchers/python-equal.js';
export { exactMatch } from './matchers/exact.js';
export { setEquality } from './matchers/set-equality.js';
export { idSubset } from './matchers/id-subset.js';
export { resultEquality } from './matchers/result-equality.js';
export { datePartEquality } from './matchers/date-part.js';
export { resultCheck, argumentCheck, idSubsetCheck } from './matchers/check.js';
export { createDefaultSemanticJudge } from './matchers/semantic-judge.js';
export { semanticMatch, trySemanticMatchSync, getDefaultEmbedder, setDefaultEmbedder } from './matchers/semantic.js';
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

// Tool formats
export { selectTools } from './adapters/select-tools.js';
export { toJSONSchema } from './adapters/json-schema.js';
export { toolTalkDocumentation } from './adapters/tooltalk-documentation.js';
export { toOpenAITools, toOpenAIResponsesTools } from './adapters/openai.js';
export { toAnthropicTools } from './adapters/anthropic.js';

// Agents, model runs, reports
export {
  createOpenAIAgent,
  createOpenAIChatModel,
  createTextFormatAgent,
  systemPrompt,
  toolsForConversation,
  parseCalls,
  extractCalls,
  formatCall,
  formatCalls,
  CallParseError,
} from './agents/index.js';
export { runModel, passHatK, meanAndSpread, createFileResponseCache, createMemoryResponseCache } from './runs/index.js';
export { buildRunResults, renderHtmlReport, writeRunReports, loadRunResults } from './reports/index.js';

// Datasets, simulation, evaluation
export { conversationSchema, groundTruthCallSchema, turnSchema } from './datasets/conversation.js';
export { loadToolTalkConversations, parseConversation, conversationLabel } from './datasets/load.js';
export { bundledConversationsDir } from './datasets/bundled.js';
export { createOracleAgent, createScriptedAgent } from './simulation/agent.js';
export {
  simulateConversation,
  createConversationWorld,
  seedConversationUser,
} from './simulation/simulate.js';
export { evaluateConversation, aggregateMetrics } from './evaluation/evaluate.js';
export { classifyErrors } from './evaluation/error-types.js';
export { diffStates, formatStateDifferences } from './evaluation/state-diff.js';
export { replayConversations } from './evaluation/replay.js';

export type { CreateWorldOptions, WorldSnapshot } from './world/world.js';
export type {
  Tool,
  AnyTool,
  ToolDefinition,
  ToolContext,
  Plugin,
  MessageStyle,
  PythonTypeErrorKind,
} from './world/define.js';
export type { ToolworldErrorCode } from './world/errors.js';
export type { DatabasesJSON } from './world/databases.js';
export type {
  Databases,
  DatabaseName,
  WorldState,
  IdMode,
  IdState,
  AccountRecord,
  AlarmRecord,
  EventRecord,
  EmailRecord,
  MessageRecord,
  ReminderRecord,
  WeatherRecord,
  HistoricWeatherRecord,
} from './world/state.js';
export type { ArgumentLimits } from './world/arguments.js';
export type { CallOutcome, CallRecord } from './world/execute.js';
export type { IdKind } from './world/ids.js';
export type {
  ToolCheck,
  CheckVerdict,
  CheckContext,
  SemanticJudge,
  FieldRule,
  JudgedCall,
  ArgumentCheckOptions,
  IdSubsetCheckOptions,
} from './matchers/check.js';
export type { SemanticMatchOptions, SemanticMatchResult } from './matchers/semantic.js';
export type {
  OpenAIAgentOptions,
  OpenAIChatModelOptions,
  TextFormatAgentOptions,
  ParsedCall,
  CallParseErrorCode,
  ToolMode,
  ChatModel,
  ChatRequest,
  ChatReply,
  ChatMessage,
} from './agents/index.js';
export type { RunModelOptions, ModelRun, ConversationRun, TrialRun, RetryOptions, ResponseCache } from './runs/index.js';
export type { RunResults, RunConfig, RunSummary, ConversationResult, TrialResult, TurnResult } from './reports/index.js';
export type {
  Embedder,
  ThresholdCalibration,
  TransformersEmbedderOptions,
  Verdict,
  JudgeTextOptions,
  UncertainPolicy,
  EscalationJudge,
  TransformersJudgeOptions,
  ChatJudgeOptions,
  CachedEmbedder,
  GuardOptions,
  GuardResult,
  Contradiction,
} from './semantic/index.js';
export type { Conversation, Turn, GroundTruthCall, ConversationUser } from './datasets/conversation.js';
export type { LoadedConversation } from './datasets/load.js';
export type { Agent, AgentStep, TurnContext, HistoryEntry } from './simulation/agent.js';
export type {
  SimulatedConversation,
  SimulatedTurn,
  Prediction,
  ApiPrediction,
  ReplyPrediction,
  SimulateOptions,
} from './simulation/simulate.js';
export type {
  ConversationMetrics,
  DatasetMetrics,
  EvaluatedConversation,
  EvaluatedTurn,
  EvaluateOptions,
  JudgedApiPrediction,
  JudgedGroundTruth,
} from './evaluation/evaluate.js';
export type { ErrorTypes } from './evaluation/error-types.js';
export type { StateDifference } from './evaluation/state-diff.js';
export type { ReplayOptions, ReplayResult, ReplayedConversation } from './evaluation/replay.js';
export type { ToolSource, ToolSelection, ToolTalkMode } from './adapters/select-tools.js';
export type { JSONSchema, ToolInputSchema, DocumentationOptions } from './adapters/json-schema.js';
export type { ToolTalkDocumentation, ToolTalkParameterDocumentation } from './adapters/tooltalk-documentation.js';
export type { ToolFormatOptions } from './adapters/options.js';
export type { OpenAIChatTool, OpenAIResponsesTool } from './adapters/openai.js';
export type { AnthropicTool } from './adapters/anthropic.js';
