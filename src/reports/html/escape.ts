/** Markup that is already safe: produced by `html` or by code that escaped its parts. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated value unless it is `SafeHtml`, so that model
 * output can never become markup by a forgotten escape. Arrays are joined; null, undefined and
 * false render nothing.
 *
 * @example
 * html`<td>${modelText}</td>`; // '<script>' in modelText arrives as '&#60;script&#62;'
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (constants of the report itself) as safe. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** A value as readable text: strings as they are, everything else as compact JSON. */
export function showValue(value: unknown, limit = 2000): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length - limit} more characters)` : text;
}

/** A value pretty-printed for a <pre> block, bounded. */
export function showPretty(value: unknown, limit = 20_000): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'undefined');
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length - limit} more characters)` : text;
}

export function percent(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(digits)}%` : '–';
}
