/**
 * The portal's pages that its screens, notifications and mails link to. The web app's routes have these
 * paths; the server builds the links of its mails from them, so a click in the bell and in a mail land
 * on the same page.
 */
export const PORTAL_PAGES = {
  dashboard: '/dashboard',
  learningLevel: '/learning-level',
  paymentHistory: '/payment-details?tab=history',
  pendingPayments: '/payment-details?tab=pending',
  forum: '/forum',
  support: '/support',
  liveConnect: '/live-connect',
  documents: '/document',
  room: (courseSlug: string, subscriptionId: number, contentId?: number | null) => {
    const base = `/program-journey/room/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
    return contentId ? `${base}/${contentId}` : base;
  },
  quizAttempt: (attemptId: number) => `/program-journey/assessment/${attemptId}`,
  certificate: (certificateId: number) => `/certificate/${certificateId}`,
  transcript: (subscriptionId: number) => `/transcript/${subscriptionId}`,
  forumThread: (threadId: number) => `/forum/${threadId}`,
  supportRequest: (requestId: number) => `/support/${requestId}`,
} as const;
