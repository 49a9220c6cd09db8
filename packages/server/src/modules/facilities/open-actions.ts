import { Injectable } from '@nestjs/common';
import { CHANGE_CONDITION_TYPE, FACILITY_REVIEW_MESSAGES, labelOf, OPEN_ACTION_MESSAGES as OA } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { type OpenActionLedger, ProvidesOpenActions, RaisesOpenActions } from '../../core/events/open-action-reactions';

/**
 * The open actions of facilities' facts: a facility's changed condition must be reported to DCSA (32 CFR 117.8(c)).
 * While the package is a draft the facility has an open action due on its report due date; submitting completes
 * it, deleting the draft closes it: the action closes by itself.
 */
@Injectable()
@ProvidesOpenActions({ closesByItself: [{ sourceKey: /^change-condition:/, when: OA.whenChangeConditionReported }] })
export class FacilityOpenActions {
  constructor(private readonly db: TenantDb) {}

  @RaisesOpenActions('facility.change-condition.changed')
  async onChangeCondition({ changeConditionId }: { changeConditionId: string }, actions: OpenActionLedger): Promise<void> {
    const sourceKey = `change-condition:${changeConditionId}`;
    const [c] = await this.db
      .em()
      .query<
        Array<{ facility_id: string; condition_type: string; status: string; effective: string; due: string; reported: string | null }>
      >(
        `SELECT facility_id, condition_type, status, to_char(effective_date, 'YYYY-MM-DD') AS effective,
              to_char(report_due_date, 'YYYY-MM-DD') AS due, to_char(reported_date, 'YYYY-MM-DD') AS reported
         FROM facility_change_condition WHERE id = $1`,
        [changeConditionId],
      );
    const [open] = await actions.open(null, { sourceKey });
    if (c?.status === 'DRAFT') {
      const type = labelOf(CHANGE_CONDITION_TYPE, c.condition_type);
      const wanted = {
        title: FACILITY_REVIEW_MESSAGES.reportAction(type),
        description: FACILITY_REVIEW_MESSAGES.reportActionDescription(type, c.effective),
        dueDate: c.due,
      };
      if (!open) await actions.raise({ personnelId: null, facilityId: c.facility_id, actionType: 'OTHER', sourceKey, ...wanted });
      else if (open.title !== wanted.title || open.description !== wanted.description || open.dueDate !== wanted.dueDate) {
        await actions.update(open, wanted);
      }
      return;
    }
    if (!open) return;
    if (c) await actions.settle(open, 'COMPLETED', `Reported to DCSA on ${c.reported}.`);
    else await actions.settle(open, 'CLOSED', 'The change condition was deleted.');
  }
}
