import type { Response } from 'supertest';
import { ForeignTravelDebriefDetailsDto } from '../../src/modules/incidents/travel/foreign-travel.dto';
import { VisitDocumentInputDto } from '../../src/modules/visit-documents/visit-documents.dto';
import { tenantRole } from '../audit/catalogue/identity';
import { walkPendingHire } from '../audit/catalogue/personnel';
import { insertAssignment, insertClearedPerson, insertContract } from './catalogue/contracts';
import { insertFociVisit } from './catalogue/foci-visits';
import { insertInspection } from './catalogue/facility-reviews';
import { INCIDENTS } from './catalogue/incidents';
import { insertTravel } from './catalogue/foreign-travel';
import { insertInvitation } from './catalogue/invitations';
import { insertFacility } from './catalogue/operations';
import { insertIncomingVisit, insertOutgoingVisit, insertVisitDocument } from './catalogue/visits';
import type { WalkContext } from './walk';
import { pastYear } from '../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

/**
 * THE CATALOGUE OF THE BODY-ID WALKER (read by test/tenancy/body-ids.int-spec.ts).
 *
 * The walker finds every id field of every write route's body in the DTO metadata (UuidField / UuidListField
 * `references`, core/http/fields.ts) and replays the route's sample of test/audit/write-routes.catalogue.ts with
 * each of those ids naming ANOTHER tenant's record. What it cannot read from the metadata is here:
 * - RECORD_OF: how to make a record of each tenant-owned table an id may name (as the owner, in a given tenant);
 * - JSON_PART_BODIES: routes whose body is JSON text in a multipart part, validated inside the handler
 *   (jsonPartDto), with the part and its DTO;
 * - EXTRA_WALKS: bodies the route's own sample does not send (e.g. an incident type's `details`), with their
 *   own request and the id fields it carries;
 * - NOT_WALKED: routes whose body names tenant records that the walker does not replay, with the reviewed reason.
 */

/** A record of the table in `tenantId`, made as the owner; its id. */
export type RecordMaker = (ctx: WalkContext, tenantId: string) => Promise<string>;

const one = async (ctx: WalkContext, sql: string, values: unknown[]): Promise<string> => (await ctx.sql<{ id: string }>(sql, values))[0].id;

export const RECORD_OF: Record<string, RecordMaker> = {
  personnel: insertClearedPerson,
  facility: (ctx, tenantId) => insertFacility(ctx, tenantId),
  contract: insertContract,
  contract_assignment: async (ctx, tenantId) => (await insertAssignment(ctx, tenantId)).id,
  role: tenantRole,
  incident: async (ctx, tenantId) => (await insertTravel(ctx, tenantId)).travelId,
  invitation: async (ctx, tenantId) => (await insertInvitation(ctx, tenantId)).invitationId,
  foci_visit: (ctx, tenantId) => insertFociVisit(ctx, tenantId),
  outgoing_visit: async (ctx, tenantId) => (await insertOutgoingVisit(ctx, tenantId)).id,
  incoming_visitor: async (ctx, tenantId) => (await insertIncomingVisit(ctx, tenantId)).visitorId,
  visit_document: async (ctx, tenantId) => insertVisitDocument(ctx, tenantId, 'OUTGOING', (await insertOutgoingVisit(ctx, tenantId)).id),
  pending_hire: async (ctx, tenantId) => (await walkPendingHire(ctx, tenantId)).id,
  personnel_clearance: async (ctx, tenantId) =>
    one(ctx, `SELECT id FROM personnel_clearance WHERE personnel_id = $1`, [await insertClearedPerson(ctx, tenantId)]),
  personnel_contact: async (ctx, tenantId) =>
    one(ctx, `INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum) VALUES ($1, $2, 'PERSONAL') RETURNING id`, [
      tenantId,
      await insertClearedPerson(ctx, tenantId),
    ]),
  personnel_vehicle: async (ctx, tenantId) =>
    one(ctx, `INSERT INTO personnel_vehicle (tenant_id, personnel_id) VALUES ($1, $2) RETURNING id`, [
      tenantId,
      await insertClearedPerson(ctx, tenantId),
    ]),
  personnel_termination: async (ctx, tenantId) =>
    one(
      ctx,
      `INSERT INTO personnel_termination (tenant_id, personnel_id, termination_date, reason) VALUES ($1, $2, current_date, 'RESIGNED') RETURNING id`,
      [tenantId, await insertClearedPerson(ctx, tenantId)],
    ),
  facility_inspection_finding: async (ctx, tenantId) =>
    one(ctx, `SELECT id FROM facility_inspection_finding WHERE inspection_id = $1`, [(await insertInspection(ctx, tenantId)).inspectionId]),
  facility_corrective_action: async (ctx, tenantId) =>
    one(
      ctx,
      `SELECT a.id FROM facility_corrective_action a JOIN facility_inspection_finding f ON f.id = a.finding_id WHERE f.inspection_id = $1`,
      [(await insertInspection(ctx, tenantId)).inspectionId],
    ),
};

