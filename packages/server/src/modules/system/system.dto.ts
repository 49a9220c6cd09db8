export class HealthDto {
  /** ok when every dependency answers */
  status: 'ok' | 'error';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}

export class SystemVitalsDto {
  /** ISO date-time of the build, or 0 when unknown */
  buildDate: string | number;
  /** build number, or 0 when unknown */
  buildNumber: string | number;
}
