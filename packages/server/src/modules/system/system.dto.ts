import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  /** ok when every dependency answers */
  status: 'ok' | 'error';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}

/** A value the build recorded (text), or the number 0 when it recorded none. */
const BUILD_VALUE = { oneOf: [{ type: 'string' }, { type: 'number', enum: [0] }] };

export class SystemVitalsDto {
  @ApiProperty({ ...BUILD_VALUE, description: 'ISO date-time of the build, or 0 when unknown' })
  buildDate: string | number;
  @ApiProperty({ ...BUILD_VALUE, description: 'build number, or 0 when unknown' })
  buildNumber: string | number;
}
