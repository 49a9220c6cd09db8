import { api, dataOf, type Schema } from '../../../api/client';

export type PendingHire = Schema<'PendingHireView'>;
export type ReportNewHireBody = Schema<'ReportNewHireDto'>;
export type AcceptNewPersonnelBody = Schema<'AcceptNewPersonnelDto'>;
export type RejectNewPersonnelBody = Schema<'RejectNewPersonnelDto'>;

/** Report New Hire and the FSO's review (POST /personnel/report-new-hire, accept-new-personnel, reject-new-personnel). */
export const newHireApi = {
  report: async (body: ReportNewHireBody) => dataOf(await api.POST('/api/v1/personnel/report-new-hire', { body })),
  accept: async (body: AcceptNewPersonnelBody) => dataOf(await api.POST('/api/v1/personnel/accept-new-personnel', { body })),
  reject: async (body: RejectNewPersonnelBody) => dataOf(await api.POST('/api/v1/personnel/reject-new-personnel', { body })),
};
