/**
 * Sentence embeddings through transformers.js, for users who configure a transformer model. The
 * library is an optional peer dependency: it (and onnxruntime) is imported only when the first
 * text is embedded, and a missing install is reported with the command that fixes it. The bundled
 * model needs none of this: it is a lookup table read in plain JS (lookup-model.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { ToolworldError } from '../world/errors.js';

/** Turns texts into unit-length vectors, so that a dot product is their cosine similarity. */
export interface Embedder {
  /** The model's name: its folder name or hub id. */
  readonly id: string;
  /** Where this model's cosine sits relative to the reference scale thresholds are written in. */
  readonly calibration?: ThresholdCalibration;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/**
 * Maps a threshold written for the reference scale (ToolTalk's DistilBERT cosine, where 0.9 means
 * "same meaning") onto a model's own scale. `threshold` is the model's cosine that plays the role
 * of `reference`; other values follow by interpolation (see `effectiveThreshold`).
 */
export interface ThresholdCalibration {
  readonly reference: number;
  readonly threshold: number;
}

export interface TransformersEmbedderOptions {
  /**
   * A model folder (config.json, tokenizer.json, onnx/model.onnx) or a Hugging Face hub id such as
   * `Xenova/all-MiniLM-L6-v2`. Default: `TOOLWORLD_EMBEDDING_MODEL`.
   */
  readonly model?: string;
  /** Folder holding `<hub id>/` model folders, for hub ids used offline. */
  readonly localModelPath?: string;
  /** Allow downloading a hub model. Default: `TOOLWORLD_EMBEDDING_ALLOW_REMOTE=1`, else false. */
  readonly allowRemote?: boolean;
  /** Overrides the calibration read from the model folder's config.json (`toolworld.calibration`). */
  readonly calibration?: ThresholdCalibration;
  /** Texts per model call; longer lists are split. Default 64. */
  readonly batchSize?: number;
}

export const MODEL_ENV = 'TOOLWORLD_EMBEDDING_MODEL';
export const ALLOW_REMOTE_ENV = 'TOOLWORLD_EMBEDDING_ALLOW_REMOTE';
export const TRANSFORMERS_PACKAGE = '@huggingface/transformers';

interface ResolvedModel {
  readonly id: string;
  /** What transformers.js is given: an absolute folder, or a hub id. */
  readonly source: string;
  readonly folder: string | undefined;
}

function resolveModel(options: TransformersEmbedderOptions): ResolvedModel {
  const requested = options.model ?? (process.env[MODEL_ENV] || undefined);
  if (requested === undefined) {
    throw new ToolworldError(
      'invalid-option',
      `createTransformersEmbedder needs a model: pass { model } (a folder or hub id) or set ${MODEL_ENV}; ` +
        'the bundled model is a lookup table, read by createLookupEmbedder() without transformers.js',
    );
  }
  const looksLikePath = isAbsolute(requested) || requested.startsWith('.') || requested.startsWith('~');
  if (looksLikePath || existsSync(resolve(requested))) return folderModel(resolve(requested), basename(requested));
  const local = options.localModelPath === undefined ? undefined : join(resolve(options.localModelPath), requested);
  if (local !== undefined && existsSync(local)) return folderModel(local, requested);
  if (!allowRemote(options)) {
    const where = local === undefined ? '' : ` (looked in ${local})`;
    throw new ToolworldError(
      'invalid-option',
      `embedding model '${requested}' is not a folder${where} and downloads are off; give a model folder, ` +
        `set localModelPath to a folder holding '${requested}/', or pass allowRemote: true (${ALLOW_REMOTE_ENV}=1)`,
    );
  }
  return { id: requested, source: requested, folder: undefined };
}

function folderModel(folder: string, id: string): ResolvedModel {
  const isFolder = existsSync(folder) && statSync(folder).isDirectory();
  if (!isFolder || !existsSync(join(folder, 'config.json'))) {
    throw new ToolworldError(
      'invalid-option',
      `embedding model folder '${folder}' ${isFolder ? 'has no config.json' : 'does not exist'}; ` +
        `set the model option or ${MODEL_ENV} to a folder with config.json, tokenizer.json and onnx/model.onnx`,
    );
  }
  return { id, source: folder, folder };
}

function allowRemote(options: TransformersEmbedderOptions): boolean {
  return options.allowRemote ?? process.env[ALLOW_REMOTE_ENV] === '1';
}

function readCalibration(folder: string | undefined): ThresholdCalibration | undefined {
  if (folder === undefined) return undefined;
  const config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as { toolworld?: { calibration?: ThresholdCalibration } };
  const calibration = config.toolworld?.calibration;
  return calibration !== undefined && typeof calibration.reference === 'number' && typeof calibration.threshold === 'number'
    ? calibration
    : undefined;
}

type Extractor = (texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<{ data: Float32Array; dims: number[] }>;

/**
 * An embedder backed by a transformers.js feature-extraction model with mean pooling. The model
 * is resolved (and a missing folder reported) at once; it is loaded on the first `embed` call.
 *
 * @example
 * const embedder = createTransformersEmbedder({ model: 'Xenova/all-MiniLM-L6-v2', allowRemote: true });
 * const [a, b] = await embedder.embed(['Team sync', 'Team meeting']);
 */
export function createTransformersEmbedder(options: TransformersEmbedderOptions = {}): Embedder {
  const model = resolveModel(options);
  const remote = model.folder === undefined && allowRemote(options);
  const batchSize = options.batchSize ?? 64;
  let extractor: Promise<Extractor> | undefined;
  const load = async (): Promise<Extractor> => {
    const { pipeline } = await importTransformers();
    const made = await pipeline('feature-extraction', model.source, { local_files_only: !remote, dtype: 'fp32' });
    return made as unknown as Extractor;
  };
  const calibration = options.calibration ?? readCalibration(model.folder);
  return {
    id: model.id,
    ...(calibration === undefined ? {} : { calibration }),
    async embed(texts) {
      extractor ??= load().catch((error: unknown) => {
        extractor = undefined;
        throw new ToolworldError('invalid-option', `could not load embedding model '${model.id}': ${String(error)}`, { cause: error });
      });
      const run = await extractor;
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        const output = await run([...batch], { pooling: 'mean', normalize: true });
        const width = output.dims[output.dims.length - 1]!;
        for (let row = 0; row < batch.length; row++) vectors.push(finite(output.data.slice(row * width, (row + 1) * width)));
      }
      return vectors;
    },
  };
}

/**
 * Imports transformers.js, or says how to install it. The specifier is held in a variable so that
 * TypeScript and bundlers do not require the optional package to be present.
 */
export async function importTransformers(specifier: string = TRANSFORMERS_PACKAGE): Promise<typeof import('@huggingface/transformers')> {
  // The specifier is a parameter so the missing-install path can be exercised in a test.
  try {
    return (await import(specifier)) as typeof import('@huggingface/transformers');
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(specifier);
    if (!missing) throw error;
    throw new ToolworldError(
      'invalid-option',
      `a transformer model is configured but ${specifier} is not installed; run \`npm install ${specifier}\` ` +
        '(an optional peer dependency of toolworld), or use the bundled lookup model',
      { cause: error },
    );
  }
}

/** A text with no known word pools to 0/0; it is given the zero vector, which matches nothing. */
function finite(vector: Float32Array): Float32Array {
  return vector.every(Number.isFinite) ? vector : new Float32Array(vector.length);
}

/**
 * The threshold a model should use for a threshold written on the reference scale: a monotone
 * piecewise-linear map through (0, 0), (reference, threshold) and (1, 1). ToolTalk's 0.9 becomes
 * the calibrated value, 1 stays 1, and a looser reference (0.8 for email bodies) stays looser in
 * proportion.
 */
export function effectiveThreshold(requested: number, calibration: ThresholdCalibration | undefined): number {
  if (calibration === undefined) return requested;
  const { reference, threshold } = calibration;
  if (requested >= 1 || requested <= 0) return requested;
  if (requested <= reference) return (requested / reference) * threshold;
  return threshold + ((requested - reference) / (1 - reference)) * (1 - threshold);
}
