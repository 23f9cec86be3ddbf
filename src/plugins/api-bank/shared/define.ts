/**
 * How an API-Bank API is declared: its metadata (our own words), its parameters with API-Bank's
 * declared types, the database it is bound to, its behaviour as a plain function over plain data,
 * and its checker. The suite (src/suites/api-bank) dispatches calls the way API-Bank's tool
 * manager does and derives tool formats from these declarations.
 */

/** API-Bank's declared parameter types (spec §2.1). */
export type ParameterType = 'str' | 'int' | 'float' | 'bool' | 'list' | 'list(str)';

export interface ApiParameter {
  readonly type: ParameterType;
  readonly description: string;
  /** Not required by the call (API-Bank marks these in the signature with a default of None). */
  readonly optional?: boolean;
}

/** The response envelope every API returns (spec §0). */
export interface Envelope {
  api_name?: string;
  input: unknown;
  output: unknown;
  exception: string | null;
}

/** `compat`: API-Bank's behaviour and verdicts, bugs included. `fixed`: what a user expects. */
export type ApiBankMode = 'compat' | 'fixed';

/** Services that live outside the world (web services, the retriever); see src/suites/api-bank. */
export interface ApiServices {
  dictionary(keyword: string): Promise<unknown>;
  translate(request: { src: string; srcLang: string | undefined; tgtLang: string }): Promise<string>;
  searchTools(keywords: string): Promise<unknown>;
}

export interface ApiContext {
  /** The bound database (the very object shared by every API with the same database name). */
  readonly db: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** This API's private memory for the manager's lifetime (ForgotPassword's code, level-3 data). */
  readonly memory: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Maps a token to its username through the Account database, or refuses. */
  checkToken(token: unknown): string;
  readonly mode: ApiBankMode;
  /** Uniform in [0, 1); injected so generated ids and tokens are reproducible. */
  random(): number;
  /** When a recorded call is being replayed to rebuild a dialogue's state: its recorded output. */
  readonly recordedOutput?: unknown;
  readonly services: ApiServices;
}

export interface CheckOptions {
  readonly mode: ApiBankMode;
}

export interface ApiDefinition {
  readonly name: string;
  /** Our own words. */
  readonly description: string;
  /** In API-Bank's declared order. */
  readonly parameters: Readonly<Record<string, ApiParameter>>;
  readonly output: Readonly<Record<string, { readonly type: string; readonly description: string }>>;
  /** The init_database file stem this API is bound to. */
  readonly database?: string;
  /** True when the API changes its database (fresh managers copy only those). */
  readonly writes?: boolean;
  /** The envelope has no `api_name` key (spec §0). */
  readonly unnamed?: boolean;
  /**
   * Fixed mode only: other names accepted for a parameter (the data calls TimedSwitch with
   * `device_id`, spec §7 B6).
   */
  readonly aliases?: Readonly<Record<string, string>>;
  /** The recorded `input`; default: every declared parameter, null when not given. */
  readonly input?: (args: Record<string, unknown>) => unknown;
  readonly run: (args: Record<string, any>, context: ApiContext) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * API-Bank's checker: is `response` (what the prediction produced) right, given `gold` (the
   * recorded envelope)? Throws KeyError where API-Bank's checker would.
   */
  readonly check: (response: Envelope, gold: Envelope, options: CheckOptions) => boolean;
  /** Initial private memory. */
  readonly memory?: () => Record<string, unknown>;
}

export interface ApiBankApi extends ApiDefinition {
  /** Declared parameter names that are required, in order. */
  readonly required: readonly string[];
}

/**
 * Declares one API-Bank API.
 *
 * @example
 * const PlayMusic = defineApiBankApi({
 *   name: 'PlayMusic', description: 'Plays a song by name.',
 *   parameters: { music_name: { type: 'str', description: 'The song.' } },
 *   output: { music_url: { type: 'str', description: 'Where it plays.' } },
 *   run: ({ music_name }) => `music://${music_name.toLowerCase().trim()}`,
 *   check: (response, gold) => pythonEquals(response.output, gold.output),
 * });
 */
export function defineApiBankApi(definition: ApiDefinition): ApiBankApi {
  const required = Object.entries(definition.parameters)
    .filter(([, parameter]) => parameter.optional !== true)
    .map(([name]) => name);
  return Object.freeze({ ...definition, required });
}
