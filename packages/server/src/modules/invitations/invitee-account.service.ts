import { BadRequestException, Injectable } from '@nestjs/common';
import { USERNAME_PATTERN } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { UsersService } from '../identity';
import type { InvitationView } from './invitation.dto';
import { InvitationsService } from './invitations.service';

/**
 * POST /invite/create-user: the employee account of an invitee whose form was submitted. The username is
 * the invited e-mail address; the account gets the tenant's CLIENT_EMPLOYEE role and a welcome e-mail
 * with a set-password link, and is linked to the person's record.
 */
@Injectable()
export class InviteeAccountService {
  constructor(
    private readonly db: TenantDb,
    private readonly invitations: InvitationsService,
    private readonly users: UsersService,
  ) {}

  async createUser(invitationId: string): Promise<InvitationView> {
    const { invitation, person } = await this.invitations.forUserAccount(invitationId);
    const username = invitation.email.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(username)) throw new BadRequestException(`${invitation.email} cannot be used as a username.`);
    const roles = await this.db
      .em()
      .query<Array<{ id: string }>>(`SELECT id FROM role WHERE name = 'CLIENT_EMPLOYEE' ORDER BY tenant_id NULLS LAST LIMIT 1`);
    if (!roles.length) throw new BadRequestException('The tenant has no Client Employee role to give the new account.');
    const user = await this.users.create({
      username,
      email: invitation.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roleIds: [roles[0].id],
      sendWelcomeEmail: true,
    });
    return this.invitations.userCreated(invitation, person, user.id);
  }
}
