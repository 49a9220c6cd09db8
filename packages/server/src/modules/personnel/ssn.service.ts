import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { canRevealSsn, normalizeSsn, PEOPLE_MESSAGES, type SsnVisibility, ssnVisibilityOf } from '@clearline/shared';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { decryptSsn, displaySsn, encryptSsn, ssnBlindIndex } from './ssn-crypto';

export interface ProtectedSsn {
  ssnEncrypted: string;
  ssnHmac: string | null;
}

/** SSN encryption, blind index and per-caller display (SSN visibility permissions). */
@Injectable()
export class SsnService {
  private readonly logger = new Logger('Ssn');

  /** Encrypts a submitted SSN for `tenantId`; refuses anything but nine digits (XXX-XX-XXXX accepted). */
  protect(input: string, tenantId: string): ProtectedSsn {
    const digits = normalizeSsn(input);
    if (!digits) throw new BadRequestException(PEOPLE_MESSAGES.ssnFormat);
    const cfg = config();
    return { ssnEncrypted: encryptSsn(digits, tenantId, cfg.ssnEncryptionKey), ssnHmac: ssnBlindIndex(digits, tenantId, cfg.ssnHmacKey) };
  }

  /** The blind index a submitted SSN would have (for duplicate checks), or null for an invalid one. */
  blindIndex(input: string, tenantId: string): string | null {
    const digits = normalizeSsn(input);
    return digits ? ssnBlindIndex(digits, tenantId, config().ssnHmacKey) : null;
  }

  /** The nine digits, or null when there is no number or it cannot be decrypted (logged). */
  reveal(stored: string | null, tenantId: string): string | null {
    if (!stored) return null;
    try {
      return decryptSsn(stored, tenantId, config().ssnEncryptionKey);
    } catch (e) {
      this.logger.error(`An SSN of tenant ${tenantId} could not be decrypted: ${(e as Error).message}`);
      return null;
    }
  }

  /** How the current caller sees SSNs, and whether they may reveal one. */
  callerVisibility(): { visibility: SsnVisibility; canReveal: boolean } {
    const perms = RequestContext.current()?.user?.permissions ?? {};
    return { visibility: ssnVisibilityOf(perms), canReveal: canRevealSsn(perms) };
  }

  /** The SSN as the caller may see it. Only decrypts when the caller sees digits. */
  display(stored: string | null, tenantId: string, visibility: SsnVisibility): string | null {
    return displaySsn(stored, visibility, (s) => this.reveal(s, tenantId));
  }

  duplicate(): ConflictException {
    return new ConflictException(PEOPLE_MESSAGES.ssnDuplicate);
  }
}
