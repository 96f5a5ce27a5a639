import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxInteracLinks } from '../../db/schema';
import type { InteracProvider, InteracState } from './interac-provider';

/** How long the sandbox bank takes to confirm an approved transfer: the spec's "verifying" moment. */
export const SANDBOX_INTERAC_VERIFY_MS = 3_000;

/**
 * The default Interac provider: a payment link opens the sandbox bank's page, where the payer picks a
 * bank and approves, declines or leaves it; an approval is verified for a few seconds before it settles.
 */
export function createSandboxInterac(db: Db, publicUrl: string) {
  const provider: InteracProvider & {
    find(linkId: string): Promise<typeof sandboxInteracLinks.$inferSelect | null>;
    decide(linkId: string, decision: 'approve' | 'decline', bank: string, now: Date): Promise<boolean>;
  } = {
    kind: 'sandbox',
    async createLink({ amountCents, currency, description, idempotencyKey }) {
      // the same request key makes the same link
      const id = `ilk_sandbox_${Buffer.from(idempotencyKey).toString('base64url').slice(-24)}${randomBytes(4).toString('hex')}`;
      const [row] = await db
        .insert(sandboxInteracLinks)
        .values({ id, amountCents, currency, description })
        .returning({ id: sandboxInteracLinks.id });
      return { linkId: row!.id, url: `${publicUrl}/sandbox/interac/${row!.id}` };
    },
    async status(linkId, now): Promise<InteracState> {
      const link = await provider.find(linkId);
      if (!link || link.status === 'declined' || link.status === 'cancelled') return 'failed';
      if (link.status === 'pending') return 'pending';
      return now.getTime() - link.decidedAt!.getTime() >= SANDBOX_INTERAC_VERIFY_MS
        ? 'complete'
        : 'processing';
    },
    async find(linkId) {
      const [row] = await db.select().from(sandboxInteracLinks).where(eq(sandboxInteracLinks.id, linkId));
      return row ?? null;
    },
    async decide(linkId, decision, bank, now) {
      // one final answer: of an approval, a decline and a cancellation at once, the first one counts
      const decided = await db
        .update(sandboxInteracLinks)
        .set({ status: decision === 'approve' ? 'approved' : 'declined', bank, decidedAt: now })
        .where(and(eq(sandboxInteracLinks.id, linkId), eq(sandboxInteracLinks.status, 'pending')))
        .returning({ id: sandboxInteracLinks.id });
      return decided.length > 0;
    },
    async cancel(linkId, now) {
      const cancelled = await db
        .update(sandboxInteracLinks)
        .set({ status: 'cancelled', decidedAt: now })
        .where(and(eq(sandboxInteracLinks.id, linkId), eq(sandboxInteracLinks.status, 'pending')))
        .returning({ id: sandboxInteracLinks.id });
      return cancelled.length > 0 ? 'cancelled' : provider.status(linkId, now);
    },
    async refund(linkId) {
      const link = await provider.find(linkId);
      if (link?.status !== 'approved')
        throw new Error(`The sandbox link ${linkId} has no payment to refund.`);
      await db
        .update(sandboxInteracLinks)
        .set({ refundedAt: new Date() })
        .where(and(eq(sandboxInteracLinks.id, linkId), isNull(sandboxInteracLinks.refundedAt)));
    },
  };
  return provider;
}

export type SandboxInterac = ReturnType<typeof createSandboxInterac>;
