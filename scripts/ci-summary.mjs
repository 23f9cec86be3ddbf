// Prints vitest's totals as one plain closing line ("Tests: N passed, N failed, N skipped") for CI logs.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results.json';
const results = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(`Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
process.exitCode = results.numFailedTests > 0 || results.numPassedTests === 0 ? 1 : 0;
