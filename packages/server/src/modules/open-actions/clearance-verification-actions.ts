import { Injectable } from '@nestjs/common';
import {
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  CLEARANCE_VERIFICATION_MESSAGES as M,
  type ClearanceVerificationStatus,
  labelOf,
} from '@clearline/shared';
import { IsNull } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { ClearanceRequest, ClearanceVerification, Personnel } from '../personnel';
import { tenantTodaySql } from '../settings';
import type { FacilityClearanceVerificationDto } from './open-action.dto';
import { OpenAction } from './open-action.entity';

const personKey = (id: string) => `clearance-verification:${id}`;
const reviewKey = (id: string) => `clearance-verification-review:${id}`;
const requestKey = (id: string) => `clearance-request:${id}`;

/**
 * The open actions of clearance verification and clearance requests: a SENT verification is an action of the
 * person (due on its answer-by day); the answer completes it and raises the review at the clearance's facility;
 * closing completes the review; expiry closes what is open. A submitted clearance request is an action at the facility.
 */
@Injectable()
export class ClearanceVerificationActions {
  constructor(private readonly db: TenantDb) {}

  private who(): string | null {
    return RequestContext.current()?.user?.username ?? null;
  }

  private async resolve(personnelId: string | null, sourceKey: string, to: 'COMPLETED' | 'CLOSED', note: string): Promise<void> {
    const repo = this.db.repo(OpenAction);
    const open = await repo.findOneBy({ personnelId: personnelId ?? IsNull(), sourceKey, state: 'OPEN' });
    if (!open) return;
    if (to === 'COMPLETED') Object.assign(open, { state: to, completedAt: new Date(), completedBy: this.who(), note });
    else Object.assign(open, { state: to, closedAt: new Date(), closedBy: this.who(), note });
    await repo.save(open);
  }

  private async raise(input: Partial<OpenAction> & { sourceKey: string; title: string }): Promise<void> {
    const repo = this.db.repo(OpenAction);
    const open = await repo.findOneBy({ personnelId: input.personnelId ?? IsNull(), sourceKey: input.sourceKey, state: 'OPEN' });
    if (!open) await repo.save(repo.create({ actionType: 'OTHER', state: 'OPEN', ...input }));
  }

  @OnDomainEvent('clearance-verification.changed')
  async onVerification({ verificationId }: { verificationId: string }): Promise<void> {
    const v = await this.db.repo(ClearanceVerification).findOneBy({ id: verificationId });
    if (!v) return;
    const person = await this.db.repo(Personnel).findOneBy({ id: v.personnelId });
    const name = person ? `${person.firstName} ${person.lastName}` : '';
    switch (v.status) {
      case 'SENT':
        return this.raise({
          personnelId: v.personnelId,
          sourceKey: personKey(v.id),
          title: M.personActionTitle,
          description: M.personActionDescription(labelOf(CLEARANCE_LEVEL, v.onRecord.pclEligibility)),
          dueDate: v.expiresOn,
        });
      case 'NEEDS_REVIEW':
        await this.resolve(v.personnelId, personKey(v.id), 'COMPLETED', 'Answered and attested.');
        return this.raise({
          personnelId: null,
          facilityId: v.facilityId,
          sourceKey: reviewKey(v.id),
          title: M.reviewActionTitle(name),
          description: M.reviewActionDescription(name),
        });
      case 'CLOSED':
        return this.resolve(null, reviewKey(v.id), 'COMPLETED', 'Verified by the security office.');
      case 'EXPIRED':
        return this.resolve(v.personnelId, personKey(v.id), 'CLOSED', 'The clearance verification expired unanswered.');
    }
  }

  @OnDomainEvent('clearance-request.changed')
  async onRequest({ requestId }: { requestId: string }): Promise<void> {
    const r = await this.db.repo(ClearanceRequest).findOneBy({ id: requestId });
    if (!r || r.status !== 'SUBMITTED') return;
    const person = await this.db.repo(Personnel).findOneBy({ id: r.personnelId });
    const name = person ? `${person.firstName} ${person.lastName}` : '';
    await this.raise({
      personnelId: null,
      facilityId: r.facilityId,
      sourceKey: requestKey(r.id),
      title: M.requestActionTitle(labelOf(CLEARANCE_ACTION, r.action), name),
      description: r.justification,
      dueDate: r.neededBy,
    });
  }

  /** The facility's verifications still open (sent, or answered and waiting for review), answered ones first. */
  async openAtFacility(facilityId: string): Promise<FacilityClearanceVerificationDto[]> {
    const rows = await this.db.em().query<
      Array<{
        id: string;
        personnel_id: string;
        name: string;
        status: ClearanceVerificationStatus;
        level: string | null;
        requested_by: string | null;
        created_at: Date;
        expires_on: string;
      }>
    >(
      `SELECT v.id, v.personnel_id, p.first_name || ' ' || p.last_name AS name, v.status, v.on_record->>'pclEligibility' AS level,
              v.requested_by, v.created_at, to_char(v.expires_on, 'YYYY-MM-DD') AS expires_on
         FROM clearance_verification v JOIN personnel p ON p.tenant_id = v.tenant_id AND p.id = v.personnel_id
        WHERE v.facility_id = $1 AND (v.status = 'NEEDS_REVIEW' OR (v.status = 'SENT' AND v.expires_on >= ${tenantTodaySql('v.tenant_id')}))
        ORDER BY (v.status = 'NEEDS_REVIEW') DESC, v.created_at, v.id`,
      [facilityId],
    );
    return rows.map((r) => ({
      id: r.id,
      personnelId: r.personnel_id,
      personName: r.name,
      status: r.status,
      pclEligibility: r.level,
      requestedBy: r.requested_by,
      createdAt: r.created_at,
      expiresOn: r.expires_on,
    }));
  }
}
