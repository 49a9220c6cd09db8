/**
 * A hook that can stop sign-ins (an active announcement with stopUserLogin). The announcements
 * module provides an implementation from a @Global() module; without one nobody is stopped.
 * `refusal` answers the message of the 403, or null to let the user in.
 */
export abstract class LoginGate {
  abstract refusal(user: { userId: string; tenantId: string; roles: string[] }): Promise<string | null>;
}

/**
 * Whether the signed-in user belongs to a team (GET /users/me/is-team-member). The teams module
 * provides the implementation from a @Global() module; without teams nobody is a member.
 */
export abstract class TeamMembership {
  abstract isMember(userId: string, tenantId: string): Promise<boolean>;
}
