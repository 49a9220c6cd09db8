import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerInterface } from 'typeorm';

const sqlText = (query: string): string => query.replace(/\s+/g, ' ').trim().slice(0, 500);

/**
 * TypeORM's messages through the application's logger (pino JSON, like every other line) instead of its
 * console logger, which prints a failed query with its parameters: a person's search term (an SSN typed
 * into a quick filter), names, e-mail addresses. Parameters are never logged.
 */
export class TypeOrmLogger implements TypeOrmLoggerInterface {
  private readonly logger = new Logger('Database');

  logQuery(): void {
    // not enabled (logging: ['error'])
  }

  /**
   * At debug level, with the SQLSTATE and the SQL text only: the error reaches the errors filter, which
   * answers a 4xx for what the caller sent (e.g. 22P02, whose message quotes the value) and logs the rest.
   */
  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
    this.logger.debug(`Query failed (SQLSTATE ${typeof code === 'string' ? code : 'unknown'}): ${sqlText(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${sqlText(query)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
