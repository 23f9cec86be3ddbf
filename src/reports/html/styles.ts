/** The report's stylesheet, inlined so that the file stands alone. */
export const reportStyles = `
:root { --ok: #1a7f37; --bad: #cf222e; --warn: #bf8700; --muted: #57606a; --line: #d0d7de; --soft: #f6f8fa; --accent: #0969da; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; margin: 0; background: #fff; }
main { max-width: 1200px; margin: 0 auto; padding: 24px; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 32px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 0; }
.muted { color: var(--muted); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow: auto; max-height: 320px; white-space: pre-wrap; word-break: break-word; margin: 6px 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.card .value { font-size: 22px; font-weight: 600; }
.card .name { color: var(--muted); font-size: 12.5px; }
.charts { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
figure.chart { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 6px; }
svg .grid { stroke: #eaeef2; }
svg .tick, svg .label, svg .value { font-size: 11px; fill: #1f2328; }
svg .tick { fill: var(--muted); }
svg .bar { fill: var(--accent); }
svg .missed, .legend i.missed { fill: var(--bad); background: var(--bad); }
svg .unmatched, .legend i.unmatched { fill: var(--warn); background: var(--warn); }
svg .cell.success { fill: var(--ok); }
svg .cell.failure { fill: var(--bad); }
svg .cell.not-run { fill: #8c959f; }
svg a:hover .label { fill: var(--accent); text-decoration: underline; }
.legends { margin-top: 4px; }
.legend { margin-right: 14px; font-size: 12px; }
.legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--soft); font-weight: 600; position: sticky; top: 0; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
.yes { color: var(--ok); font-weight: 600; }
.no { color: var(--bad); font-weight: 600; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; border: 1px solid currentColor; margin-left: 6px; }
.badge.bad { color: var(--bad); }
.badge.warn { color: var(--warn); }
.badge.ok { color: var(--ok); }
.toolbar { display: flex; gap: 12px; align-items: center; margin-bottom: 8px; }
.toolbar input[type=search] { padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; min-width: 260px; }
.turn { border: 1px solid var(--line); border-left: 4px solid var(--bad); border-radius: 6px; padding: 12px 14px; margin: 12px 0; }
.turn header { display: flex; flex-wrap: wrap; gap: 6px; align-items: baseline; margin-bottom: 8px; }
.said { margin: 4px 0; }
.said b { color: var(--muted); font-weight: 600; margin-right: 6px; }
.pairs { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin: 10px 0; }
.pair-head { grid-column: 1 / -1; margin-top: 6px; font-weight: 600; }
.call { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; background: #fff; min-width: 0; }
.call.expected { background: #f0f7ff; }
.call.actual.match { background: #effaf1; }
.call.actual.nomatch { background: #fff1f0; }
.call.absent { color: var(--muted); font-style: italic; background: var(--soft); }
.call .name { font-weight: 600; font-family: ui-monospace, Menlo, monospace; }
.call div.mono, .said, .problem { overflow-wrap: anywhere; }
table.fields td { font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; word-break: break-word; }
table.fields tr.same td { color: var(--muted); }
table.fields tr.different td.actual, table.fields tr.extra td.actual { background: #ffebe9; }
table.fields tr.different td.expected, table.fields tr.missing td.expected { background: #dafbe1; }
.problem { white-space: pre-wrap; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
ul.reasons { margin: 4px 0; padding-left: 20px; color: var(--bad); }
details > summary { cursor: pointer; color: var(--accent); margin: 4px 0; }
.conversation-failures { margin-bottom: 28px; }
footer { margin-top: 40px; color: var(--muted); font-size: 12px; }
@media print { details { display: block; } }
`;
