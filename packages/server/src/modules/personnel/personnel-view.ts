import { requiredDocumentLabel } from '@clearline/shared';
import type { ContactView, PersonnelDocumentView, VehicleView } from './dto/personnel.dto';
import type { PersonnelContact, PersonnelDocument, PersonnelVehicle } from './personnel.entity';

/** Mappers from entities to the API's views (no I/O). */

export const personnelPath = (id: string): string => `/api/v1/personnel/${id}`;

export function contactView(c: PersonnelContact): ContactView {
  return {
    id: c.id,
    contactTypeEnum: c.contactTypeEnum,
    street1: c.street1,
    street2: c.street2,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    countryId: c.countryId,
    contactName: c.contactName,
    contactRelationshipType: c.contactRelationshipType,
    homePhoneNumber: c.homePhoneNumber,
    workPhoneNumber: c.workPhoneNumber,
    cellPhoneNumber: c.cellPhoneNumber,
    preferredPhoneType: c.preferredPhoneType,
    personalEmailAddress: c.personalEmailAddress,
    governmentEmailAddress: c.governmentEmailAddress,
    faxNumber: c.faxNumber,
    checked: c.checked,
  };
}

export function vehicleView(v: PersonnelVehicle): VehicleView {
  return {
    id: v.id,
    vehicleName: v.vehicleName,
    vehicleMake: v.vehicleMake,
    vehicleModel: v.vehicleModel,
    vehicleYear: v.vehicleYear,
    vehicleColor: v.vehicleColor,
    licensePlate: v.licensePlate,
    registrationState: v.registrationState,
  };
}

export function documentView(d: PersonnelDocument): PersonnelDocumentView {
  return {
    id: d.id,
    personnelId: d.personnelId,
    documentType: 'PERSONNEL',
    documentStatus: d.documentStatus,
    titleId: d.titleId,
    titleName: requiredDocumentLabel(d.titleId),
    required: d.required,
    uploadedDate: d.uploadedDate,
    dateSigned: d.dateSigned,
    hideFromPersonnel: d.hideFromPersonnel,
    fileName: d.fileName,
    filePath: d.fileKey ? `${personnelPath(d.personnelId)}/document/${d.id}/file` : null,
    contentType: d.contentType,
    size: d.size,
    brokenUploadDate: d.brokenUploadDate,
    version: d.version,
  };
}

/** The phone people call a person on: work, else cell, else home phone of their personal contact. */
export function phoneOf(personal: PersonnelContact | undefined | null): string | null {
  if (!personal) return null;
  return personal.workPhoneNumber ?? personal.cellPhoneNumber ?? personal.homePhoneNumber ?? null;
}

export const fullName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`;
