import { pairCalls, shownArguments, type ApiPredictionResult, type CallPair, type FieldDifference } from '../call-diff.js';
import type { ConversationResult, GroundTruthResult, TrialResult, TurnResult } from '../results.js';
import { html, showPretty, showValue, type SafeHtml } from './escape.js';

/** The id a failed turn's article gets, for links from the tables. */
export function turnAnchor(conversationIndex: number, trial: number, turnIndex: number): string {
  return `turn-${conversationIndex}-${trial}-${turnIndex}`;
}

function metadataOf(prediction: { metadata: unknown }): Record<string, unknown> {
  return typeof prediction.metadata === 'object' && prediction.metadata !== null ? (prediction.metadata as Record<string, unknown>) : {};
}

function outcome(call: { response: unknown; exception: string | null }): SafeHtml {
  return call.exception !== null
    ? html`<div class="mono">→ exception: ${call.exception}</div>`
    : html`<div class="mono muted">→ response: ${showValue(call.response, 400)}</div>`;
}

function expectedBox(expected: GroundTruthResult | undefined, note?: string): SafeHtml {
  if (expected === undefined) return html`<div class="call expected absent">${note ?? 'no call expected'}</div>`;
  return html`<div class="call expected"><span class="muted">expected</span> <span class="name">${expected.request.api_name}</span>
    <pre>${showPretty(shownArguments(expected.request.parameters))}</pre>${outcome(expected)}</div>`;
}

function actualBox(actual: ApiPredictionResult | undefined, note?: string): SafeHtml {
  if (actual === undefined) return html`<div class="call actual absent">${note ?? 'the model made no such call'}</div>`;
  const metadata = metadataOf(actual);
  const problem = typeof metadata.problem === 'string' ? metadata.problem : undefined;
  const rawCall = metadata.rawCall as { function?: { arguments?: unknown } } | undefined;
  // The arguments string as the model wrote it reads better than the same string inside JSON.
  const raw = typeof rawCall?.function?.arguments === 'string' ? `arguments as sent: ${rawCall.function.arguments}` : (metadata.rawCall ?? metadata.message);
  return html`<div class="call actual ${actual.match ? 'match' : 'nomatch'}"><span class="muted">actual</span> <span class="name">${actual.request.api_name || '(no name)'}</span>
    ${actual.bad_action ? html`<span class="badge bad">bad action</span>` : null}
    <pre>${actual.request.parameters === null ? '(arguments could not be parsed)' : showPretty(shownArguments(actual.request.parameters))}</pre>${outcome(actual)}
    ${actual.note !== undefined ? html`<div class="no">${actual.note}</div>` : null}
    ${problem !== undefined ? html`<div class="no problem">model output problem: ${problem}</div><pre>${showPretty(raw)}</pre>` : null}</div>`;
}

