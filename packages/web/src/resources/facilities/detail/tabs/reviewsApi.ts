import { api, dataOf, listRange, type Schema } from '../../../../api/client';

export type ChangeCondition = Schema<'FacilityChangeConditionView'>;
export type ChangeConditionBody = Schema<'FacilityChangeConditionDto'>;
export type Inspection = Schema<'FacilityInspectionView'>;
export type InspectionBody = Schema<'FacilityInspectionDto'>;
export type Finding = Schema<'FacilityInspectionFindingView'>;
export type FindingBody = Schema<'FacilityInspectionFindingDto'>;
export type CorrectiveActionBody = Schema<'FacilityCorrectiveActionDto'>;
export type Enhancement = Schema<'FacilitySecurityEnhancementView'>;
export type EnhancementBody = Schema<'FacilitySecurityEnhancementDto'>;

/** A facility has few of these records: the tabs read them whole (up to 200) and sort them in the browser. */
const ALL = listRange(0, 199);
const at = (id: string) => ({ params: { path: { id }, query: ALL } });

/** The calls of the Change Conditions, Inspections and Security Enhancements tabs. */
export const reviewsApi = {
  changeConditions: async (id: string) =>
    dataOf(await api.GET('/api/v1/facilities/{id}/detail/change_conditions', at(id))) as ChangeCondition[],
  addChangeCondition: async (id: string, body: ChangeConditionBody) =>
    dataOf(await api.POST('/api/v1/facilities/{id}/detail/change_conditions', { params: { path: { id } }, body })),
  editChangeCondition: async (id: string, conditionId: string, body: ChangeConditionBody) =>
    dataOf(
      await api.PUT('/api/v1/facilities/{id}/detail/change_conditions/{conditionId}', { params: { path: { id, conditionId } }, body }),
    ),
  deleteChangeCondition: async (id: string, conditionId: string) =>
    api.DELETE('/api/v1/facilities/{id}/detail/change_conditions/{conditionId}', { params: { path: { id, conditionId } } }),

  inspections: async (id: string) => dataOf(await api.GET('/api/v1/facilities/{id}/detail/inspections', at(id))) as Inspection[],
  addInspection: async (id: string, body: InspectionBody) =>
    dataOf(await api.POST('/api/v1/facilities/{id}/detail/inspections', { params: { path: { id } }, body })),
  editInspection: async (id: string, inspectionId: string, body: InspectionBody) =>
    dataOf(await api.PUT('/api/v1/facilities/{id}/detail/inspections/{inspectionId}', { params: { path: { id, inspectionId } }, body })),
  deleteInspection: async (id: string, inspectionId: string) =>
    api.DELETE('/api/v1/facilities/{id}/detail/inspections/{inspectionId}', { params: { path: { id, inspectionId } } }),

  enhancements: async (id: string) =>
    dataOf(await api.GET('/api/v1/facilities/{id}/detail/security_enhancements', at(id))) as Enhancement[],
  addEnhancement: async (id: string, body: EnhancementBody) =>
    dataOf(await api.POST('/api/v1/facilities/{id}/detail/security_enhancements', { params: { path: { id } }, body })),
  editEnhancement: async (id: string, enhancementId: string, body: EnhancementBody) =>
    dataOf(
      await api.PUT('/api/v1/facilities/{id}/detail/security_enhancements/{enhancementId}', {
        params: { path: { id, enhancementId } },
        body,
      }),
    ),
  deleteEnhancement: async (id: string, enhancementId: string) =>
    api.DELETE('/api/v1/facilities/{id}/detail/security_enhancements/{enhancementId}', { params: { path: { id, enhancementId } } }),
};
