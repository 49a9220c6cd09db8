import { Injectable } from '@nestjs/common';
import { TERMINATION_STEP_VALUES, TERMINATION_STEPS, terminationActionKey } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { OpenAction } from './open-action.entity';
import { OpenActionsService } from './open-actions.service';

/**
 * The off-boarding open actions of a termination: recording it (PENDING) raises one action per step for
 * the FSO, due on the termination date; accepting it completes the steps the acceptance itself does (the
 * account is disabled). The other steps stay open until the FSO completes them.
 */
@Injectable()
export class TerminationActions {
  constructor(
    private readonly db: TenantDb,
    private readonly actions: OpenActionsService,
  ) {}

  @OnDomainEvent('personnel.termination.changed')
  async onTermination({ terminationId }: { terminationId: string }): Promise<void> {
    const [t] = await this.db
      .em()
      .query<Array<{ personnel_id: string; status: string; termination_date: string; first_name: string; last_name: string }>>(
        `SELECT t.personnel_id, t.status, to_char(t.termination_date, 'YYYY-MM-DD') AS termination_date, p.first_name, p.last_name
         FROM personnel_termination t JOIN personnel p ON p.tenant_id = t.tenant_id AND p.id = t.personnel_id WHERE t.id = $1`,
        [terminationId],
      );
    if (!t) return;
    if (t.status === 'PENDING') {
      const name = `${t.first_name} ${t.last_name}`;
      for (const step of TERMINATION_STEP_VALUES) {
        await this.actions.raise({
          personnelId: t.personnel_id,
          actionType: 'OTHER',
          title: TERMINATION_STEPS[step].title,
          description: TERMINATION_STEPS[step].description.replace('{name}', name),
          sourceKey: terminationActionKey(terminationId, step),
          dueDate: t.termination_date,
        });
      }
      return;
    }
    const repo = this.db.repo(OpenAction);
    for (const step of TERMINATION_STEP_VALUES.filter((s) => TERMINATION_STEPS[s].byAcceptance)) {
      const a = await repo.findOneBy({ personnelId: t.personnel_id, sourceKey: terminationActionKey(terminationId, step), state: 'OPEN' });
      if (!a) continue;
      a.state = 'COMPLETED';
      a.completedAt = new Date();
      a.completedBy = RequestContext.require().user?.username ?? null;
      await repo.save(a);
    }
  }
}
