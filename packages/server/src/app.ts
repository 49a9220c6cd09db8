import { hash, randomUUID } from 'node:crypto';
import fs, { existsSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { DestinationStream, Logger } from 'pino';
import { AppModule } from './app.module';
import { ApiDocument } from './modules/system';
import { config } from './core/config/config';
import { type RequestContextData, RequestContext } from './core/context/request-context';
import { runHandlersInTransactions } from './core/database/route-transactions';
import { answerClientErrorAsJson } from './core/http/client-error';
import { csrfCheck } from './core/http/csrf';
import { pageAnswer } from './core/http/page-answer';
import { bodyParseError } from './core/http/errors.filter';
import { bodyLimitOf, PUBLIC_BODY_LIMIT, requestProblem } from './core/http/input-limits';
import { completeApiDocument } from './core/http/openapi-contract';
import { joinPath, routeHandlers, routeRule } from './core/access/route-table';
import { AppValidationPipe } from './core/http/validation';
import { createLogger, PinoNestLogger } from './core/logging/logger';
import { requestForLog, urlWithoutQueryValues } from './core/logging/redact';

export const API_PREFIX = 'api/v1';

export interface CreateAppOptions {
  logger?: boolean;
  serveWeb?: boolean;
  /** build the module graph without connecting to anything (OpenAPI generation) */
  preview?: boolean;
  /** where the JSON log lines go (stdout when omitted) */
  logDestination?: DestinationStream;
}

/** /api/docs/openapi.json (with or without a query), whatever the case */
const OPENAPI_JSON = /^\/api\/docs\/openapi\.json(?=$|\?)/i;

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,100}$/;

/** Every request's id: kept from X-Request-Id when sane, else a new UUID. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}

export async function createApp(opts: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const cfg = config();
  const logger =
    opts.logger === false ? undefined : createLogger({ level: cfg.logLevel, process: 'api', destination: opts.logDestination });
  const adapter = new FastifyAdapter({
    // X-Forwarded-For is believed from a proxy on this host only
    trustProxy: 'loopback',
    // routes match whatever the case and with or without a trailing slash; a query is parsed like
    // node's querystring (a repeated key gives an array, brackets are plain characters)
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      maxParamLength: 8192,
      querystringParser: (s: string) => parseQueryString(s),
    },
    // each route gets its own (routeBodyLimits); this one holds for anything else
    bodyLimit: PUBLIC_BODY_LIMIT,
    genReqId: requestIdOf,
    // the OpenAPI document's documented address is served by its API route
    rewriteUrl: (req: IncomingMessage) =>
      req.url && OPENAPI_JSON.test(req.url) ? req.url.replace(OPENAPI_JSON, `/${API_PREFIX}/docs/openapi.json`) : (req.url ?? '/'),
    requestIdHeader: false,
    clientErrorHandler: answerClientErrorAsJson,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    logger: logger ? new PinoNestLogger(logger) : false,
    preview: opts.preview,
    abortOnError: false,
    // configureApp registers the body parsers
    bodyParser: false,
  });
  configureApp(app, { serveWeb: opts.serveWeb ?? true, logger: cfg.logLevel === 'silent' ? undefined : logger });
  // a preview has no instances: nothing runs
  if (!opts.preview) runHandlersInTransactions(app, API_PREFIX);
  return app;
}

/** The request context of each request, kept on the request to enter it again after the body is read. */
const CONTEXT = Symbol('clearline.requestContext');
type WithContext = FastifyRequest & { [CONTEXT]?: RequestContextData };