function fieldTable(fields: readonly FieldDifference[]): SafeHtml | null {
  if (fields.length === 0) return null;
  const rows = fields.map(
    (field) => html`<tr class="${field.status}"><td>${field.field}</td><td class="expected">${field.status === 'extra' ? '' : showValue(field.expected, 600)}</td><td class="actual">${field.status === 'missing' ? '' : showValue(field.actual, 600)}</td><td>${field.status}</td></tr>`,
  );
  return html`<table class="fields" style="grid-column: 1 / -1"><thead><tr><th>argument</th><th>expected</th><th>actual</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function pairView(pair: CallPair): SafeHtml {
  switch (pair.kind) {
    case 'matched':
      return html`<div class="pair-head"><span class="yes">✓</span> ${pair.expected.request.api_name} matched${pair.elsewhere ? ' (a call expected in another turn)' : ''}</div>
        ${expectedBox(pair.expected)}${actualBox(pair.actual)}`;
    case 'matched-elsewhere':
      return html`<div class="pair-head"><span class="yes">✓</span> ${pair.expected.request.api_name} matched by a call in another turn</div>
        ${expectedBox(pair.expected)}${actualBox(undefined, 'made in another turn')}`;
    case 'mismatch':
      return html`<div class="pair-head"><span class="no">✗</span> ${pair.expected.request.api_name}: the call does not match</div>
        ${expectedBox(pair.expected)}${actualBox(pair.actual)}${fieldTable(pair.fields)}
        ${pair.reasons.length > 0 ? html`<ul class="reasons" style="grid-column: 1 / -1">${pair.reasons.map((reason) => html`<li>${reason}</li>`)}</ul>` : null}`;
    case 'missing':
      return html`<div class="pair-head"><span class="no">✗</span> ${pair.expected.request.api_name}: missing</div>
        ${expectedBox(pair.expected)}${actualBox(undefined)}`;
    case 'extra':
      return html`<div class="pair-head"><span class="no">✗</span> ${pair.actual.request.api_name || '(no name)'}: not expected${pair.actual.bad_action ? ' (a bad action: it changed the world)' : ''}</div>
        ${expectedBox(undefined)}${actualBox(pair.actual)}`;
  }
}

function replyView(turn: TurnResult): SafeHtml {
  const reply = turn.predictions.find((prediction) => prediction.role === 'assistant');
  if (reply === undefined || reply.role !== 'assistant') return html`<div class="said"><b>Model</b><span class="muted">(no reply)</span></div>`;
  const metadata = metadataOf(reply);
  const problem = typeof metadata.problem === 'string' ? metadata.problem : undefined;
  return html`<div class="said"><b>Model</b>${reply.text === '' ? html`<span class="muted">(empty reply)</span>` : reply.text}</div>
    ${problem !== undefined ? html`<div class="no problem">model output problem: ${problem}</div><pre>${showPretty(metadata.message)}</pre>` : null}`;
}

/** One failed turn: what the user said, expected calls next to the model's with the differences, and what else went wrong. */
export function failedTurnView(
  conversation: ConversationResult,
  conversationIndex: number,
  trial: TrialResult,
  turn: TurnResult,
): SafeHtml {
  const groundTruthByIndex = new Map(trial.turns.flatMap((each) => each.groundTruth.map((call) => [call.index, call] as const)));
  const pairs = pairCalls(turn, groundTruthByIndex);
  const rawOutputs = turn.predictions.map((prediction) => metadataOf(prediction).message).filter((message) => message !== undefined);
  return html`<article class="turn" id="${turnAnchor(conversationIndex, trial.trial, turn.turnIndex)}" data-conversation="${conversation.name}">
    <header><h3>${conversation.name} · trial ${trial.trial + 1} · turn ${turn.turnIndex}</h3>
      ${turn.errorType ? html`<span class="badge bad">${turn.errorType}</span>` : null}
      ${turn.unclassified ? html`<span class="badge warn" title="why this failed turn has no error type">no error type: ${turn.unclassified}</span>` : null}
      ${turn.error !== undefined ? html`<span class="badge bad">turn error</span>` : null}
      ${turn.stateMatches ? html`<span class="badge ok">world state as expected</span>` : html`<span class="badge warn">world state differs</span>`}
    </header>
    <div class="said"><b>User</b>${turn.userText}</div>
    ${turn.error !== undefined ? html`<p class="no">The turn stopped: ${turn.error}</p>` : null}
    <div class="pairs">${pairs.length === 0 ? html`<div class="pair-head muted">No calls were expected or made.</div>` : pairs.map(pairView)}</div>
    ${replyView(turn)}
    <details><summary>Expected reply</summary><div class="said">${turn.expectedReply}</div></details>
    ${turn.stateDifferences.length > 0
      ? html`<details><summary>World state differs in ${turn.stateDifferences.length} place(s)</summary><ul class="mono">${turn.stateDifferences.map(
          (difference) => html`<li>${difference.path} (${difference.kind})${difference.expected !== undefined ? html` expected ${showValue(difference.expected, 300)}` : null}${difference.actual !== undefined ? html`, actual ${showValue(difference.actual, 300)}` : null}</li>`,
        )}</ul></details>`
      : null}
    ${rawOutputs.length > 0 ? html`<details><summary>Raw model output (${rawOutputs.length})</summary>${rawOutputs.map((message) => html`<pre>${showPretty(message)}</pre>`)}</details>` : null}
  </article>`;
}
