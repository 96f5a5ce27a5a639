/** Business constants and limits of the specification (section 9). */
export const LIMITS = {
  profilePhotoMaxBytes: 3 * 1024 * 1024,
  defaultDocumentMaxMb: 5,
  sinLength: 9,
  minimumAgeYears: 16,
  documentPollMs: 10_000,
  paymentStatusPollMs: 10_000,
  interacPopup: { width: 400, height: 600 },
  toastMs: 5_500,
  notificationPageSize: 20,
  notificationCollapsedCount: 4,
  notificationLoadMorePx: 50,
  notificationPopover: { listHeight: 550, width: 600 },
  quizAutoSubmitDelayMs: 1_500,
  alreadyEnrolledWindowSeconds: 120,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const DEFAULTS = {
  country: 'Canada',
  currency: 'CAD',
  timeZone: 'America/Toronto',
  payThrough: 'self_paid',
  saveCard: true,
  cardPaymentApiMode: 'stripe',
  language: 'en',
} as const;

/** Profile completion colour: green above 75 %, amber above 50 %, red otherwise. */
export function completionColour(percentage: number): 'success' | 'warning' | 'error' {
  if (percentage > 75) return 'success';
  if (percentage > 50) return 'warning';
  return 'error';
}
