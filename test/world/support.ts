import { fileURLToPath } from 'node:url';

export * from '../../src/index.js';
/** The repository root, for tests that read bundled files. */
export const packageRootForTests = fileURLToPath(new URL('../../', import.meta.url));
