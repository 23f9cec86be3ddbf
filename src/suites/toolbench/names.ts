// ToolBench's name normalisation (spec §1.4, §1.5). Every rule here decides a function name the
// model sees or a cache file path, so each quirk is kept on purpose: the caret that survives, the
// single `__` pass for categories, the left-truncation to 64 characters.

/** Characters `standardize` keeps: ASCII letters and digits, `_`, CJK U+4E00–U+9FA5 and `^`. */
const REPLACED = /[^A-Za-z0-9_\u4e00-\u9fa5^]/g;

/**
 * ToolBench's `standardize`: non-kept characters become `_`, runs of `_` collapse, lower-case,
 * trim `_`, and a leading digit gets a `get_` prefix.
 *
 * @example
 * standardizeName('Kick.com API | Kick API'); // 'kick_com_api_kick_api'
 * standardizeName('3 Day Forecast');          // 'get_3_day_forecast'
 */
export function standardizeName(name: string): string {
  // Replace per UTF-16 unit would turn an emoji (two units) into `__`; the collapse below makes
  // that the same as one `_`, like Python's per-code-point replacement.
  let result = name.replace(REPLACED, '_').replace(/_{2,}/g, '_').toLowerCase();
  result = result.replace(/^_+/, '').replace(/_+$/, '');
  if (result === '') return '';
  if (/^[0-9]/.test(result)) result = `get_${result}`;
  return result;
}

const RESERVED = new Set(['from', 'class', 'return', 'false', 'true', 'id', 'and']);

/**
 * ToolBench's `change_name`: a handful of Python keywords and `id` get an `is_` prefix.
 *
 * @example
 * changeName('id'); // 'is_id'
 */
export function changeName(name: string): string {
  return RESERVED.has(name) ? `is_${name}` : name;
}

/**
 * Category folder name (§1.4): spaces, commas and slashes become `_`, then ONE left-to-right pass
 * of `__` → `_` (so `A , B` gives `A__B`, as upstream). No lower-casing.
 *
 * @example
 * standardizeCategory('News, Media'); // 'News_Media'
 */
export function standardizeCategory(category: string): string {
  return category.replace(/[ ,/]/g, '_').replaceAll('__', '_');
}

/** The API name sent to the server: `change_name(standardize(api_name))`, never truncated. */
export function pureApiName(apiName: string): string {
  return changeName(standardizeName(apiName));
}

/** Longest function name ToolBench offers; longer ones lose their start. */
export const maximumFunctionNameLength = 64;

/**
 * The function name shown to the model: `{pure api}_for_{standard tool}`, keeping the LAST 64
 * characters (§1.5), e.g. `e_vip_over_2_5_goals_for_get_168predict_vip_football_predictions`.
 *
 * @example
 * functionName('Get Channel Clips', 'kick_com_api_kick_api'); // 'get_channel_clips_for_kick_com_api_kick_api'
 */
export function functionName(apiName: string, standardToolName: string): string {
  const full = `${pureApiName(apiName)}_for_${standardToolName}`;
  // Python slices by code point; CJK names are in the BMP, but count code points to be safe.
  const points = [...full];
  return points.length <= maximumFunctionNameLength ? full : points.slice(-maximumFunctionNameLength).join('');
}

/** Names the virtual server derives from a request (§2.1): the cache folder parts and the API. */
export interface ServerNames {
  readonly category: string;
  readonly toolFolder: string;
  readonly apiName: string;
  /** The tool-doc file stem: the standard tool name without a `_for_{category}` suffix. */
  readonly docToolName: string;
  /** Upstream's file stem (bug S4): `standardize(tool_name)` cut at the FIRST `_for_`, which breaks tools such as `usa_jobs_for_it`. */
  readonly docToolNameCompat: string;
}

/**
 * The server-side derivation of §2.1: category per §1.4; the API name standardized, renamed and cut
 * at `_for_{tool_name}`; the tool folder `{standardize(tool)}_for_{category}` unless the tool name
 * already ends that way.
 *
 * @example
 * serverNames({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_concert' });
 * // { category: 'Data', toolFolder: 'theclique_for_Data', apiName: 'songkick_concert', docToolName: 'theclique', ... }
 */
export function serverNames(request: { category: string; tool_name: string; api_name: string }): ServerNames {
  const category = standardizeCategory(request.category);
  let apiName = pureApiName(request.api_name);
  const suffix = `_for_${request.tool_name}`;
  const cut = apiName.indexOf(suffix);
  if (cut !== -1) apiName = apiName.slice(0, cut);
  const toolFolder = request.tool_name.endsWith(`_for_${category}`)
    ? request.tool_name
    : `${standardizeName(request.tool_name)}_for_${category}`;
  const standardTool = standardizeName(request.tool_name);
  const forAt = standardTool.indexOf('_for_');
  const categorySuffix = `_for_${category}`;
  const docToolName = request.tool_name.endsWith(categorySuffix)
    ? standardizeName(request.tool_name.slice(0, -categorySuffix.length))
    : standardTool;
  return {
    category,
    toolFolder,
    apiName,
    docToolName,
    docToolNameCompat: forAt === -1 ? standardTool : standardTool.slice(0, forAt),
  };
}
