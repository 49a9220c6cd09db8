import { useQuery } from '@tanstack/react-query';
import { parseSettingOptions, settingDefinition, type SettingOption } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { personnelApi, recordApi, type RecordKind } from './api';

export const personKey = (id: string) => ['personnel', id] as const;
export const recordsKey = (id: string, kind: RecordKind) => ['personnel', id, kind] as const;

export const requiredDocumentsKey = (id: string) => ['personnel', id, 'required-documents'] as const;

/** The titles the person must have; refreshed with the person (its key starts with personKey). */
export const useRequiredDocuments = (id: string) =>
  useQuery({ queryKey: requiredDocumentsKey(id), queryFn: () => personnelApi.requiredDocuments(id) });

export const usePerson = (id: string | undefined) =>
  useQuery({ queryKey: personKey(id ?? ''), queryFn: () => personnelApi.get(id!), enabled: Boolean(id) });

export const useRecords = <K extends RecordKind>(personnelId: string, kind: K) =>
  useQuery({ queryKey: recordsKey(personnelId, kind), queryFn: () => recordApi(kind).list(personnelId) });

const SPECIAL_SYSTEMS = 'ACCESSIBLE_SPECIAL_SYSTEMS';

/**
 * The special systems a person of this tenant can hold: the tenant setting ACCESSIBLE_SPECIAL_SYSTEMS
 * when the user may read tenant settings, else the setting's default list.
 */
export const useSpecialSystemChoices = () =>
  useQuery({
    queryKey: ['tenant-settings', SPECIAL_SYSTEMS],
    queryFn: async (): Promise<SettingOption[]> => {
      try {
        const rows = dataOf(
          await api.GET('/api/v1/tenant-settings/{category}', { params: { path: { category: 'SPECIAL_SYSTEM_ACCESS' } } }),
        );
        const row = rows.find((r) => r.parameterName === SPECIAL_SYSTEMS);
        if (row) return parseSettingOptions(row.value);
      } catch {
        // not allowed to read tenant settings: fall back to the default list below
      }
      return parseSettingOptions(settingDefinition('TENANT', SPECIAL_SYSTEMS)?.defaultValue);
    },
    select: (options) => options.map((o) => ({ id: o.value, name: o.label })),
    staleTime: 5 * 60_000,
  });
