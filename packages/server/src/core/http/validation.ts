import { BadRequestException, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      for (const [key, msg] of Object.entries(e.constraints)) {
        out.push(key === 'whitelistValidation' ? `${path} is not an accepted field` : msg);
      }
    }
    if (e.children?.length) out.push(...flatten(e.children, path));
  }
  return out;
}

export const validationPipeOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
};
