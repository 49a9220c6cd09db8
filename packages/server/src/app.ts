import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
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
import { requestForLog } from './core/logging/redact';

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
  if (logger) {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req) => (req as Request & { id: string }).id,
        // every request line carries the request id at the top level, like the Nest lines logged inside a request
        quietReqLogger: true,
        customAttributeKeys: { reqId: 'requestId' },
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        // a query may carry an SSN someone searched for: its parameter names are logged, not its values
        serializers: { req: requestForLog },
        autoLogging: { ignore: (req) => req.url === '/api/v1/health' },
      }),
    );
  }
  app.use(
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
  app.use(cookieParser());
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(express.json({ limit: '5mb' }));
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

function serveWebApp(app: INestApplication): void {
  const dist = config().webDist;
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(
    express.static(dist, {
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, file) => {
        if (file.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/')) return next();
    if (/\.[a-z0-9]+$/i.test(req.path) && req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
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
