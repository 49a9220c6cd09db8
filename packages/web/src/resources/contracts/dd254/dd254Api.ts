import { api } from '../../../api/client';
import { offerDownload } from '../../../components/upload/download';

/** GET /contracts/{id}/dd254/{dd254Id}/pdf as the raw answer (a download or a preview reads its body). */
export const fetchDd254Pdf = async (id: string, dd254Id: string): Promise<Response> =>
  (await api.GET('/api/v1/contracts/{id}/dd254/{dd254Id}/pdf', { params: { path: { id, dd254Id } }, parseAs: 'stream' })).response;

/** The PDF offered as a file; answers the toast ("File Ready For Download." or "Failed To Download File."). */
export const downloadDd254Pdf = (id: string, dd254Id: string) => offerDownload(() => fetchDd254Pdf(id, dd254Id), 'DD254.pdf');

/** The editor's address of a version, or of a new DD254. */
export const dd254Path = (contractId: string, dd254Id: string | 'add') => `/contracts/${contractId}/contract-info/dd254/${dd254Id}`;
