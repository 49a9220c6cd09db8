/**
 * The personnel API's answers, named for the personnel screens: the types generated from openapi.yaml
 * (docs/personnel-api.md). Dates are YYYY-MM-DD strings.
 */
import type { Schema } from '../../api/client';

export type Personnel = Schema<'PersonnelView'>;
export type Address = Schema<'AddressView'>;
export type Contact = Schema<'ContactView'>;
export type Employment = Schema<'EmploymentView'>;
export type Physical = Schema<'PhysicalView'>;
export type Vehicle = Schema<'VehicleView'>;
export type Automobile = Schema<'AutomobileView'>;
export type PersonnelDocument = Schema<'PersonnelDocumentView'>;
/** The biographic section: the person without the other sections. */
export type Biographic = Omit<
  Personnel,
  'personnelContacts' | 'employment' | 'physical' | 'automobile' | 'personnelDocuments' | 'profilePhoto' | 'facilities'
>;
/** A row of GET /personnel/details */
export type PersonnelListItem = Schema<'PersonnelListItemView'>;
/** People pickers (GET /personnel/basic) */
export type PersonnelBasic = Schema<'PersonnelBasicView'>;
export type InvestigationBrief = Schema<'InvestigationBriefView'>;
export type Clearance = Schema<'ClearanceView'>;
export type Investigation = Schema<'InvestigationView'>;
export type SpecialAccess = Schema<'SpecialAccessView'>;
export type Polygraph = Schema<'PolygraphView'>;
export type Badge = Schema<'BadgeView'>;
export type OpenAction = Schema<'OpenActionView'>;
