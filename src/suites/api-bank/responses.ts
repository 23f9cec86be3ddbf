/**
 * Scoring of answers (spec §6.4): the mean ROUGE-L of the predicted answers against the recorded
 * ones, over every response item of the level; a missing prediction scores 0.
 */
import { join } from 'node:path';
import { loadTestItems, loadLevelThreeItems, loadLevelThreeSamples } from './data/load.js';
import { answerScore, RougeInputError } from './rouge-l.js';

export interface ResponseScores {
  readonly items: number;
  readonly answered: number;
  /** Mean ROUGE-L F over all response items. */
  readonly rougeL: number;
}

/** `file#id` (levels 1-2) or `sample/answer` (level 3) → predicted answer. */
export function scoreResponses(data: string, level: 1 | 2 | 3, predictions: ReadonlyMap<string, string>): ResponseScores {
  const testData = join(data, 'test-data');
  const pairs: [key: string, reference: string][] =
    level === 3
      ? loadLevelThreeItems(join(testData, 'level-3-batch-inf-response.json'), loadLevelThreeSamples(join(testData, 'level-3.json'))).map((item) => [
          `${item.sample_id}/answer`,
          item.output,
        ])
      : loadTestItems(join(testData, `level-${level}-response.json`)).map((item) => [`${item.file}#${item.id}`, item.expected_output]);
  let total = 0;
  let answered = 0;
  for (const [key, reference] of pairs) {
    const prediction = predictions.get(key);
    if (prediction === undefined) continue;
    answered++;
    try {
      total += answerScore(prediction, reference, level);
    } catch (error) {
      // API-Bank's evaluator crashes on an answer of only dots; here it scores 0.
      if (!RougeInputError.isInstance(error)) throw error;
    }
  }
  return { items: pairs.length, answered, rougeL: pairs.length === 0 ? 0 : total / pairs.length };
}
