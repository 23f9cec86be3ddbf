/**
 * Which way money goes between the reader and a named party, whatever the verb that says so: "Pay
 * Matteo £30" and "Reimburse Ruth" send money to them; "Get £30 from Matteo", "Invoice Kettle Moor"
 * and "Have Ruth pay £60 into the club account" take money from them. A party the money goes to in
 * one text and comes from in the other has traded roles, though each text uses its own verb, so the
 * rules that compare one verb's doer and receiver do not see it.
 */
import type { TextFacts } from './fact-types.js';
import { DOER_GAP } from './party-roles.js';
import type { RoleSwap } from './roles.js';

/** Verbs that send money to the party right after them: "pay Matteo", "reimburse Ruth", "owe Ravi". */
const PAY_TO = new Set(['pay', 'repay', 'reimburse', 'refund', 'compensate', 'owe']);
/** Verbs that ask money of the party right after them: "invoice Kettle Moor", "charge the Zhangs". */
const BILL = new Set(['invoice', 'bill', 'charge', 'chase']);
/** Verbs that take money from the party after "from" later in their clause: "get £30 from Matteo". */
const TAKE = new Set(['get', 'collect', 'receive', 'take', 'recover', 'claim', 'recoup', 'request']);
/** A party's own verbs of paying, in any form, when it is their doer: "Ruth pays", "Ruth owes us". */
const PAYS = /^(?:pay|pays|paying|repay|repays|reimburse|reimburses|refund|refunds|owes|owe|settle|settles)$/;
const CLAUSE_END = /^(?:[.,;:!?]|and|but|so|because|if|when|then|or|while)$/;
/** What is taken must be money: an amount ("£30", "40 dollars") or a word for it ("collect the deposit from Ravi"). */
const MONEY = /^(?:[£$€]\d.*|money|cash|deposit|fee|fees|payment|refund|rent|balance|dollars|pounds|euros|quid|bucks)$/;

type Flow = 'to' | 'from';

/** The named parties of a text (not whom it greets), each as its words in lower case. */
function parties(facts: TextFacts): string[][] {
  return facts.facts
    .filter((fact) => fact.kind === 'name' && fact.greeting !== true && fact.subtype !== 'place')
    .map((fact) => fact.text.toLowerCase().replace(/['’]s$/, '').split(/\s+/));
}

/** Whether the party's words stand at `i` (a possessive on the last word allowed). */
function standsAt(tokens: readonly string[], i: number, party: readonly string[]): boolean {
  return party.every((word, k) => {
    const token = tokens[i + k];
    return token === word || (k === party.length - 1 && token === `${word}'s`);
  });
}

/** Each party's flows of money in a text: to it, from it, or both. */
function flows(text: string, named: readonly (readonly string[])[]): Map<string, Set<Flow>> {
  const tokens = text.toLowerCase().replace(/’/g, "'").match(/[£$€]\s?\d[\d,.]*|\p{L}+(?:'s)?|[.,;:!?]/gu) ?? [];
  const out = new Map<string, Set<Flow>>();
  const add = (party: readonly string[], flow: Flow) => {
    const key = party.join(' ');
    if (!out.has(key)) out.set(key, new Set());
    out.get(key)!.add(flow);
  };
  tokens.forEach((token, i) => {
    for (const party of named) {
      if (!standsAt(tokens, i, party)) continue;
      const before = tokens[i - 1];
      if (before !== undefined && PAY_TO.has(before)) add(party, 'to');
      if (before !== undefined && BILL.has(before)) add(party, 'from');
      // "to Matteo" after a verb of paying or sending in its clause; "from Matteo" after one of taking.
      if (before === 'to' || before === 'from') {
        let money = false;
        for (let k = i - 2; k >= 0 && !CLAUSE_END.test(tokens[k]!); k--) {
          money ||= MONEY.test(tokens[k]!.replace(/\s/g, ''));
          if (before === 'to' && (PAY_TO.has(tokens[k]!) || tokens[k] === 'send' || tokens[k] === 'transfer')) add(party, 'to');
          if (before === 'from' && TAKE.has(tokens[k]!) && money) add(party, 'from');
        }
      }
      // The party as the doer of a verb of paying: "Ruth will pay", "have Ruth pay", "ask Ruth to pay",
      // "Ruth is paying". A passive ("Ruth is owed", "was refunded") has no such form after the gap.
      let k = i + party.length;
      while (k < tokens.length && DOER_GAP.has(tokens[k]!)) k++;
      if (k < tokens.length && PAYS.test(tokens[k]!) && !tokens[i + party.length - 1]!.endsWith("'s")) add(party, 'from');
    }
  });
  return out;
}

/**
 * A named party that money goes to in one text and comes from in the other, each text saying only
 * one way.
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findMoneySwap(want, have); // 'Pay Matteo £30' / 'Get £30 from Matteo': { expected: 'money to matteo', actual: 'money from matteo' }
 */
export function findMoneySwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  const named = [...parties(want), ...parties(have)];
  if (named.length === 0) return undefined;
  const [mine, theirs] = [flows(want.text, named), flows(have.text, named)];
  for (const [party, ways] of mine) {
    const other = theirs.get(party);
    if (other === undefined || ways.size !== 1 || other.size !== 1) continue;
    const [way, otherWay] = [[...ways][0]!, [...other][0]!];
    if (way !== otherWay) return { expected: `money ${way} ${party}`, actual: `money ${otherWay} ${party}` };
  }
  return undefined;
}
