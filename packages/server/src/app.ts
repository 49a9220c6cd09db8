import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { DestinationStream, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module';
import { config } from './core/config/config';
import { contextMiddleware } from './core/context/context.middleware';
import { answerClientErrorsAsJson } from './core/http/client-error';
import { inputLimits } from './core/http/input-limits';
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

export async function createApp(opts: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const cfg = config();
  const logger =
    opts.logger === false ? undefined : createLogger({ level: cfg.logLevel, process: 'api', destination: opts.logDestination });
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: logger ? new PinoNestLogger(logger) : false,
    preview: opts.preview,
    abortOnError: false,
    // configureApp mounts the body parsers, for the methods that carry a body
    bodyParser: false,
  });
  configureApp(app, { serveWeb: opts.serveWeb ?? true, logger: cfg.logLevel === 'silent' ? undefined : logger });
  return app;
}

export function configureApp(app: NestExpressApplication, { serveWeb, logger }: { serveWeb: boolean; logger?: Logger }): void {
  const cfg = config();
  answerClientErrorsAsJson(app.getHttpServer());
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(contextMiddleware);
  if (logger) app.use(requestLogger(logger));
  app.use(
    precomputedHeaders(
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
    ),
  );
  app.use(cookieParser());
  app.use(bodyParsers(express.urlencoded({ extended: false, limit: '1mb' }), express.json({ limit: '5mb' })));
  // too deeply nested bodies and NUL characters: a 400 before any guard, pipe or handler
  app.use(inputLimits);
  app.enableCors({
    origin: cfg.publicUrl,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'Content-Disposition', 'X-OTP-Required'],
  });
  app.setGlobalPrefix(API_PREFIX, { exclude: [] });
  app.useGlobalPipes(new AppValidationPipe());
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json', useGlobalPrefix: false });
  if (serveWeb) serveWebApp(app);
}

/**
 * The request log. When LOG_LEVEL lets info lines through: one structured line per request (pino-http).
 * Otherwise a request costs one listener, and only an answer of 500 or more is logged (one line at error).
 */
function requestLogger(logger: Logger): RequestHandler {
  if (logger.isLevelEnabled('info')) {
    return pinoHttp({
      logger,
      genReqId: (req) => (req as Request & { id: string }).id,
      // every request line carries the request id at the top level, like the Nest lines logged inside a request
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'requestId' },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // a query may carry an SSN someone searched for: its parameter names are logged, not its values
      serializers: { req: requestForLog },
      autoLogging: { ignore: (req) => req.url === '/api/v1/health' },
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const started = Date.now();
    res.once('finish', () => {
      if (res.statusCode < 500 || !logger.isLevelEnabled('error')) return;
      logger.error(
        {
          requestId: (req as Request & { id: string }).id,
          req: { method: req.method, url: urlWithoutQueryValues(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Date.now() - started,
        },
        'request errored',
      );
    });
    next();
  };
}

/**
 * A middleware that sets the same headers on every answer (helmet with fixed options), run once at
 * start-up: each request then gets the recorded headers without helmet building them again.
 */
function precomputedHeaders(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    headersSent: false,
    getHeader: () => undefined,
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name, value]);
      return recorder;
    },
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  void middleware({ method: 'GET', url: '/', headers: {} } as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('The header middleware did not finish synchronously: its headers cannot be precomputed');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** The body parsers, only for the methods that carry a body (a GET or HEAD is never parsed). */
function bodyParsers(...parsers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err || i === parsers.length) return next(err);
      void parsers[i++](req, res, step);
    };
    step();
  };
}

/** The API's paths (also /api/docs): they never reach the web app's files. Express routes ignore case, so does this. */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

/** Hashed build output (`/assets/index-3f9a1c.js`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web app: its files, precompressed at build time (`.br`, `.gz` next to each asset; the encoding is
 * negotiated from Accept-Encoding, with `Vary: Accept-Encoding`), and index.html for the single-page
 * app's own routes. Hashed assets are immutable; index.html and the other files are revalidated
 * (`no-cache`), so a new release is picked up on the next load. Requests under /api never get here.
 */
function serveWebApp(app: INestApplication): void {
  const dist = config().webDist;
  if (!existsSync(join(dist, 'index.html'))) return;
  const assets = join(dist, 'assets') + sep;
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
    },
  }) as RequestHandler;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    void files(req, res, (err?: unknown) => {
      // a missing asset stays a 404; any other path is a route of the single-page app
      if (err || req.path.startsWith('/assets/')) return next(err);
      const url = req.url;
      req.url = '/index.html';
      void files(req, res, (err2?: unknown) => {
        req.url = url;
        next(err2);
      });
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
  return SwaggerModule.createDocument(app, doc, { operationIdFactory });
}

/**
 * Unique operation ids for generated clients: the controller's name and the handler's, e.g. `users_list`,
 * `personnelRecords_create` (an @ApiOperation({ operationId }) of its own wins).
 */
export function operationIdFactory(controllerKey: string, methodKey: string): string {
  const stem = controllerKey.replace(/Controller$/, '');
  return `${stem.charAt(0).toLowerCase()}${stem.slice(1)}_${methodKey}`;
}
