import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const EmergencyKnowledge = defineApiBankApi({
  name: 'EmergencyKnowledge',
  description: 'Gives first-aid advice for a symptom, per possible illness.',
  parameters: { symptom: str('The symptom, e.g. cough.') },
  output: { results: out('list', 'Illnesses: name and first aid.') },
  database: 'Symptom',
  run({ symptom }, { db, mode }) {
    const trimmedSymptom = symptom.trim();
    // API-Bank lower-cases the error object it meant to raise (spec §7 B9).
    if (trimmedSymptom === '') refuse(mode === 'compat' ? "'Exception' object has no attribute 'lower'" : 'The symptom cannot be empty.');
    const found = db.get(trimmedSymptom.toLowerCase());
    if (found === undefined) refuse('The symptom does not exist.');
    return found.map(({ name, aid }: Record<string, string>) => ({ name, aid }));
  },
  check(response, gold, { mode }) {
    const normalise = (value: unknown): string => {
      const text = trimmed(value).toLowerCase();
      // API-Bank's checker raises on an empty symptom and stops the run (spec §2.4).
      if (text === '' && mode === 'compat') throw new TypeError("'Exception' object has no attribute 'lower'");
      return text;
    };
    return normalise(inputOf(response, 'symptom')) === normalise(inputOf(gold, 'symptom')) && sameResult(response, gold);
  },
});
