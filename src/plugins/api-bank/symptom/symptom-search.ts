import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const SymptomSearch = defineApiBankApi({
  name: 'SymptomSearch',
  description: 'Lists illnesses that can cause a symptom, with a short description of each.',
  parameters: { symptom: str('The symptom, e.g. headache.') },
  output: { results: out('list', 'Illnesses: name and description.') },
  database: 'Symptom',
  run({ symptom }, { db }) {
    const key = symptom.trim().toLowerCase();
    if (key === '') refuse('The symptom cannot be empty.');
    const found = db.get(key);
    if (found === undefined) refuse('The symptom does not exist.');
    return found.map(({ name, description }: Record<string, string>) => ({ name, description }));
  },
  check(response, gold) {
    return trimmed(inputOf(response, 'symptom')).toLowerCase() === trimmed(inputOf(gold, 'symptom')).toLowerCase() && sameResult(response, gold);
  },
});
