// Compiles the server with the TypeScript compiler and the @nestjs/swagger plugin (it reads DTO
// types and JSDoc comments into the OpenAPI document), then records build-info.json.
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = join(root, 'tsconfig.build.json');
const parsed = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
rmSync(join(root, 'dist'), { recursive: true, force: true });
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const before = [
  swaggerPlugin.before({ introspectComments: true, classValidatorShim: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'] }, program),
];
const result = program.emit(undefined, undefined, undefined, false, { before });
const diagnostics = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
if (diagnostics.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
let buildNumber = process.env.BUILD_NUMBER ?? '0';
if (buildNumber === '0') {
  try {
    buildNumber =
      execSync('git rev-list --count HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || '0';
  } catch {
    buildNumber = '0';
  }
}
mkdirSync(join(root, 'dist'), { recursive: true });
// files the seed ships (the knowledge centre's tutorial video)
cpSync(join(root, 'src/seed/assets'), join(root, 'dist/seed/assets'), { recursive: true });
writeFileSync(
  join(root, 'dist', 'build-info.json'),
  JSON.stringify({ buildDate: process.env.BUILD_DATE ?? new Date().toISOString(), buildNumber }),
);
process.stdout.write(`server built (${parsed.fileNames.length} files)\n`);
