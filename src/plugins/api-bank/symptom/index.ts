export { SymptomSearch } from './symptom-search.js';
export { EmergencyKnowledge } from './emergency-knowledge.js';
