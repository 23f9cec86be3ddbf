/**
 * toolworld: a deterministic, stateful world of tools for testing LLM agents.
 *
 * @example
 * import { createWorld } from 'toolworld';
 * const world = createWorld();
 * world.call('UserLogin', { username: 'inesmartins', password: 'Pastel&Nata42' });
 * world.call('AddAlarm', { time: '07:30:00' });
 */
// The world core: declare your own databases, tools and plugins
export { World, parseNow } from './world/world.js';
export { defineTool, definePlugin } from './world/define.js';
export { defineDatabase } from './world/database.js';
export { defineToolFromJSON } from './world/from-json.js';
export { fail, ToolError, ToolworldError } from './world/errors.js';
export { databasesFromJSON, databasesToJSON, loadDatabases } from './world/databases.js';
export { defaultArgumentLimits } from './world/arguments.js';
export { generateId, hexField, digitField } from './world/ids.js';
export { explainingMessages } from './world/messages.js';
export { ShardedMap, isDatabaseMap } from './world/sharded-map.js';

// ToolTalk: the default world, its data and its wording
export { createWorld, loadToolTalkDatabases, bundledWorld } from './suites/tooltalk/world.js';
export { toolTalkMessages } from './suites/tooltalk/messages.js';
export { toolTalkSession, sessionTokenArgument } from './plugins/tooltalk/account/session-policy.js';
export { toolTalkDatabases } from './plugins/tooltalk/databases.js';

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
} from './plugins/tooltalk/index.js';

// Matchers
export { pythonEquals } from './matchers/python-equal.js';
export { exactMatch } from './matchers/exact.js';
export { setEquality } from './matchers/set-equality.js';
export { idSubset } from './matchers/id-subset.js';
export { resultEquality } from './matchers/result-equality.js';
export { datePartEquality } from './matchers/date-part.js';
export { resultCheck, argumentCheck, idSubsetCheck } from './matchers/check.js';
// The free-text judge: the functions and types of toolworld/judge (src/judge.ts), listed once there.
export * from './judge.js';

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
export {
  runModel,
  runChatModel,
  withRetries,
  withResponseCache,
  passHatK,
  meanAndSpread,
  createFileResponseCache,
  createMemoryResponseCache,
  ModelRequestError,
  isFatalModelError,
} from './runs/index.js';
export { buildRunResults, renderHtmlReport, writeRunReports, loadRunResults } from './reports/index.js';

// Datasets, simulation, evaluation
export { conversationSchema, groundTruthCallSchema, turnSchema } from './suites/tooltalk/datasets/conversation.js';
export { loadToolTalkConversations, parseConversation, conversationLabel } from './suites/tooltalk/datasets/load.js';
export { bundledConversationsDir } from './suites/tooltalk/datasets/bundled.js';
export { createOracleAgent, createScriptedAgent } from './suites/tooltalk/simulation/agent.js';
export {
  simulateConversation,
  createConversationWorld,
  seedConversationUser,
} from './suites/tooltalk/simulation/simulate.js';
export { evaluateConversation, aggregateMetrics } from './suites/tooltalk/evaluation/evaluate.js';
export { classifyErrors } from './suites/tooltalk/evaluation/error-types.js';
export { diffStates, formatStateDifferences } from './suites/tooltalk/evaluation/state-diff.js';
export { replayConversations } from './suites/tooltalk/evaluation/replay.js';

// API-Bank
export { levelOneApis, levelThreeApis, defineApiBankApi } from './plugins/api-bank/index.js';
export { createApiBankWorld } from './suites/api-bank/world.js';
export { createApiBankPlugins, createApiBankCoreWorld } from './suites/api-bank/plugins.js';
export { createApiBankServices, recordResponses } from './suites/api-bank/response-cache.js';
export { createToolSearcher } from './suites/api-bank/tool-searcher.js';
export { replayApiBank } from './suites/api-bank/replay.js';
export { rougeL } from './suites/api-bank/rouge-l.js';

