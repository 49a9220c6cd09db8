import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { answeredSsnVisibility, canRevealSsn, normalizeSsn, PEOPLE_MESSAGES, type SsnVisibility } from '@clearline/shared';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import type { Personnel } from './personnel.entity';
import { decryptSsn, displaySsn, encryptSsn, ssnBlindIndex } from './ssn-crypto';

/** The numbers of a person protected as an SSN: the SSN itself and the pseudo-SSN (PSSN). */
export type SsnKind = 'ssn' | 'pssn';

/** Where each number is stored on a person, its unique index and its messages. */
export const SSN_KINDS = {
  ssn: {
    encrypted: 'ssnEncrypted',
    hmac: 'ssnHmac',
    hmacColumn: 'ssn_hmac',
    uniqueIndex: 'personnel_ssn_uq',
    format: PEOPLE_MESSAGES.ssnFormat,
    duplicate: PEOPLE_MESSAGES.ssnDuplicate,
  },
  pssn: {
    encrypted: 'pssnEncrypted',
    hmac: 'pssnHmac',
    hmacColumn: 'pssn_hmac',
    uniqueIndex: 'personnel_pssn_uq',
    format: PEOPLE_MESSAGES.pssnFormat,
    duplicate: PEOPLE_MESSAGES.pssnDuplicate,
  },
} as const satisfies Record<
  SsnKind,
  { encrypted: keyof Personnel; hmac: keyof Personnel; hmacColumn: string; uniqueIndex: string; format: string; duplicate: string }
>;

/** The forms an SSN takes in a list or detail answer. */
export type AnsweredSsnVisibility = Exclude<SsnVisibility, 'FULL'>;

export interface ProtectedSsn {
  encrypted: string;
  hmac: string | null;
}

/** SSN encryption, blind index and per-caller display (SSN visibility permissions), for the SSN and the PSSN alike. */
@Injectable()
export class SsnService {
  private readonly logger = new Logger('Ssn');

  /** Encrypts a submitted number for `tenantId`; refuses anything but nine digits (XXX-XX-XXXX accepted). */
  protect(input: string, tenantId: string, kind: SsnKind = 'ssn'): ProtectedSsn {
    const digits = normalizeSsn(input);
    if (!digits) throw new BadRequestException(SSN_KINDS[kind].format);
    const cfg = config();
    return { encrypted: encryptSsn(digits, tenantId, cfg.ssnEncryptionKey), hmac: ssnBlindIndex(digits, tenantId, cfg.ssnHmacKey) };
  }

  /** The blind index a submitted number would have (for duplicate checks), or null for an invalid one. */
  blindIndex(input: string, tenantId: string): string | null {
    const digits = normalizeSsn(input);
    return digits ? ssnBlindIndex(digits, tenantId, config().ssnHmacKey) : null;
  }

  /** The stored number in clear, or null when there is none or it cannot be decrypted (logged). */
  reveal(stored: string | null, tenantId: string): string | null {
    if (!stored) return null;
    try {
      return decryptSsn(stored, tenantId, config().ssnEncryptionKey);
    } catch (e) {
      this.logger.error(`An SSN of tenant ${tenantId} could not be decrypted: ${(e as Error).message}`);
      return null;
    }
  }

  /**
   * How the current caller sees SSNs in list and detail answers (the last four digits at most: the whole
   * number only comes from the audited reveal), and whether they may reveal one.
   */
  callerVisibility(): { visibility: AnsweredSsnVisibility; canReveal: boolean } {
    const perms = RequestContext.current()?.user?.permissions ?? {};
    return { visibility: answeredSsnVisibility(perms), canReveal: canRevealSsn(perms) };
  }

  /** The number as an answer may carry it: the last four digits or asterisks, never the whole number. */
  display(stored: string | null, tenantId: string, visibility: AnsweredSsnVisibility): string | null {
    return displaySsn(stored, visibility, (s) => this.reveal(s, tenantId));
  }

  duplicate(kind: SsnKind = 'ssn'): ConflictException {
    return new ConflictException(SSN_KINDS[kind].duplicate);
  }
}
