import type { Tx } from '../db/client.ts';
import type { ageProofs } from '../db/schema.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';

type ProofRow = typeof ageProofs.$inferSelect;

/** Where a member sees their proof of age and sends a new one. */
export const PROOF_LINK = '/setting/proof';

/**
 * Tells the member the console's decision on their proof of age, in the review's transaction: the
 * notice (with the reason of a rejection) and the email, queued to go out after the commit.
 */
export async function tellProofDecision(tx: Tx, mails: NoticeMails | null, proof: ProofRow): Promise<void> {
  const approved = proof.status === 'approved';
  if (!approved && proof.status !== 'rejected') return;
  const kind = approved ? 'proofApproved' : 'proofRejected';
  await writeNotice(tx, {
    userId: proof.userId,
    kind,
    actorId: proof.userId,
    snippet: approved ? null : proof.reason,
    link: PROOF_LINK,
  });
  await mails?.queue(tx, {
    userId: proof.userId,
    kind,
    link: PROOF_LINK,
    params: approved ? {} : { reason: proof.reason ?? '' },
    key: `proof:${proof.id}:${proof.status}:${proof.reviewedAt?.getTime() ?? 0}`,
  });
}
