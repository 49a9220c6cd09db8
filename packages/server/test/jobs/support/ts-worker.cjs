// Runs the real worker entry (src/worker.ts), or the entry given as the first argument (e.g. src/main.ts,
// the API), as its own process without a build: TypeScript files are transpiled on require (CommonJS,
// decorators with metadata, as the build emits them) and @clearline/shared resolves to its sources. Used
// by the worker-kill suite to SIGKILL a worker mid-run and by the worker-process suite (API and worker).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const serverRoot = path.resolve(__dirname, '../../..');
const sharedIndex = path.resolve(serverRoot, '../shared/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === '@clearline/shared' ? sharedIndex : request, ...rest);
};
const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  inlineSourceMap: true,
};
require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
require(path.join(serverRoot, process.argv[2] ?? 'src/worker.ts'));
