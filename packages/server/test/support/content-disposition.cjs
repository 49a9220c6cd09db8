// content-disposition 3 (used by @fastify/static) is an ES module only. The server loads it through Node's
// own require(esm); jest's module loader cannot, so under jest it is loaded by Node itself, from where
// @fastify/static finds it.
const { createRequire } = process.getBuiltinModule('node:module');
module.exports = createRequire(require.resolve('@fastify/static'))('content-disposition');