export function configureApp(app: NestFastifyApplication, { serveWeb, logger }: { serveWeb: boolean; logger?: Logger }): void {
  const cfg = config();
  const adapter = app.getHttpAdapter() as unknown as FastifyAdapter;
  const instance = app.getHttpAdapter().getInstance();
  const security = precomputedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          mediaSrc: ["'self'", 'https:'],
          frameSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: cfg.cookieSecure ? [] : null,
        },
      },
      hsts: cfg.cookieSecure,
    }),
  );
  routeBodyLimits(app, instance);
  const csrf = csrfCheck(cfg.publicUrl);
  // the first hook of every request: the security headers and the request id on the answer (on the raw response,
  // so a streamed answer has them too), the request's context, and the CSRF check (a refused request's body is never read)
  adapter.setOnRequestHook((req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const res = reply.raw;
    for (const [name, value] of security) res.setHeader(name, value);
    // the allowed origin is one fixed value, but caches are told anyway that a CORS answer depends on the Origin
    // (a file of the web app says Vary: Accept-Encoding instead)
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Request-Id', req.id);
    const ctx: RequestContextData = { requestId: req.id, ip: req.ip, userAgent: req.headers['user-agent'] };
    (req as WithContext)[CONTEXT] = ctx;
    const refused = csrf(req.raw) ?? undefined;
    RequestContext.run(ctx, () => done(refused));
  });
  // after the body is read (its stream events run outside the context): the context again, and the limits
  // on what a request may carry (too deeply nested bodies and NUL characters: a 400 before any guard). A request
  // without a body is still inside its context here.
  instance.addHook('preValidation', (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const ctx = (req as WithContext)[CONTEXT];
    const problem = requestProblem(req) ?? undefined;
    if (ctx && RequestContext.current() !== ctx) RequestContext.run(ctx, () => done(problem));
    else done(problem);
  });
  if (logger) requestLogger(instance, logger);
  // a handler's Page is answered as its items with Content-Range and X-Total-Count
  instance.addHook(
    'preSerialization',
    (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) =>
      done(null, pageAnswer(payload, reply)),
  );
  entityTags(instance);
  void app.register(fastifyCookie);
  bodyParsers(app, instance);
  const cors = {
    origin: cfg.publicUrl,
    credentials: true,
    methods: 'GET,HEAD,PUT,PATCH,POST,DELETE',
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'Content-Disposition', 'X-OTP-Required'],
  };
  app.enableCors(cors);
  app.setGlobalPrefix(API_PREFIX, { exclude: [] });
  app.useGlobalPipes(new AppValidationPipe());
  // the Swagger UI; the document's JSON is answered by a route of its own (GET /api/v1/docs/openapi.json, also at
  // /api/docs/openapi.json): built once, with an ETag and the public rate limit
  const apiDocument = app.get(ApiDocument, { strict: false });
  apiDocument.use(() => buildOpenApi(app));
  SwaggerModule.setup('api/docs', app, () => apiDocument.current().document, { raw: false, useGlobalPrefix: false });
  if (serveWeb) serveWebApp(app, instance);
}

/**
 * Each API route's body limit, from its access rule (`bodyLimitOf`: small for public routes such as sign-in,
 * larger for signed-in users): fastify answers 413 from Content-Length before reading a byte, or as soon as a
 * streamed body passes the limit, so an oversized body costs no parsing. Set as fastify registers each route.
 */
function routeBodyLimits(app: NestFastifyApplication, instance: FastifyInstance): void {
  const limits = new Map<string, number>();
  for (const route of routeHandlers(app)) {
    const limit = bodyLimitOf(routeRule(route));
    for (const path of route.paths) limits.set(`${route.method} ${joinPath(API_PREFIX, path).toLowerCase()}`, limit);
  }
  instance.addHook('onRoute', (route) => {
    const path = joinPath(route.url).toLowerCase();
    const methods = ([] as string[]).concat(route.method);
    const found = methods.map((m) => limits.get(`${m} ${path}`) ?? limits.get(`ALL ${path}`)).filter((l) => l !== undefined);
    route.bodyLimit = found.length ? Math.min(...found) : PUBLIC_BODY_LIMIT;
  });
}

/**
 * The body parsers: JSON (an empty body is `{}`, only an object or an array is accepted) and URL-encoded
 * forms; multipart bodies are read by the UploadInterceptor of the routes that take files; a body of any
 * other type is not read.
 */
function bodyParsers(app: NestFastifyApplication, instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  // the size limits are each route's (routeBodyLimits)
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, {});
    // the first character after JSON whitespace (space, tab, line feed, carriage return)
    const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
    if (first !== '{' && first !== '[') return done(bodyParseError());
    try {
      done(null, JSON.parse(text));
    } catch {
      done(bodyParseError());
    }
  });
  instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseQueryString(body as string)),
  );
  instance.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  // the upload limits are given per request (core/storage/upload.ts)
  void app.register(fastifyMultipart, { throwFileSizeLimit: false });
}

/**
 * The request log. When LOG_LEVEL lets info lines through: one structured line per request. Otherwise only
 * an answer of 500 or more is logged (one line at error).
 */
function requestLogger(instance: FastifyInstance, logger: Logger): void {
  const everyRequest = logger.isLevelEnabled('info');
  instance.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const status = reply.statusCode;
    if (status >= 500) {
      if (logger.isLevelEnabled('error')) logger.error(requestLine(req, reply, everyRequest), 'request errored');
    } else if (everyRequest && req.url !== '/api/v1/health') {
      logger.info(requestLine(req, reply, true), 'request completed');
    }
    done();
  });
}

/** A request's log line: the request id at the top level (like the Nest lines logged inside a request), no query values, no credentials. */
function requestLine(req: FastifyRequest, reply: FastifyReply, full: boolean): Record<string, unknown> {
  const line = { requestId: req.id, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) };
  if (!full) return { ...line, req: { method: req.method, url: urlWithoutQueryValues(req.url) } };
  const { cookie: _cookie, authorization: _authorization, ...headers } = req.headers;
  return { ...line, req: requestForLog({ id: req.id, method: req.method, url: req.url, headers, remoteAddress: req.ip }) };
}