export type { CreateWorldOptions, WorldSnapshot } from './world/world.js';
export type {
  Tool,
  AnyTool,
  ToolDefinition,
  ToolContext,
  Plugin,
  AnyPlugin,
  PythonTypeErrorKind,
  ToolName,
  ToolArguments,
  ToolResponse,
  WorldDatabases,
} from './world/define.js';
export type { Database, AnyDatabase, DatabaseLayout, DatabaseValue, DatabasesOf } from './world/database.js';
export type { JSONToolDescription, DefineToolFromJSONOptions } from './world/from-json.js';
export type { ToolworldErrorCode } from './world/errors.js';
export type { DatabasesJSON, LoadDatabasesOptions } from './world/databases.js';
export type { WorldState, IdMode, IdState, AnyDatabases } from './world/state.js';
export type { ArgumentLimits } from './world/arguments.js';
export type { CallOutcome, CallRecord } from './world/execute.js';
export type { IdField, IdFormat } from './world/ids.js';
export type { ArgumentMessages } from './world/messages.js';
export type { SessionPolicy } from './world/session.js';
export type { ToolTalkWorldOptions } from './suites/tooltalk/world.js';
export type { MessageStyle } from './suites/tooltalk/messages.js';
export type { ToolTalkSession } from './plugins/tooltalk/account/session-policy.js';
export type { ToolTalkPlugins } from './plugins/tooltalk/index.js';
export type {
  ToolTalkDatabases,
  ToolTalkDatabaseName,
  AccountRecord,
  AlarmRecord,
  EventRecord,
  EmailRecord,
  MessageRecord,
  ReminderRecord,
  WeatherRecord,
  HistoricWeatherRecord,
} from './plugins/tooltalk/databases.js';
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
export type {
  RunModelOptions,
  ModelRun,
  ConversationRun,
  TrialRun,
  RetryOptions,
  ResponseCache,
  CacheOptions,
  RunChatModelOptions,
  ChatModelRun,
  RequestCounts,
} from './runs/index.js';
export type { RunResults, RunConfig, RunSummary, ConversationResult, TrialResult, TurnResult } from './reports/index.js';
export type { Conversation, Turn, GroundTruthCall, ConversationUser } from './suites/tooltalk/datasets/conversation.js';
export type { LoadedConversation } from './suites/tooltalk/datasets/load.js';
export type { Agent, AgentStep, TurnContext, HistoryEntry } from './suites/tooltalk/simulation/agent.js';
export type {
  SimulatedConversation,
  SimulatedTurn,
  Prediction,
  ApiPrediction,
  ReplyPrediction,
  SimulateOptions,
} from './suites/tooltalk/simulation/simulate.js';
export type {
  ConversationMetrics,
  DatasetMetrics,
  EvaluatedConversation,
  EvaluatedTurn,
  EvaluateOptions,
  JudgedApiPrediction,
  JudgedGroundTruth,
} from './suites/tooltalk/evaluation/evaluate.js';
export type { ErrorTypes } from './suites/tooltalk/evaluation/error-types.js';
export type { StateDifference } from './suites/tooltalk/evaluation/state-diff.js';
export type { ReplayOptions, ReplayResult, ReplayedConversation } from './suites/tooltalk/evaluation/replay.js';
export type { ToolSource, ToolSelection, ToolTalkMode } from './adapters/select-tools.js';
export type { JSONSchema, ToolInputSchema, DocumentationOptions } from './adapters/json-schema.js';
export type { ToolTalkDocumentation, ToolTalkParameterDocumentation } from './adapters/tooltalk-documentation.js';
export type { ToolFormatOptions } from './adapters/options.js';
export type { OpenAIChatTool, OpenAIResponsesTool } from './adapters/openai.js';
export type { AnthropicTool } from './adapters/anthropic.js';
export type { ApiBankApi, ApiBankMode, ApiServices, Envelope as ApiBankEnvelope } from './plugins/api-bank/index.js';
export type { ApiBankManager } from './suites/api-bank/manager.js';
export type { ApiBankWorldOptions } from './suites/api-bank/world.js';
export type { ApiBankReplayOptions, ApiBankReplayResult } from './suites/api-bank/replay.js';
export type { ApiBankCategory } from './suites/api-bank/categories.js';
