import 'reflect-metadata';
import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { IdParam, IntIdParam } from './id-param';

/** The metadata keys Nest keeps a handler's arguments under, and @nestjs/swagger its documented answers. */
const ROUTE_ARGS_METADATA = '__routeArguments__';
const API_RESPONSE = 'swagger/apiResponse';

class Routes {
  one(@IdParam() id: string): string {
    return id;
  }

  nested(@IdParam() id: string, @IdParam('visitId') visitId: string): string {
    return `${id}/${visitId}`;
  }

  country(@IntIdParam('countryId') countryId: number): number {
    return countryId;
  }
}

/** The parameters a route method reads from the path, with the pipe each one runs. */
function pathParams(method: keyof Routes): Array<{ name: string; pipe: PipeTransform }> {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Routes, method) as Record<string, { data: string; pipes: PipeTransform[] }>;
  return Object.values(args).map((a) => ({ name: a.data, pipe: a.pipes[0] }));
}

const ID = '7d0a3f52-3c1e-4c2b-9a57-1f0a5c1d9e01';

describe('IdParam', () => {
  it('reads the named path parameter, `id` by default', () => {
    expect(pathParams('one').map((p) => p.name)).toEqual(['id']);
    expect(
      pathParams('nested')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['id', 'visitId']);
  });

  it('passes a UUID through and answers 404 with the not-found message for anything else', () => {
    const [{ pipe }] = pathParams('one');
    expect(pipe.transform(ID, { type: 'param' })).toBe(ID);
    const refused = (() => {
      try {
        pipe.transform('not-an-id', { type: 'param' });
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(NotFoundException);
    expect((refused as NotFoundException).message).toBe('Record not-an-id was not found');
  });

  it('documents the 404 of the operation', () => {
    const responses = Reflect.getMetadata(API_RESPONSE, Routes.prototype.one) as Record<string, { schema?: { $ref?: string } }>;
    expect(responses['404']?.schema?.$ref).toBe('#/components/schemas/ErrorResponse');
  });
});

describe('IntIdParam', () => {
  it('turns a whole number into a number and answers 404 for anything else', () => {
    const [{ name, pipe }] = pathParams('country');
    expect(name).toBe('countryId');
    expect(pipe.transform('236', { type: 'param' })).toBe(236);
    for (const wrong of ['2.5', 'abc', '']) expect(() => pipe.transform(wrong, { type: 'param' })).toThrow(NotFoundException);
  });
});
