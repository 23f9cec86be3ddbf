import { html, percent, type SafeHtml } from './escape.js';

/** A vertical bar chart of rates in [0, 1] (pass^k, success per trial). */
export function rateBarChart(options: { title: string; bars: readonly { label: string; value: number }[] }): SafeHtml {
  const barWidth = 44;
  const gap = 18;
  const height = 160;
  const top = 24;
  const left = 40;
  const width = left + options.bars.length * (barWidth + gap) + gap;
  const y = (value: number) => top + height - value * height;
  const grid = [0, 0.25, 0.5, 0.75, 1].map(
    (tick) => html`<line x1="${left}" x2="${width}" y1="${y(tick)}" y2="${y(tick)}" class="grid"/><text x="${left - 6}" y="${y(tick) + 4}" class="tick" text-anchor="end">${tick * 100}%</text>`,
  );
  const bars = options.bars.map((bar, index) => {
    const x = left + gap + index * (barWidth + gap);
    const value = Math.max(0, Math.min(1, bar.value));
    return html`<g><title>${bar.label}: ${percent(bar.value)}</title>
      <rect x="${x}" y="${y(value)}" width="${barWidth}" height="${Math.max(0.5, value * height)}" class="bar"/>
      <text x="${x + barWidth / 2}" y="${y(value) - 5}" text-anchor="middle" class="value">${percent(bar.value, 0)}</text>
      <text x="${x + barWidth / 2}" y="${top + height + 16}" text-anchor="middle" class="label">${bar.label}</text></g>`;
  });
  return html`<figure class="chart"><figcaption>${options.title}</figcaption>
    <svg viewBox="0 0 ${width} ${top + height + 24}" width="${width}" height="${top + height + 24}" role="img" aria-label="${options.title}">${grid}${bars}</svg></figure>`;
}

export interface StackedRow {
  readonly label: string;
  readonly parts: readonly { readonly value: number; readonly className: string; readonly name: string }[];
}

/** A horizontal stacked bar chart of counts (per-tool failures). */
export function stackedBarChart(options: { title: string; rows: readonly StackedRow[]; legend: readonly { className: string; name: string }[] }): SafeHtml {
  const rowHeight = 22;
  const labelWidth = 170;
  const plotWidth = 360;
  const max = Math.max(1, ...options.rows.map((row) => row.parts.reduce((sum, part) => sum + part.value, 0)));
  const height = options.rows.length * rowHeight + 8;
  const rows = options.rows.map((row, index) => {
    const y = 4 + index * rowHeight;
    let x = labelWidth;
    const segments = row.parts.map((part) => {
      const segmentWidth = (part.value / max) * plotWidth;
      const segment = html`<rect x="${x}" y="${y + 3}" width="${segmentWidth}" height="${rowHeight - 6}" class="${part.className}"><title>${row.label}: ${part.value} ${part.name}</title></rect>`;
      x += segmentWidth;
      return segment;
    });
    const total = row.parts.reduce((sum, part) => sum + part.value, 0);
    return html`<text x="${labelWidth - 8}" y="${y + rowHeight / 2 + 4}" text-anchor="end" class="label">${row.label}</text>${segments}<text x="${x + 6}" y="${y + rowHeight / 2 + 4}" class="value">${total}</text>`;
  });
  const legend = options.legend.map((item) => html`<span class="legend"><i class="${item.className}"></i>${item.name}</span>`);
  return html`<figure class="chart"><figcaption>${options.title}</figcaption>
    <svg viewBox="0 0 ${labelWidth + plotWidth + 40} ${height}" width="${labelWidth + plotWidth + 40}" height="${height}" role="img" aria-label="${options.title}">${rows}</svg>
    <div class="legends">${legend}</div></figure>`;
}

/** One square per conversation and trial: green success, red failure, grey not run. */
export function successGrid(options: {
  title: string;
  conversations: readonly { name: string; anchor: string; trials: readonly { success: boolean; ran: boolean }[] }[];
}): SafeHtml {
  const cell = 14;
  const labelWidth = 260;
  const trials = Math.max(1, ...options.conversations.map((conversation) => conversation.trials.length));
  const width = labelWidth + trials * (cell + 3) + 8;
  const height = options.conversations.length * (cell + 3) + 4;
  const rows = options.conversations.map((conversation, row) => {
    const y = 2 + row * (cell + 3);
    const cells = conversation.trials.map((trial, column) => {
      const state = !trial.ran ? 'not-run' : trial.success ? 'success' : 'failure';
      return html`<rect x="${labelWidth + column * (cell + 3)}" y="${y}" width="${cell}" height="${cell}" rx="2" class="cell ${state}"><title>${conversation.name}, trial ${column + 1}: ${state.replace('-', ' ')}</title></rect>`;
    });
    const label = conversation.name.length > 38 ? `${conversation.name.slice(0, 37)}…` : conversation.name;
    return html`<a href="#${conversation.anchor}"><text x="${labelWidth - 8}" y="${y + cell - 3}" text-anchor="end" class="label">${label}</text></a>${cells}`;
  });
  return html`<figure class="chart"><figcaption>${options.title}</figcaption>
    <svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${options.title}">${rows}</svg></figure>`;
}
