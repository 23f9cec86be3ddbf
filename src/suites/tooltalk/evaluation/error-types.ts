import type { EvaluatedConversation } from './evaluate.js';

/** ToolTalk's error classes of failed conversations (spec §6.3). */
export interface ErrorTypes {
  'over-trigger': number;
  'bad planning': number;
  'bad call': number;
}

/**
 * Classifies the failed turns of failed conversations: a bad action in a turn that needed no call is
 * an over-trigger; otherwise a turn with unmatched calls is bad planning when the tools chosen differ
 * (or one tool was called more often than it was missed), and a bad call when only arguments were off.
 */
export function classifyErrors(conversations: readonly EvaluatedConversation[]): ErrorTypes {
  const counts: ErrorTypes = { 'over-trigger': 0, 'bad planning': 0, 'bad call': 0 };
  for (const evaluated of conversations) {
    if (evaluated.metrics.success) continue;
    for (const turn of evaluated.turns) {
      const apiPredictions = turn.predictions.filter((p) => p.role === 'api');
      if (turn.groundTruth.length === 0) {
        counts['over-trigger'] += apiPredictions.filter((p) => p.bad_action).length;
        continue;
      }
      const bad = apiPredictions.filter((p) => !p.match);
      const missed = turn.groundTruth.filter((g) => !g.match);
      if (bad.length === 0 && missed.length === 0) continue;
      const tally = (names: string[]) => {
        const map = new Map<string, number>();
        for (const name of names) map.set(name, (map.get(name) ?? 0) + 1);
        return map;
      };
      const missedCounts = tally(missed.map((g) => g.request.api_name));
      const badCounts = tally(bad.map((p) => p.request.api_name));
      const sameNames =
        missedCounts.size === badCounts.size && [...missedCounts.keys()].every((name) => badCounts.has(name));
      if (!sameNames) {
        counts['bad planning']++;
        continue;
      }
      const planning = [...missedCounts].some(([name, count]) => count < (badCounts.get(name) ?? 0));
      if (planning) counts['bad planning']++;
      else counts['bad call']++;
    }
  }
  return counts;
}