/**
 * A weak ETag on every answer with a body in one piece (`W/"<length>-<SHA-1>"`, as Express wrote it) that has none
 * of its own, and a 304 for a GET or HEAD whose If-None-Match names it. Streamed answers get none.
 */
function entityTags(instance: FastifyInstance): void {
  instance.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload?: unknown) => void) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // a route that knows its answer's tag (e.g. the OpenAPI document) sets it: it is not computed again
    let tag = reply.getHeader('ETag');
    if (typeof tag !== 'string') {
      const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      tag = `W/"${length.toString(16)}-${hash('sha1', payload, 'base64').slice(0, 27)}"`;
      void reply.header('ETag', tag);
    }
    if (isFresh(req, reply, tag)) {
      void reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
      return done(null, '');
    }
    done(null, payload);
  });
}

/** Whether the client's copy (If-None-Match) is this answer's: only for a successful GET or HEAD. */
function isFresh(req: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (reply.statusCode < 200 || reply.statusCode >= 300) return false;
  const match = req.headers['if-none-match'];
  if (!match || /(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (match.trim() === '*') return true;
  const weak = (t: string): string => (t.startsWith('W/') ? t.slice(2) : t);
  return match.split(',').some((t) => weak(t.trim()) === weak(tag));
}

type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware sets on every answer (helmet with fixed options), recorded once at start-up:
 * each request then gets the recorded headers without helmet building them again.
 */
function precomputedHeaders(middleware: ConnectMiddleware): Array<[string, OutgoingHttpHeader]> {
  const set: Array<[string, OutgoingHttpHeader]> = [];
  const recorder = {
    headersSent: false,
    getHeader: () => undefined,
    setHeader: (name: string, value: OutgoingHttpHeader) => {
      set.push([name, value]);
      return recorder;
    },
    removeHeader: () => undefined,
  };
  let done = false;
  middleware({ method: 'GET', url: '/', headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('The header middleware did not finish synchronously: its headers cannot be precomputed');
  return set;
}

/** The API's paths (also /api/docs): they never reach the web app's files. Routes ignore case, so does this. */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

/** Hashed build output (`/assets/index-3f9a1c.js`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web app: its files, precompressed at build time (`.br`, `.gz` next to each asset; the encoding is
 * negotiated from Accept-Encoding, brotli first, with `Vary: Accept-Encoding`), and index.html for the
 * single-page app's own routes. Hashed assets are immutable; index.html and the other files are revalidated
 * (`no-cache`), so a new release is picked up on the next load. Requests under /api never get here: they
 * go on to the JSON 404 of an unknown route.
 */
function serveWebApp(app: NestFastifyApplication, instance: FastifyInstance): void {
  const dist = config().webDist;
  if (!existsSync(join(dist, 'index.html'))) return;
  const assets = join(dist, 'assets') + sep;
  void app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => void reply.header('Cache-Control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });
  instance.get('/*', (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    if (isApiPath(path)) return void reply.callNotFound();
    let name: string;
    try {
      name = decodeURIComponent(path);
    } catch {
      return void reply.callNotFound();
    }
    const file = resolve(dist, `.${name}`);
    const inside = file.startsWith(dist + sep);
    const fallback = (): void => {
      // a missing asset stays a 404; any other path is a route of the single-page app
      if (name.startsWith('/assets/')) reply.callNotFound();
      else void reply.sendFile('index.html');
    };
    if (!inside) return fallback();
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) void reply.sendFile(file.slice(dist.length + 1));
      else fallback();
    });
  });
}

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('Clearline API')
    .setDescription(
      'REST API of Clearline, the security-compliance platform for cleared contractors. All paths are under /api/v1. ' +
        'Sign in with POST /auth/login; the session cookie authenticates later calls. Unsafe methods (POST, PUT, PATCH, DELETE) ' +
        'must send the header `X-Requested-With: XMLHttpRequest` (CSRF proof). Lists accept page/size/sort=field,direction ' +
        'or range/sort/filter and answer a JSON array with Content-Range and X-Total-Count. Errors are { statusCode, error, message }. ' +
        'Each operation names the permission it needs in x-permission.',
    )
    .setVersion('1.0')
    .addCookieAuth('clearline_sid')
    .build();
  return completeApiDocument(SwaggerModule.createDocument(app, doc, { operationIdFactory }));
}

/**
 * Unique operation ids for generated clients: the controller's name and the handler's, e.g. `users_list`,
 * `personnelRecords_create` (an @ApiOperation({ operationId }) of its own wins).
 */
export function operationIdFactory(controllerKey: string, methodKey: string): string {
  const stem = controllerKey.replace(/Controller$/, '');
  return `${stem.charAt(0).toLowerCase()}${stem.slice(1)}_${methodKey}`;
}
