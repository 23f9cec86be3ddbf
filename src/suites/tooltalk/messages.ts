import { ToolworldError } from '../../world/errors.js';
import { explainingMessages, type ArgumentMessages } from '../../world/messages.js';
import {
  attributeLowerError,
  missingArgumentsMessage,
  pyTypeName,
  regexTypeError,
  unexpectedKeywordMessage,
} from '../../python/index.js';

/**
 * ToolTalk's wording of argument problems (spec §0): the texts its Python executor shows a model,
 * for replaying its dataset with the exact messages. Type errors of fields a tool declares in
 * `pythonTypeErrors` get the Python error that field would have raised; other type errors, which
 * Python would not have caught up front, keep the explaining wording.
 */
export const toolTalkMessages: ArgumentMessages = Object.freeze({
  name: 'tooltalk',
  unknownTool: (name: string) => `API ${name} not found`,
  unexpectedArgument: (tool, key) => unexpectedKeywordMessage(tool.name, key),
  missingArguments: (tool, missing) => missingArgumentsMessage(tool.name, [...missing]),
  invalidArgument(tool, issue, args) {
    const [name, ...rest] = issue.path;
    if (typeof name === 'string' && rest.length === 0) {
      const value = args[name];
      const kind = tool.pythonTypeErrors?.[name];
      if (kind === 'strptime') return `strptime() argument 1 must be str, not ${pyTypeName(value)}`;
      if (kind === 'regex') return regexTypeError(value);
      if (kind === 'lower') return attributeLowerError(value);
    }
    return explainingMessages.invalidArgument(tool, issue, args);
  },
} satisfies ArgumentMessages);

/** The two wordings a ToolTalk world offers by name. */
export type MessageStyle = 'toolworld' | 'tooltalk';

export function messagesFor(style: MessageStyle | ArgumentMessages): ArgumentMessages {
  if (typeof style === 'object' && style !== null) return style;
  if (style === 'tooltalk') return toolTalkMessages;
  if (style === 'toolworld') return explainingMessages;
  throw new ToolworldError('invalid-option', `messages: must be 'toolworld' or 'tooltalk', got ${JSON.stringify(style)}`);
}
