// The messages a ToolBench episode starts with (spec §4.2), in our own words: the system message
// carries the rules and one line per tool; the user message is the query followed by "Begin!".

import type { QueryFunction } from '../query-functions.js';

/** One `{k}.{tool}: {description}` line per distinct tool, in function order. */
export function toolLines(functions: readonly QueryFunction[]): string {
  const seen = new Map<string, string>();
  for (const fn of functions) {
    if (seen.has(fn.standardToolName)) continue;
    const description = [...fn.toolDescription.replaceAll('\n', '')].slice(0, 512).join('').trim();
    seen.set(fn.standardToolName, description === '' ? 'None' : description);
  }
  return [...seen].map(([tool, description], index) => `${index + 1}.${tool}: ${description}`).join('\n');
}

/**
 * The system message.
 *
 * @example
 * toolBenchSystemMessage(functions).includes('You have access to the following tools:'); // true
 */
export function toolBenchSystemMessage(functions: readonly QueryFunction[]): string {
  return [
    'You solve a task by calling functions. At each step, think briefly (at most five sentences) about',
    'where you stand and what to do next, then call a function; its result tells you the new state.',
    'Calls cannot be undone. If you want to start over, say "I give up and restart" and give up through',
    'Finish. You may try several approaches, one per attempt.',
    'Task description: use the functions to handle the user\'s real-time query.',
    '1. Always end by calling Finish: with return_type "give_answer" and a final answer that contains',
    'everything the user needs, or with "give_up_and_restart" when you cannot solve the task or the',
    'functions keep failing.',
    '2. Call the sub-functions by their own names; a tool name is not a function.',
    'You have access to the following tools:',
    toolLines(functions),
    '',
  ].join('\n');
}

/** The user message: the query between newlines, then "Begin!". */
export function toolBenchUserMessage(query: string): string {
  return `\n${query}\nBegin!\n`;
}
