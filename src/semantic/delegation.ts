/**
 * Roles by delegation: "Pay Jamal back" asks you to pay Jamal; "Ask Jamal to pay me back" asks
 * Jamal to pay. A name that one text puts after an action (its object: "send Elena the photos")
 * and the other before "to" and the same action (its doer: "ask Elena to send me the photos") has
 * traded roles, whatever the verb that hands the action over ("ask", "tell", "remind", "get").
 */
import { stem, type TextFacts } from './facts.js';
import type { RoleSwap } from './roles.js';

/**
 * Finds a person who is the object of an action in one text and asked to do it in the other.
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findDelegatedRole(want, have); // { expected: 'pay jamal', actual: 'jamal to pay' }
 */
export function findDelegatedRole(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  return delegated(want, have) ?? flip(delegated(have, want));
}

const flip = (swap: RoleSwap | undefined): RoleSwap | undefined => (swap === undefined ? undefined : { expected: swap.actual, actual: swap.expected });

/** `want` does an action to a name; `have` asks that name to do it. */
function delegated(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  const wantTokens = tokensOf(want.text);
  const haveTokens = tokensOf(have.text);
  for (const name of personNames(want)) {
    if (!personNames(have).includes(name)) continue;
    const done = actionsBefore(wantTokens, name);
    const asked = actionsAsked(haveTokens, name);
    for (const action of asked) {
      if (!done.has(action) || actionsAsked(wantTokens, name).has(action) || actionsBefore(haveTokens, name).has(action)) continue;
      return { expected: `${action} ${name}`, actual: `${name} to ${action}` };
    }
  }
  return undefined;
}

const tokensOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}]+|[.!?;,]/gu) ?? [];

/** The people a text names (not whom it greets), in lower case, one word each. */
function personNames(facts: TextFacts): string[] {
  return facts.facts.filter((fact) => fact.kind === 'name' && fact.greeting !== true && fact.subtype !== 'place' && !fact.text.includes(' ')).map((fact) => fact.text.toLowerCase());
}

/** Stems of the words right before a name: the actions done to it ("pay jamal", "send elena"). */
function actionsBefore(tokens: readonly string[], name: string): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (token === name && i > 0 && /^\p{L}+$/u.test(tokens[i - 1]!)) out.add(stem(tokens[i - 1]!));
  });
  return out;
}

/** Stems of the actions a name is asked to do: "jamal to pay", "elena to send". */
function actionsAsked(tokens: readonly string[], name: string): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (token === name && tokens[i + 1] === 'to' && /^\p{L}+$/u.test(tokens[i + 2] ?? '')) out.add(stem(tokens[i + 2]!));
  });
  return out;
}
