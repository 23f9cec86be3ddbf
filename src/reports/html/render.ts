import type { RunResults, UnclassifiedReason } from '../results.js';
import { rateBarChart, stackedBarChart, successGrid } from './charts.js';
import { html, percent, trusted, type SafeHtml } from './escape.js';
import { failedTurnView, turnAnchor } from './failed-turns.js';
import { reportStyles } from './styles.js';

export interface HtmlReportOptions {
  /** Failed turns shown in full; the rest are counted (all are in the JSON). Default 500. */
  readonly maxFailedTurns?: number;
}

// Only filters and toggles; the report reads fine without it.
const script = `
const filter = document.getElementById('filter');
const onlyFailed = document.getElementById('only-failed');
function applyFilter() {
  const query = filter.value.toLowerCase();
  for (const row of document.querySelectorAll('#conversation-table tbody tr')) {
    row.hidden = !(row.dataset.name.toLowerCase().includes(query) && (!onlyFailed.checked || row.dataset.failed === 'true'));
  }
  for (const block of document.querySelectorAll('.conversation-failures')) {
    block.hidden = !block.dataset.name.toLowerCase().includes(query);
  }
}
filter.addEventListener('input', applyFilter);
onlyFailed.addEventListener('change', applyFilter);
document.getElementById('expand').addEventListener('click', () => {
  const details = [...document.querySelectorAll('#failures details')];
  const open = details.some((element) => !element.open);
  for (const element of details) element.open = open;
});
`;

