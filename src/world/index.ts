/**
 * The world core: declarations (databases, tools, plugins), the world and its executor. It knows no
 * suite: ToolTalk, API-Bank and ToolBench live in `src/plugins` and `src/suites` and plug in here.
 */
export { createWorld, World, parseNow } from './world.js';
export { defineTool, definePlugin } from './define.js';
export { defineDatabase } from './database.js';
export { defineToolFromJSON } from './from-json.js';
export { fail, ToolError, ToolworldError, formatJsonPath } from './errors.js';
export { databasesFromJSON, databasesToJSON, loadDatabases, readJSONFile, emptyDatabase } from './databases.js';
export { defaultArgumentLimits } from './arguments.js';
export { generateId, hexField, digitField } from './ids.js';
export { explainingMessages, closeToolNames } from './messages.js';
export { ShardedMap, isDatabaseMap } from './sharded-map.js';

export type { CreateWorldOptions, WorldSnapshot } from './world.js';
export type {
  Tool,
  AnyTool,
  ToolDefinition,
  ToolContext,
  Plugin,
  AnyPlugin,
  PythonTypeErrorKind,
  ToolsOf,
  ToolName,
  ToolNamed,
  ToolArguments,
  ToolResponse,
  WorldDatabases,
} from './define.js';
export type { Database, AnyDatabase, DatabaseLayout, DatabaseValue, DatabasesOf } from './database.js';
export type { JSONToolDescription, DefineToolFromJSONOptions } from './from-json.js';
export type { ToolworldErrorCode } from './errors.js';
export type { DatabasesJSON, LoadDatabasesOptions } from './databases.js';
export type { WorldState, IdMode, IdState, AnyDatabases } from './state.js';
export type { ArgumentLimits } from './arguments.js';
export type { CallOutcome, CallRecord } from './execute.js';
export type { IdField, IdFormat } from './ids.js';
export type { ArgumentMessages } from './messages.js';
export type { SessionPolicy } from './session.js';
export type { ToolCheck, CheckVerdict, CheckContext, SemanticJudge, JudgedCall, MaybePromise } from './check.js';
