import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import { RequestContext } from '../context/request-context';
import { textWithoutQueryValues } from './redact';

export interface LoggerOptions {
  /** LOG_LEVEL: fatal, error, warn, info, debug, trace or silent */
  level: string;
  /** which process writes: 'api' or 'worker' */
  process: string;
  /** where the JSON lines go (stdout when omitted; tests pass a stream) */
  destination?: DestinationStream;
}

/** The one pino logger of a process: request logs (src/app.ts, one line per request) and Nest's own logs write through it. */
export function createLogger(opts: LoggerOptions): Logger {
  return pino({ level: opts.level, base: { pid: process.pid, process: opts.process } }, opts.destination);
}

/** Nest start-up chatter (one line per controller, route and module): kept for LOG_LEVEL=debug. */
const DEBUG_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);

/** An error as logged: its message and stack without the query values of any URL in them (see redact.ts). */
function loggedError(e: Error): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(e) as object) as Error, e);
  for (const k of ['message', 'stack'] as const) {
    const v = e[k];
    if (typeof v === 'string') Object.defineProperty(copy, k, { value: textWithoutQueryValues(v), enumerable: false, writable: true });
  }
  return copy;
}

/**
 * Nest's LoggerService on top of pino, so `new Logger('Worker').log(...)` and Nest's own lines are JSON objects
 * `{ level, time, context, msg, requestId? }` at the level LOG_LEVEL allows. Query values in messages and
 * stacks are hidden (a URL's query may carry an SSN someone searched for).
 */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    // Nest's Logger appends its context as the last argument; error() passes a stack before it.
    const context = params.length && typeof params[params.length - 1] === 'string' ? (params.pop() as string) : undefined;
    if (level === 'info' && context && DEBUG_CONTEXTS.has(context)) level = 'debug';
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    const requestId = RequestContext.current()?.requestId;
    if (requestId) fields.requestId = requestId;
    for (const p of params) {
      if (p instanceof Error) fields.err = loggedError(p);
      else if (typeof p === 'string') fields.stack = textWithoutQueryValues(p);
      else if (p && typeof p === 'object') Object.assign(fields, p);
    }
    if (message instanceof Error) {
      const err = loggedError(message);
      this.pino[level]({ ...fields, err }, err.message);
    } else if (message && typeof message === 'object') this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, textWithoutQueryValues(String(message)));
  }
}
