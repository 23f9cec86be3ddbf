/**
 * Recorded answers of the live services (spec §9): Dictionary and Translate call web services and
 * the ToolSearcher a neural model, none of which run offline. Their recorded outputs in the test
 * data answer the same requests again.
 */
import type { ApiServices } from '../../plugins/api-bank/index.js';
import { ApiError } from '../../plugins/api-bank/index.js';
import type { DialogueRow, LevelThreeSample } from './data/schemas.js';

export interface RecordedResponses {
  /** Normalised keyword → meanings. */
  readonly dictionary: Map<string, unknown>;
  /** `[src, source code or null, target code]` as JSON → translation. */
  readonly translate: Map<string, string>;
  /** `level:keywords` → the ToolSearcher's output. */
  readonly toolSearcher: Map<string, unknown>;
}

/** googletrans' codes for the languages people name most; names match as substrings (spec §9). */
const LANGUAGES: readonly [string, string][] = [
  ['ar', 'arabic'], ['bn', 'bengali'], ['cs', 'czech'], ['da', 'danish'], ['de', 'german'], ['el', 'greek'],
  ['en', 'english'], ['es', 'spanish'], ['fa', 'persian'], ['fi', 'finnish'], ['fr', 'french'], ['he', 'hebrew'],
  ['hi', 'hindi'], ['hu', 'hungarian'], ['id', 'indonesian'], ['it', 'italian'], ['ja', 'japanese'], ['ko', 'korean'],
  ['nl', 'dutch'], ['no', 'norwegian'], ['pl', 'polish'], ['pt', 'portuguese'], ['ro', 'romanian'], ['ru', 'russian'],
  ['sv', 'swedish'], ['th', 'thai'], ['tr', 'turkish'], ['uk', 'ukrainian'], ['vi', 'vietnamese'],
];

/** A language name or code as Translate resolves it, or undefined ("Language not supported."). */
export function resolveLanguage(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (lower.includes('chinese')) return lower.includes('traditional') ? 'zh-tw' : 'zh-cn';
  return LANGUAGES.find(([code, name]) => code === lower || lower.includes(name))?.[0];
}

const translateKey = (src: string, source: string | undefined, target: string): string => JSON.stringify([src, source ?? null, target]);

/** API-Bank's level-3 evaluator splits ToolSearcher keywords before capitals (spec §6.5). */
export function splitKeywords(keywords: string): string {
  return keywords.replace(/([A-Z])/g, ' $1').trim();
}

/** Collects the recorded answers from dialogues (levels 1-2) and level-3 samples. */
export function recordResponses(
  dialogues: Iterable<[level: 1 | 2, rows: readonly DialogueRow[]]>,
  levelThree: readonly LevelThreeSample[] = [],
): RecordedResponses {
  const recorded: RecordedResponses = { dictionary: new Map(), translate: new Map(), toolSearcher: new Map() };
  for (const [level, rows] of dialogues) {
    for (const row of rows) {
      if (row.role !== 'API' || row.result.exception !== null) continue;
      const args = row.param_dict;
      if (row.api_name === 'Dictionary' && args.keyword !== undefined) {
        recorded.dictionary.set(args.keyword.replaceAll('_', ' ').trim().toLowerCase(), row.result.output);
      } else if (row.api_name === 'Translate' && args.src !== undefined) {
        const source = args.src_lang === undefined ? undefined : resolveLanguage(args.src_lang);
        const target = args.tgt_lang === undefined ? 'en' : resolveLanguage(args.tgt_lang);
        if (target !== undefined) recorded.translate.set(translateKey(args.src, source, target), String(row.result.output));
      } else if (row.api_name === 'ToolSearcher' && args.keywords !== undefined) {
        recorded.toolSearcher.set(`${level}:${args.keywords}`, row.result.output);
      }
    }
  }
  for (const sample of levelThree) {
    for (const call of sample.apis) {
      if (call.api_name === 'ToolSearcher' && typeof call.input.keywords === 'string') {
        recorded.toolSearcher.set(`3:${splitKeywords(call.input.keywords)}`, call.output.output);
      }
    }
  }
  return recorded;
}

export interface ServicesOptions {
  readonly recorded?: RecordedResponses;
  readonly level: 1 | 2 | 3;
  /** Answer ToolSearcher calls from the recorded results when they have the keywords. */
  readonly recordedSearch: boolean;
  /** The live ToolSearcher (the embedding model), used when no recorded answer applies. */
  readonly searchTools?: (keywords: string) => Promise<unknown>;
  /** Live replacements for the web services. */
  readonly dictionary?: ApiServices['dictionary'];
  readonly translate?: ApiServices['translate'];
}

/**
 * The services the APIs call out to: recorded answers first, then whatever live service was given.
 * @example
 * const services = createApiBankServices({ recorded, level: 1, recordedSearch: true });
 */
export function createApiBankServices(options: ServicesOptions): ApiServices {
  return {
    async dictionary(keyword) {
      const recorded = options.recorded?.dictionary.get(keyword);
      if (recorded !== undefined) return structuredClone(recorded);
      if (options.dictionary !== undefined) return options.dictionary(keyword);
      // What API-Bank answers when the dictionary service does not answer.
      throw new ApiError('Failed.');
    },
    async translate(request) {
      const source = request.srcLang === undefined ? undefined : resolveLanguage(request.srcLang);
      const target = resolveLanguage(request.tgtLang);
      if ((request.srcLang !== undefined && source === undefined) || target === undefined) throw new ApiError('Language not supported.');
      const recorded = options.recorded?.translate.get(translateKey(request.src, source, target));
      if (recorded !== undefined) return recorded;
      if (options.translate !== undefined) return options.translate(request);
      throw new ApiError(`Translate needs a live service: no recorded translation of ${JSON.stringify(request.src)} into '${target}' (pass services.translate)`);
    },
    async searchTools(keywords) {
      if (options.recordedSearch) {
        const recorded = options.recorded?.toolSearcher.get(`${options.level === 3 ? 3 : 2}:${keywords}`);
        if (recorded !== undefined) return structuredClone(recorded);
      }
      if (options.searchTools === undefined) throw new ApiError('ToolSearcher has no model: pass searchTools or use recorded answers');
      return options.searchTools(keywords);
    },
  };
}
