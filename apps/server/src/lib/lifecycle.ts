import type { TProcessPhase } from '@portal/contract';

/**
 * Where the process is in its life, for a load balancer: `starting` until the app is ready, `serving`,
 * then `draining` from SIGTERM (or the app's close), while it still answers but asks for no more.
 */
export type Lifecycle = { phase: TProcessPhase };

export const createLifecycle = (): Lifecycle => ({ phase: 'starting' });
