import { resolve } from 'node:path';

/**
 * packages/server, whether running compiled (dist/core) or under jest's ES-module mode, where
 * __dirname does not exist and tests run with the package as working directory.
 */
export const SERVER_ROOT: string = typeof __dirname === 'string' ? resolve(__dirname, '../..') : process.cwd();
export const REPO_ROOT: string = resolve(SERVER_ROOT, '../..');
export const DIST_DIR: string = resolve(SERVER_ROOT, 'dist');
