/** What other modules and the app may use of this module; they import it only from here. */
export { Invitation } from './invitation.entity';
export { InvitationsModule } from './invitations.module';
