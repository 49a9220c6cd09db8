import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { CONTRACT_MESSAGES } from '@clearline/shared/contracts';
import { failureMessage } from '../../lib/feedback';
import type { Schema } from '../../api/client';
import { contractBody } from './contractForm';
import { ContractInputs } from './ContractInputs';

type Contract = Schema<'ContractView'>;

/** /contracts/add ('Add New Contract'); the new contract opens on its contract-info tab. */
export const ContractCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="contracts"
      title={CONTRACT_MESSAGES.addTitle}
      transform={contractBody}
      mutationOptions={{
        onSuccess: (data: Contract) => {
          notify(CONTRACT_MESSAGES.created(data.contractName), { type: 'success' });
          redirect(`/contracts/${data.id}/contract-info`);
        },
        onError: (error: unknown) => notify(failureMessage(error, 'Failed To Create Contract'), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <ContractInputs />
      </SimpleForm>
    </Create>
  );
};

export default ContractCreate;
