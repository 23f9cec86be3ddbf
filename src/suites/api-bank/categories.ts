/**
 * Why a predicted API call was scored wrong: API-Bank's categories (spec §6.2, `evaluator_by_json.py`)
 * plus `ABORTED` for the errors that stop API-Bank's run instead of being scored (spec §7 B22):
 * a bad number, an error escaping a tool, a checker that crashes. toolworld scores those items
 * wrong and goes on.
 */
export type ApiBankCategory =
  | 'NO_API_CALL'
  | 'API_NAME_MISMATCH'
  | 'HAS_EXCEPTION'
  | 'INPUT_MISMATCH'
  | 'OUTPUT_MISMATCH'
  | 'INVALID_INPUT_PARAMETER'
  | 'KEY_ERROR'
  | 'FAILED_PARSE_API_CALL'
  | 'MISS_INPUT_ARGUMENT'
  | 'ABORTED';

export interface CallVerdict {
  readonly correct: boolean;
  /** Null when correct. */
  readonly category: ApiBankCategory | null;
  /** The error text or mismatch, for reports. */
  readonly detail?: string;
}

export const API_BANK_CATEGORIES: readonly ApiBankCategory[] = [
  'NO_API_CALL',
  'API_NAME_MISMATCH',
  'HAS_EXCEPTION',
  'INPUT_MISMATCH',
  'OUTPUT_MISMATCH',
  'INVALID_INPUT_PARAMETER',
  'KEY_ERROR',
  'FAILED_PARSE_API_CALL',
  'MISS_INPUT_ARGUMENT',
  'ABORTED',
];
