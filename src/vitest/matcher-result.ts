/**
 * What a toolworld matcher returns to vitest. vitest flips `pass` for `.not` itself, so a matcher
 * never looks at `isNot`; when `actual` and `expected` are set, vitest draws their diff under the
 * message.
 */
export interface ToolworldMatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
  readonly actual?: unknown;
  readonly expected?: unknown;
}
