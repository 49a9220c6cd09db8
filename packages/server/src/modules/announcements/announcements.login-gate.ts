import { Injectable } from '@nestjs/common';
import { LoginGate } from '../identity';
import { AnnouncementsService } from './announcements.service';

/** Stops sign-ins while an active system announcement has stopUserLogin (SUPER_ADMIN may still sign in). */
@Injectable()
export class AnnouncementsLoginGate extends LoginGate {
  constructor(private readonly announcements: AnnouncementsService) {
    super();
  }

  async refusal(user: { userId: string; tenantId: string; roles: string[] }): Promise<string | null> {
    const stop = await this.announcements.isLoginStopped(user.roles);
    return stop.stopped ? (stop.message ?? null) : null;
  }
}
