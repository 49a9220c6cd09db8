import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../api/client';
import { dataProvider } from '../providers/dataProvider';

const everything = async <T>(resource: string, field: string) =>
  (
    await dataProvider.getList<T & { id: string }>(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field, order: 'ASC' },
      filter: {},
    })
  ).data;

/**
 * Roles for pickers, labelled with their pretty names: `by: 'id'` for fields that hold role ids (FAQs),
 * `by: 'name'` for fields that hold role names (download links, announcements). `systemOnly` keeps the
 * system roles (the provider's FAQs).
 */
export const useRoleChoices = (by: 'id' | 'name', systemOnly = false) =>
  useQuery({
    queryKey: ['roles', 'choices'],
    queryFn: () => everything<Schema<'RoleDto'>>('roles', 'prettyName'),
    select: (rows) => rows.filter((r) => !systemOnly || r.system).map((r) => ({ id: by === 'id' ? r.id : r.name, name: r.prettyName })),
    staleTime: 60_000,
  });

/** People of the tenant for pickers, labelled 'Last, First'. */
export const usePersonnelChoices = () =>
  useQuery({
    queryKey: ['personnel', 'choices'],
    queryFn: () => everything<Schema<'PersonnelListItemView'>>('personnel', 'lastName'),
    select: (rows) => rows.map((p) => ({ id: p.id, name: `${p.lastName}, ${p.firstName}` })),
    staleTime: 60_000,
  });
