/** What `import ... from 'toolworld'` gives the examples in docs/adapters.md: the package's entry point. */
export * from '../../src/index.js';
