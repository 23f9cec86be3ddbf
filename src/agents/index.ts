/** Agents that drive real models through the world (see docs/running-models.md). */
export { createOpenAIAgent } from './openai/agent.js';
export { createOpenAIChatModel } from './openai/client.js';
export { openAITools, toolParametersSchema } from './openai/tools.js';
export { openAIMessages } from './openai/messages.js';
export { readCompletion, decodeArguments } from './openai/read-completion.js';
export { createTextFormatAgent, textToSteps } from './text-format/agent.js';
export { textFormatMessages } from './text-format/messages.js';
export { textFormatSystemPrompt, describeToolAsText } from './text-format/prompt.js';
export { parseCalls, extractCalls, formatCall, formatCalls, CallParseError } from './text-format/parse.js';
export { systemPrompt, toolsForConversation, toolModes } from './prompt.js';
export { pythonJsonDumps } from './python-json.js';

export type { OpenAIAgentOptions } from './openai/agent.js';
export type { OpenAIChatModelOptions } from './openai/client.js';
export type { ToolDocumentationOptions } from './openai/tools.js';
export type { ModelStepMetadata } from './openai/read-completion.js';
export type { TextFormatAgentOptions } from './text-format/agent.js';
export type { ParsedCall, CallParseErrorCode } from './text-format/parse.js';
export type { ToolMode } from './prompt.js';
export type { ChatModel, ChatRequest, ChatReply, ChatMessage, ChatTool, ChatToolCall, ChatCallOptions } from './chat.js';
