/**
 * ROUGE-L as API-Bank scores answers (spec §6.4): the `rouge` package's summary-level ROUGE-L F,
 * with its particular choices kept because they change the figures: texts are cut into pieces at
 * every `.`, tokens are counted as sets (repetition does not count), one LCS per piece pair is
 * reconstructed with a fixed tie rule, and F carries a 1e-8 in its denominator (identical texts
 * score 0.999999995).
 */

/** `Hypothesis is empty.`: the text has no piece once split on `.` (empty, or only dots). */
export class RougeInputError extends Error {
  override readonly name = 'RougeInputError';
  static isInstance(value: unknown): value is RougeInputError {
    return value instanceof RougeInputError;
  }
}

function pieces(text: string): string[][] {
  return text
    .split('.')
    .filter((piece) => piece.length > 0)
    .map((piece) => piece.split(/\s+/u).filter((token) => token.length > 0).join(' ').split(' '));
}

/** The LCS of `reference` and `hypothesis` tokens, rebuilt backwards with the package's tie rule. */
function longestCommonSubsequence(reference: readonly string[], hypothesis: readonly string[]): string[] {
  const rows = reference.length + 1;
  const columns = hypothesis.length + 1;
  const table = new Uint32Array(rows * columns);
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      table[i * columns + j] =
        reference[i - 1] === hypothesis[j - 1]
          ? table[(i - 1) * columns + j - 1]! + 1
          : Math.max(table[(i - 1) * columns + j]!, table[i * columns + j - 1]!);
    }
  }
  const tokens: string[] = [];
  let i = reference.length;
  let j = hypothesis.length;
  while (i > 0 && j > 0) {
    if (reference[i - 1] === hypothesis[j - 1]) {
      tokens.push(reference[i - 1]!);
      i--;
      j--;
    } else if (table[(i - 1) * columns + j]! > table[i * columns + j - 1]!) i--;
    else j--;
  }
  return tokens.reverse();
}

/** Precision, recall and F of summary-level ROUGE-L. */
export interface RougeScore {
  readonly precision: number;
  readonly recall: number;
  readonly f: number;
}

/**
 * API-Bank's ROUGE-L of a hypothesis against a reference.
 * @throws RougeInputError `Hypothesis is empty.` / `Reference is empty.` as the package does
 * @example
 * rougeL('Your agenda was added.', 'The agenda has been added successfully.').f // 0.3999999952
 */
export function rougeL(hypothesis: string, reference: string): RougeScore {
  const hypothesisPieces = pieces(hypothesis);
  const referencePieces = pieces(reference);
  if (hypothesisPieces.length === 0) throw new RougeInputError('Hypothesis is empty.');
  if (referencePieces.length === 0) throw new RougeInputError('Reference is empty.');
  const m = new Set(referencePieces.flat()).size;
  const n = new Set(hypothesisPieces.flat()).size;
  const union = new Set<string>();
  for (const referencePiece of referencePieces) {
    for (const hypothesisPiece of hypothesisPieces) {
      for (const token of longestCommonSubsequence(referencePiece, hypothesisPiece)) union.add(token);
    }
  }
  const recall = union.size / m;
  const precision = union.size / n;
  return { precision, recall, f: (2 * precision * recall) / (precision + recall + 1e-8) };
}

/**
 * The score one answer contributes to API-Bank's average: level 1-2 (`evaluator.py`) scores an
 * empty answer 0 and rounds to four decimals; level 3 deletes every `User:` and `AI:` first, trims,
 * scores `''` as 0 and does not round. A text of only dots still raises, as in the original.
 */
export function answerScore(prediction: string, reference: string, level: 1 | 2 | 3): number {
  if (level === 3) {
    const cleaned = prediction.replaceAll('User:', '').replaceAll('AI:', '').trim();
    return cleaned === '' ? 0 : rougeL(cleaned, reference).f;
  }
  if (prediction === '') return 0;
  return Math.round(rougeL(prediction, reference).f * 10_000) / 10_000;
}
