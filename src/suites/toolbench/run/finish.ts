// What a Finish call does (spec §4.3): its arguments are parsed leniently, and its outcome is an
// observation with a status code (2 bad input, 3 answer given, 4 gave up).

export interface FinishOutcome {
  readonly observation: string;
  readonly status: 2 | 3 | 4;
  /** The final answer when one was given. */
  readonly finalAnswer?: string;
}

const RETURN_TYPE = /"return_type"\s*:\s*"/;

/** Upstream's fallback when the arguments are not JSON: substring search for the two fields. */
function searchFields(text: string): { returnType?: string; finalAnswer?: string } {
  let returnType: string | undefined;
  if (text.includes('"return_type": "give_answer"')) returnType = 'give_answer';
  else if (text.includes('"return_type": "give_up_and_restart"')) returnType = 'give_up_and_restart';
  else {
    const match = RETURN_TYPE.exec(text);
    if (match !== null) {
      const rest = text.slice(match.index + match[0].length);
      const end = rest.indexOf('",');
      returnType = end === -1 ? rest : rest.slice(0, end);
    }
  }
  const marker = '"final_answer": "';
  const at = text.indexOf(marker);
  // Everything after the marker, closing quote and brace included, as upstream.
  return { ...(returnType !== undefined && { returnType }), ...(at !== -1 && { finalAnswer: text.slice(at + marker.length) }) };
}

/** Parses JSON allowing raw control characters inside strings (Python's `strict=False`). */
function parseLenient(text: string): unknown {
  return JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"/gs, (literal) => literal.replace(/[\u0000-\u001f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)));
}

/**
 * Handles a Finish call's argument text.
 *
 * @example
 * handleFinish('{"return_type": "give_answer", "final_answer": "42"}'); // { status: 3, finalAnswer: '42', ... }
 */
export function handleFinish(argumentsText: string): FinishOutcome {
  let fields: { returnType?: unknown; finalAnswer?: unknown };
  try {
    const parsed = parseLenient(argumentsText) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    fields = { returnType: parsed.return_type, finalAnswer: parsed.final_answer };
  } catch {
    fields = searchFields(argumentsText);
  }
  if (fields.returnType === undefined) return { observation: '{error:"must have "return_type""}', status: 2 };
  if (fields.returnType === 'give_up_and_restart') return { observation: '{"response":"chose to give up and restart"}', status: 4 };
  if (fields.returnType === 'give_answer') {
    if (fields.finalAnswer === undefined) return { observation: '{error:"must have "final_answer""}', status: 2 };
    return { observation: '{"response":"successfully giving the final answer."}', status: 3, finalAnswer: String(fields.finalAnswer) };
  }
  return { observation: '{error:""return_type" is not a valid choice"}', status: 2 };
}
