// toolworld is published as ES modules only. `require('toolworld')` resolves here (the "require"
// condition of package.json's exports) so that it fails with a message that says what to do,
// instead of ERR_PACKAGE_PATH_NOT_EXPORTED.
const error = new Error(
  "toolworld is an ES module package (ESM only) and cannot be loaded with require(). " +
    "Use `import { createWorld } from 'toolworld'` in an ES module (a .mjs file, or \"type\": \"module\" in package.json), " +
    "or `const { createWorld } = await import('toolworld')` from CommonJS.",
);
error.code = 'ERR_REQUIRE_ESM';
throw error;
