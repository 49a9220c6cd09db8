import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../api/client';
import { dataProvider } from '../../providers/dataProvider';

/** Two columns on wide screens, one on narrow ones. */
export const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;
export const grid3 = { ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } } as const;

/** The tenant's contracts for the visit's contract picker, labelled 'Number – Name'. */
export const useContractChoices = () =>
  useQuery({
    queryKey: ['contracts', 'choices'],
    queryFn: async () =>
      (
        await dataProvider.getList<Schema<'ContractView'>>('contracts', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'contractName', order: 'ASC' },
          filter: {},
        })
      ).data,
    select: (rows) => rows.map((c) => ({ id: c.id, name: `${c.contractNumber} – ${c.contractName}` })),
    staleTime: 60_000,
  });
