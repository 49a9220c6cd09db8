import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module';
import { config } from './core/config/config';
import { contextMiddleware } from './core/context/context.middleware';
import { validationPipeOptions } from './core/http/validation';

export const API_PREFIX = 'api/v1';

export interface CreateAppOptions {
  logger?: boolean;
  serveWeb?: boolean;
  /** build the module graph without connecting to anything (OpenAPI generation) */
  preview?: boolean;
}

export async function createApp(opts: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const cfg = config();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: opts.logger === false ? false : nestLogLevels(cfg.logLevel),
    bufferLogs: false,
    preview: opts.preview,
    abortOnError: false,
  });
  configureApp(app, { serveWeb: opts.serveWeb ?? true, log: opts.logger !== false && cfg.logLevel !== 'silent' });
  return app;
}

/** Nest's own start-up and error logs follow LOG_LEVEL too. */
export function nestLogLevels(level: string): false | Array<'error' | 'warn' | 'log'> {
  if (level === 'silent') return false;
  if (level === 'fatal' || level === 'error') return ['error'];
  if (level === 'warn') return ['error', 'warn'];
  return ['error', 'warn', 'log'];
}

export function configureApp(app: NestExpressApplication, { serveWeb, log }: { serveWeb: boolean; log: boolean }): void {
  const cfg = config();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(contextMiddleware);
  if (log) {
    app.use(
      pinoHttp({
        level: cfg.logLevel,
        genReqId: (req) => (req as Request & { id: string }).id,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
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
  app.enableCors({
    origin: cfg.publicUrl,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'Content-Disposition', 'X-OTP-Required'],
  });
  app.setGlobalPrefix(API_PREFIX, { exclude: [] });
  app.useGlobalPipes(new ValidationPipe(validationPipeOptions));
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
  return SwaggerModule.createDocument(app, doc, { operationIdFactory: (_c, method) => method });
}