function card(name: string, value: string, note?: string): SafeHtml {
  return html`<div class="card"><div class="value">${value}</div><div class="name">${name}</div>${note ? html`<div class="muted">${note}</div>` : null}</div>`;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

const unclassifiedMeaning: Readonly<Record<UnclassifiedReason, string>> = {
  'conversation succeeded': 'in conversations that succeeded, which ToolTalk does not classify: their extra calls were read-only or refused, so success stood',
  'stopped by an error': 'no call was missed or wrong, but the turn stopped on an error (a server failure, the call cap)',
  'no class applies': 'in failed conversations, but fitting none of the three classes, e.g. a refused or read-only call where none was expected',
};

/** Failed turns that have no error type, and why: without this the counts above look short. */
function unclassifiedView(summary: RunResults['summary']): SafeHtml | null {
  const counts = summary.unclassifiedFailedTurns;
  if (counts === undefined) return null;
  const reasons = (Object.keys(unclassifiedMeaning) as UnclassifiedReason[]).filter((reason) => counts[reason] > 0);
  const untyped = reasons.reduce((sum, reason) => sum + counts[reason], 0);
  if (untyped === 0) return html`<p class="muted">Every one of the ${summary.failedTurns} failed turns has an error type.</p>`;
  return html`<p>${summary.failedTurns} failed turns: ${summary.failedTurns - untyped} with an error type, ${untyped} without:</p>
<ul>${reasons.map((reason) => html`<li><b>${counts[reason]}</b> ${unclassifiedMeaning[reason]}</li>`)}</ul>`;
}

/**
 * The run as one self-contained HTML page (inline CSS, SVG charts and a few lines of script; no
 * external assets): totals, pass^k, per-tool failures, error types, a per-conversation table, and
 * every failed turn with the expected calls next to the model's and their differences. Every
 * piece of model or dataset text is escaped.
 *
 * @example
 * writeFileSync('report.html', renderHtmlReport(JSON.parse(readFileSync('results.json', 'utf8'))));
 */
export function renderHtmlReport(results: RunResults, options: HtmlReportOptions = {}): string {
  const { config, summary } = results;
  const maxFailedTurns = options.maxFailedTurns ?? 500;
  const trials = summary.trials;

  const cards = [
    card('success rate', percent(summary.successRate.mean), trials > 1 ? `± ${percent(summary.successRate.standardDeviation)} over ${trials} trials` : undefined),
    ...summary.passHatK.slice(1).map((point) => card(`pass^${point.k}`, percent(point.value))),
    card('precision', percent(summary.totals.precision)),
    card('recall', percent(summary.totals.recall)),
    card('action precision', percent(summary.totals.action_precision)),
    card('bad action rate', percent(summary.totals.bad_action_rate)),
    card('conversations', String(summary.conversations), `× ${trials} trial${trials === 1 ? '' : 's'}`),
    card('failed turns', String(summary.failedTurns), summary.turnErrors > 0 ? `${summary.turnErrors} stopped by errors` : undefined),
    ...(summary.unrunnable > 0 ? [card('could not run', String(summary.unrunnable))] : []),
    ...(results.requests
      ? [card('model requests', String(results.requests.http), `${results.requests.cached} cached, ${results.requests.retries} retried`)]
      : []),
  ];

  const failingTools = summary.toolFailures.filter((tool) => tool.missed + tool.unmatched > 0).slice(0, 20);
  const charts = [
    rateBarChart({
      title: trials > 1 ? 'pass^k' : 'Success rate',
      bars: summary.passHatK.map((point) => ({ label: trials > 1 ? `k=${point.k}` : 'pass^1', value: point.value })),
    }),
    failingTools.length > 0
      ? stackedBarChart({
          title: 'Failures per tool',
          rows: failingTools.map((tool) => ({
            label: tool.tool || '(no name)',
            parts: [
              { value: tool.missed, className: 'missed', name: 'expected calls missed' },
              { value: tool.unmatched, className: 'unmatched', name: 'calls that matched nothing' },
            ],
          })),
          legend: [
            { className: 'missed', name: 'expected calls missed' },
            { className: 'unmatched', name: 'calls that matched nothing' },
          ],
        })
      : null,
    successGrid({
      title: 'Success per conversation and trial',
      conversations: results.conversations.map((conversation, index) => ({
        name: conversation.name,
        anchor: `conversation-${index}`,
        trials: conversation.trials.map((trial) => ({ success: trial.success, ran: trial.metrics !== null })),
      })),
    }),
  ];

  const conversationRows = results.conversations.map((conversation, index) => {
    const scored = conversation.trials.flatMap((trial) => (trial.metrics ? [trial.metrics] : []));
    const failedTurns = conversation.trials.flatMap((trial) => trial.turns.filter((turn) => turn.failed).map((turn) => ({ trial, turn })));
    const firstFailure = failedTurns[0];
    const errors = conversation.trials.filter((trial) => trial.error !== undefined);
    return html`<tr id="conversation-${index}" data-name="${conversation.name}" data-failed="${conversation.successes < conversation.trials.length}">
      <td>${conversation.name}${errors.length > 0 ? html`<div class="no">${errors[0]!.error}</div>` : null}</td>
      <td class="number ${conversation.successes === conversation.trials.length ? 'yes' : 'no'}">${conversation.successes}/${conversation.trials.length}</td>
      <td class="number">${scored.length ? percent(mean(scored.map((metrics) => metrics.precision))) : '–'}</td>
      <td class="number">${scored.length ? percent(mean(scored.map((metrics) => metrics.recall))) : '–'}</td>
      <td class="number">${scored.reduce((sum, metrics) => sum + metrics.bad_actions, 0)}</td>
      <td class="number">${conversation.trials.filter((trial) => trial.stateMatches).length}/${conversation.trials.length}</td>
      <td>${firstFailure ? html`<a href="#${turnAnchor(index, firstFailure.trial.trial, firstFailure.turn.turnIndex)}">${failedTurns.length} failed turn${failedTurns.length === 1 ? '' : 's'}</a>` : html`<span class="muted">none</span>`}</td>
    </tr>`;
  });

  const toolRows = summary.toolFailures.map(
    (tool) => html`<tr><td class="mono">${tool.tool || '(no name)'}</td><td class="number">${tool.expected}</td><td class="number">${tool.calls}</td><td class="number">${tool.matched}</td>
      <td class="number">${tool.missed}</td><td class="number">${tool.unmatched}</td><td class="number">${tool.badActions}</td><td class="number">${tool.exceptions}</td></tr>`,
  );

  let shown = 0;
  let hidden = 0;
  const failureBlocks = results.conversations.flatMap((conversation, index) => {
    const articles: SafeHtml[] = [];
    for (const trial of conversation.trials) {
      if (trial.metrics === null) {
        articles.push(html`<article class="turn"><header><h3>${conversation.name} · trial ${trial.trial + 1}</h3><span class="badge bad">could not run</span></header><p class="no">${trial.error ?? ''}</p></article>`);
        continue;
      }
      for (const turn of trial.turns.filter((each) => each.failed)) {
        if (shown >= maxFailedTurns) {
          hidden++;
          continue;
        }
        shown++;
        articles.push(failedTurnView(conversation, index, trial, turn));
      }
    }
    if (articles.length === 0) return [];
    return [html`<section class="conversation-failures" data-name="${conversation.name}"><h3>${conversation.name} <span class="muted">(${conversation.successes}/${conversation.trials.length} trials succeeded)</span></h3>${articles}</section>`];
  });

  const errorTypes = summary.errorTypes;
  const settings = [
    ['model', config.model],
    ['server', config.baseURL ?? 'OpenAI'],
    ['agent', config.agent],
    ['tools offered', config.mode],
    ['documentation', config.documentation ? 'on' : 'off'],
    ['trials', String(config.trials)],
    ['text judged by', config.judge],
    ['max calls per turn', String(config.maxCallsPerTurn)],
    ...(config.temperature !== undefined ? [['temperature', String(config.temperature)]] : []),
    ...(results.startedAt ? [['started', results.startedAt]] : []),
    ...(results.elapsedMs !== undefined ? [['took', `${(results.elapsedMs / 1000).toFixed(1)} s`]] : []),
  ];

  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>toolworld run: ${config.model}</title><style>${trusted(reportStyles)}</style></head>
<body><main>
<h1>toolworld run: ${config.model}</h1>
<p class="muted">${settings.map(([name, value], index) => html`${index > 0 ? ' · ' : ''}${name}: <b>${value}</b>`)}</p>

<section id="summary"><h2>Summary</h2><div class="cards">${cards}</div></section>
<section id="charts"><h2>Charts</h2><div class="charts">${charts}</div></section>

<section id="error-types"><h2>Error types</h2>
<p class="muted">ToolTalk's classes for the failed turns of failed conversations, summed over trials (over-triggers are counted per call, as ToolTalk counts them).</p>
<table style="width:auto"><thead><tr><th>type</th><th class="number">turns</th><th>meaning</th></tr></thead><tbody>
<tr><td>bad planning</td><td class="number">${errorTypes['bad planning']}</td><td>the wrong tools, or one tool called more often than needed</td></tr>
<tr><td>bad call</td><td class="number">${errorTypes['bad call']}</td><td>the right tools with wrong arguments</td></tr>
<tr><td>over-trigger</td><td class="number">${errorTypes['over-trigger']}</td><td>a world-changing call in a turn that needed none</td></tr>
</tbody></table>
${unclassifiedView(summary)}</section>

<section id="conversations"><h2>Conversations</h2>
<div class="toolbar"><input type="search" id="filter" placeholder="Filter by name" aria-label="Filter conversations by name"><label><input type="checkbox" id="only-failed"> only failed</label></div>
<table id="conversation-table"><thead><tr><th>conversation</th><th class="number">succeeded</th><th class="number">precision</th><th class="number">recall</th><th class="number">bad actions</th><th class="number">state matched</th><th>failures</th></tr></thead>
<tbody>${conversationRows}</tbody></table></section>

<section id="tools"><h2>Tools</h2>
<table><thead><tr><th>tool</th><th class="number">expected</th><th class="number">called</th><th class="number">matched</th><th class="number">missed</th><th class="number">unmatched calls</th><th class="number">bad actions</th><th class="number">refused</th></tr></thead>
<tbody>${toolRows.length > 0 ? toolRows : html`<tr><td colspan="8" class="muted">No calls expected or made.</td></tr>`}</tbody></table></section>

<section id="failures"><h2>Failed turns</h2>
<div class="toolbar"><button type="button" id="expand">Expand or collapse all details</button><span class="muted">${summary.failedTurns} failed turn${summary.failedTurns === 1 ? '' : 's'}${hidden > 0 ? `; the first ${shown} are shown, all are in results.json` : ''}. Arguments are shown without session_token, which the world supplies to every call that needs a login.</span></div>
${failureBlocks.length > 0 ? failureBlocks : html`<p class="yes">No failed turns.</p>`}
</section>

<footer>Written by toolworld from results format ${results.format} v${results.version}. Re-render with <code>toolworld report results.json</code>.</footer>
</main><script>${trusted(script)}</script></body></html>
`;
  return page.value;
}
