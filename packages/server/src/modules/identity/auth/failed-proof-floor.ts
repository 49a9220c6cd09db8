import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A failed proof (a wrong password or code at sign-in, a wrong code or current password at reset) is
 * answered no sooner than this many milliseconds after the request began. What a failure costs differs
 * by a few milliseconds between an unknown username and a known account (the account's failure count is
 * written); with the floor, both answer at the same moment, and online guessing is slowed as well.
 * The wait holds no database connection (the routes run with @OwnTransactions()).
 */
export const FAILED_PROOF_FLOOR_MS = 250;

/** Waits until FAILED_PROOF_FLOOR_MS have passed since `startedAt` (performance.now() at the start of the request). */
export async function failedProofFloor(startedAt: number): Promise<void> {
  const wait = startedAt + FAILED_PROOF_FLOOR_MS - performance.now();
  if (wait > 0) await sleep(wait);
}