/** The multipart routes whose `document` part is the JSON body of a visit document (VisitDocumentsService, jsonPartDto). */
export const JSON_PART_BODIES: Record<string, { part: string; type: Function }> = Object.fromEntries(
  [
    'POST /api/v1/visits/incoming/:visitId/document',
    'PUT /api/v1/visits/incoming/:visitId/document/:documentId',
    'POST /api/v1/visits/outgoing/:visitId/document',
    'PUT /api/v1/visits/outgoing/:visitId/document/:documentId',
    'POST /api/v1/visits/foci/:visitId/document',
    'PUT /api/v1/visits/foci/:visitId/document/:documentId',
    'POST /api/v1/visits/foci/me/:id/document',
  ].map((route) => [route, { part: 'document', type: VisitDocumentInputDto }]),
);

/** A walk of a body the route's write sample does not send: its own request (whose ids the walker replaces) and the DTO of a part of it. */
export interface ExtraWalk {
  route: string;
  run(ctx: WalkContext): Promise<Response>;
  /** the part of the body (its path) and the DTO that validates it inside the handler */
  part: { path: string; type: Function };
}

export const EXTRA_WALKS: Record<string, ExtraWalk> = {
  'POST /api/v1/incidents, details of a FOREIGN_TRAVEL_DEBRIEF': {
    route: 'POST /api/v1/incidents',
    run: async (ctx) => {
      const { travelId } = await insertTravel(ctx, ctx.tenantId);
      const no = {
        contactWithForeignNationals: false,
        attemptsToObtainInformation: false,
        unusualIncidents: false,
        lostOrStolenItems: false,
        devicesOutOfControl: false,
        itineraryChanged: false,
      };
      return (await ctx.agent({ permissions: INCIDENTS }))
        .post('/api/v1/incidents')
        .send({ incidentType: 'FOREIGN_TRAVEL_DEBRIEF', details: { foreignTravelId: travelId, debriefDate: `${PAST}-01-01`, ...no } });
    },
    part: { path: 'details', type: ForeignTravelDebriefDetailsDto },
  },
};

/**
 * The fields a nested record requires, by its DTO class, for the records the walker adds to carry an id the sample's
 * body has no place for (e.g. a contact with its id when the sample sends no contacts).
 */
export const NEW_RECORDS: Record<string, Record<string, unknown>> = {
  ContactDto: { contactTypeEnum: 'PERSONAL' },
  EmploymentDto: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' },
  ClearanceDto: { pclStatus: 'ACTIVE', pclEligibility: 'SECRET' },
  FacilityKmpDto: { kmpRole: 'FSO' },
  IncomingVisitorDto: { visitorName: 'Walk Visitor' },
  FacilityInspectionFindingDto: { category: 'OBSERVATION', description: 'Walk finding' },
  FacilityCorrectiveActionDto: { description: 'Walk action', dueDate: `${PAST}-01-31` },
};

/** Write routes whose body names tenant records that the walker does not replay, each with its reason. */
export const NOT_WALKED: Record<string, string> = {};
