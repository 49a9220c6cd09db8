import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { MAX_PAGE_SIZE } from '@clearline/shared';
import type { ListDefinition, ListFilterDefinition } from './list-definition';

type Schema = Record<string, unknown>;

function filterSchema(f: ListFilterDefinition): Schema {
  switch (f.type) {
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'enum':
      return { type: 'string', enum: [...f.values!] };
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: 'number' };
    case 'date':
    case 'dateRange':
      return { type: 'string', format: 'date' };
    default:
      return { type: 'string', maxLength: 200 };
  }
}

/** The query parameters of a list, in the order they are documented. */
export function listQueryParameters(def: ListDefinition): Array<{ name: string; required: boolean; description: string; schema: Schema }> {
  const sortFields = Object.keys(def.sortable);
  const filterNames = Object.keys(def.filters);
  const dir = def.defaultSort.direction.toLowerCase();
  const params: Array<{ name: string; required: boolean; description: string; schema: Schema }> = [
    { name: 'page', required: false, description: 'Page number, from 0 (with size).', schema: { type: 'integer', minimum: 0, default: 0 } },
    {
      name: 'size',
      required: false,
      description: `Rows per page: ${def.defaultSize} by default, at most ${MAX_PAGE_SIZE}.`,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: def.defaultSize },
    },
    {
      name: 'sort',
      required: false,
      description:
        `field,direction (asc or desc) or ["field","ASC|DESC"]; ${def.defaultSort.field},${dir} by default. ` +
        `Sortable fields: ${sortFields.join(', ')}.`,
      schema: { type: 'string', example: `${def.defaultSort.field},${dir}` },
    },
    {
      name: 'range',
      required: false,
      description: `[from,to] row indexes, both included (instead of page and size); at most ${MAX_PAGE_SIZE} rows.`,
      schema: { type: 'string', example: `[0,${def.defaultSize - 1}]` },
    },
    {
      name: 'filter',
      required: false,
      description:
        `The filters as one JSON object (instead of separate parameters): ${['q', 'id (one id or a list)', ...filterNames].join(', ')}` +
        (filterNames.some((n) => ['date', 'dateRange', 'number'].includes(def.filters[n].type))
          ? '; bounds as name_gte and name_lte.'
          : '.'),
      schema: { type: 'string', example: '{}' },
    },
  ];
  if (def.quickFilter?.length || def.quickFilterCondition) {
    params.push({
      name: 'q',
      required: false,
      description: 'Quick filter: contains, any case.',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  for (const [name, f] of Object.entries(def.filters)) {
    const schema = filterSchema(f);
    if (f.type === 'dateRange' || f.type === 'number') {
      params.push({ name: `${name}_gte`, required: false, description: `${f.description ?? name}: from (included).`, schema });
      params.push({ name: `${name}_lte`, required: false, description: `${f.description ?? name}: to (included).`, schema });
      if (f.type === 'dateRange') continue;
    }
    params.push({
      name,
      required: f.required ?? false,
      description:
        f.description ??
        `Filter: ${name}${['uuid', 'enum', 'string'].includes(f.type) && !f.single ? ' (repeat for several values)' : ''}.`,
      schema,
    });
  }
  return params;
}

/**
 * Documents a list endpoint from its definition: paging, sorting, the JSON filter, the quick filter and
 * each typed filter, the 200 answer (an array of `type`) with its Content-Range and X-Total-Count headers, and the 400.
 */
export function ListEndpoint(def: ListDefinition, type: Type<unknown>, description?: string): MethodDecorator {
  return applyDecorators(
    ...listQueryParameters(def).map((p) => ApiQuery(p)),
    ApiOkResponse({
      type: [type],
      description: description ?? `A page of ${def.resource}`,
      headers: {
        'Content-Range': {
          description: `${def.resource} from-to/total of the answered rows (${def.resource} */total when none)`,
          schema: { type: 'string' },
        },
        'X-Total-Count': { description: 'Rows matching the filters, across every page', schema: { type: 'integer' } },
      },
    }),
    ApiBadRequestResponse({ description: 'Unknown sort field or filter, a filter value of the wrong type, or bad paging' }),
  );
}
