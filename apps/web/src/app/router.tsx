import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { AuthGuard } from './auth-guard';
import { MainLayout } from './layouts/main-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { lazyPage } from './lazy-route';
import { RouteError } from './route-error';

// Each page is its own chunk; lazyPage adds the 120 s time-out and turns failures into a Reload screen.
const home = lazyPage(
  () => import('../features/catalogue/pages/home-page'),
  (m) => m.HomePage,
  { frameTextsOnly: true },
);
const login = lazyPage(
  () => import('../features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const notFound = lazyPage(
  () => import('./pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const cohortJoin = lazyPage(
  () => import('../features/enrolment/pages/cohort-join-page'),
  (m) => m.CohortJoinPage,
);
const room = lazyPage(
  () => import('./routes/room-route'),
  (m) => m.RoomRoute,
);
const freeProgram = lazyPage(
  () => import('../features/enrolment/pages/free-program-page'),
  (m) => m.FreeProgramPage,
);
const profile = lazyPage(
  () => import('./routes/profile-route'),
  (m) => m.ProfileRoute,
);
const certificateVerification = lazyPage(
  () => import('../features/grades/pages/certificate-verification-page'),
  (m) => m.CertificateVerificationPage,
);

/**
 * A pathless route around a layout's pages: its errorElement keeps the layout on screen when a page
 * fails, and its fallback shows inside the layout while the first page's code loads.
 */
function pages(children: RouteObject[]): RouteObject {
  return { errorElement: <RouteError />, hydrateFallbackElement: <LoadingScreen />, children };
}

/** The route table of the spec, section 2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen fullHeight />,
    children: [
      {
        path: '/',
        element: <MainLayout />,
        children: [
          pages([
            // public
            { index: true, lazy: home },
            { path: 'preview', lazy: home },
            { path: 'auth/login', lazy: login },
            {
              path: 'programs',
              lazy: lazyPage(
                () => import('../features/catalogue/pages/programs-page'),
                (m) => m.ProgramsPage,
              ),
            },
            {
              path: 'expire-link',
              lazy: lazyPage(
                () => import('../features/auth/pages/expired-link-page'),
                (m) => m.ExpiredLinkPage,
              ),
            },
            {
              path: 'program/:id',
              lazy: lazyPage(
                () => import('../features/catalogue/pages/program-details-page'),
                (m) => m.ProgramDetailsPage,
              ),
            },
            {
              path: 'checkout/:id',
              children: [
                {
                  index: true,
                  lazy: lazyPage(
                    () => import('../features/payments/pages/checkout-page'),
                    (m) => m.CheckoutPage,
                  ),
                },
                {
                  path: 'thanks',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/registration-fee-thanks-page'),
                    (m) => m.RegistrationFeeThanksPage,
                  ),
                },
                {
                  path: 'payment-thanks',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/payment-thanks-page'),
                    (m) => m.PaymentThanksPage,
                  ),
                },
                {
                  path: 'free-trial-thanks',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/free-trial-thanks-page'),
                    (m) => m.FreeTrialThanksPage,
                  ),
                },
                {
                  path: 'payment-pending',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/payment-pending-page'),
                    (m) => m.PaymentPendingPage,
                  ),
                },
                {
                  path: 'payment-school-thanks',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/payment-school-thanks-page'),
                    (m) => m.PaymentSchoolThanksPage,
                  ),
                },
                { path: 'free-program', lazy: freeProgram },
                { path: 'free-program/:cohortId', lazy: freeProgram },
              ],
            },
            { path: 'program/:slug/cohort/:cohortId/join', lazy: cohortJoin },
            {
              path: 'program/:slug/course/join',
              lazy: lazyPage(
                () => import('../features/enrolment/pages/course-join-page'),
                (m) => m.CourseJoinPage,
              ),
            },
            { path: 'program/:slug/:cohortId/join', lazy: cohortJoin },
            {
              path: 'certificate/:id',
              lazy: lazyPage(
                () => import('../features/grades/pages/certificate-page'),
                (m) => m.CertificatePage,
              ),
            },
            // public: anyone checks a certificate by the code printed on it
            { path: 'certificate/verify', lazy: certificateVerification },
            { path: 'certificate/verify/:code', lazy: certificateVerification },
            {
              path: 'maintenance-planned',
              lazy: lazyPage(
                () => import('../features/institute/pages/maintenance-planned-page'),
                (m) => m.MaintenancePlannedPage,
              ),
            },
            {
              path: 'maintenance-unplanned',
              lazy: lazyPage(
                () => import('../features/institute/pages/maintenance-unplanned-page'),
                (m) => m.MaintenanceUnplannedPage,
              ),
            },

            // login required
            {
              element: <AuthGuard />,
              children: [
                {
                  path: 'dashboard',
                  lazy: lazyPage(
                    () => import('../features/dashboard/pages/dashboard-page'),
                    (m) => m.DashboardPage,
                  ),
                },
                {
                  path: 'learning-level',
                  lazy: lazyPage(
                    () => import('../features/rewards/pages/learning-level-page'),
                    (m) => m.LearningLevelPage,
                  ),
                },
                {
                  path: 'coursestart/:id',
                  lazy: lazyPage(
                    () => import('../features/dashboard/pages/course-start-page'),
                    (m) => m.CourseStartPage,
                  ),
                },
                // the spec lists the registration forms as public, but they write the signed-in student's record
                {
                  path: 'onboard-register',
                  lazy: lazyPage(
                    () => import('../features/profile/pages/onboard-registration-page'),
                    (m) => m.OnboardRegistrationPage,
                  ),
                },
                {
                  path: 'register',
                  lazy: lazyPage(
                    () => import('../features/profile/pages/registration-page'),
                    (m) => m.RegistrationPage,
                  ),
                },
                { path: 'profile', lazy: profile },
                { path: 'profile/edit', lazy: profile },
                {
                  path: 'support',
                  children: [
                    {
                      index: true,
                      lazy: lazyPage(
                        () => import('../features/support/pages/support-page'),
                        (m) => m.SupportPage,
                      ),
                    },
                    {
                      path: ':requestId',
                      lazy: lazyPage(
                        () => import('../features/support/pages/support-request-page'),
                        (m) => m.SupportRequestPage,
                      ),
                    },
                  ],
                },
                {
                  path: 'forum',
                  children: [
                    {
                      index: true,
                      lazy: lazyPage(
                        () => import('../features/forum/pages/forum-page'),
                        (m) => m.ForumPage,
                      ),
                    },
                    {
                      path: ':threadId',
                      lazy: lazyPage(
                        () => import('../features/forum/pages/thread-page'),
                        (m) => m.ThreadPage,
                      ),
                    },
                  ],
                },
                {
                  path: 'quiz/:id',
                  lazy: lazyPage(
                    () => import('../features/quiz/pages/quiz-page'),
                    (m) => m.QuizPage,
                  ),
                },
                // a student's own records: listed beside program/{id} in the spec, but never public
                {
                  path: 'document',
                  lazy: lazyPage(
                    () => import('../features/documents/pages/documents-page'),
                    (m) => m.DocumentsPage,
                  ),
                },
                {
                  path: 'transcript/:id',
                  lazy: lazyPage(
                    () => import('../features/grades/pages/transcript-page'),
                    (m) => m.TranscriptPage,
                  ),
                },
                {
                  path: 'payment-details',
                  lazy: lazyPage(
                    () => import('../features/payments/pages/payment-details-page'),
                    (m) => m.PaymentDetailsPage,
                  ),
                },
                {
                  path: 'reset-password',
                  lazy: lazyPage(
                    () => import('../features/auth/pages/change-password-page'),
                    (m) => m.ChangePasswordPage,
                  ),
                },
                {
                  path: 'live-connect',
                  children: [
                    {
                      index: true,
                      lazy: lazyPage(
                        () => import('../features/live/pages/live-connect-page'),
                        (m) => m.LiveConnectPage,
                      ),
                    },
                    {
                      path: 'join/:id',
                      lazy: lazyPage(
                        () => import('../features/live/pages/live-join-page'),
                        (m) => m.LiveJoinPage,
                      ),
                    },
                  ],
                },
              ],
            },

            // misc
            {
              path: 'pricing',
              lazy: lazyPage(
                () => import('../features/catalogue/pages/pricing-page'),
                (m) => m.PricingPage,
              ),
            },
            {
              path: 'payment',
              lazy: lazyPage(
                () => import('../features/payments/pages/payment-methods-page'),
                (m) => m.PaymentMethodsPage,
              ),
            },
            {
              path: 'about-us',
              lazy: lazyPage(
                () => import('../features/institute/pages/about-page'),
                (m) => m.AboutPage,
              ),
            },
            {
              path: 'contact-us',
              lazy: lazyPage(
                () => import('../features/institute/pages/contact-page'),
                (m) => m.ContactPage,
              ),
            },
            {
              path: 'faqs',
              lazy: lazyPage(
                () => import('../features/institute/pages/faqs-page'),
                (m) => m.FaqsPage,
              ),
            },
            {
              path: 'components',
              lazy: lazyPage(
                () => import('../features/gallery/pages/components-page'),
                (m) => m.ComponentsPage,
              ),
            },
            {
              path: '403',
              lazy: lazyPage(
                () => import('./pages/forbidden-page'),
                (m) => m.ForbiddenPage,
              ),
            },
            { path: '404', lazy: notFound },
            {
              path: '500',
              lazy: lazyPage(
                () => import('./pages/server-error-page'),
                (m) => m.ServerErrorPage,
              ),
            },
            { path: '*', lazy: notFound },
          ]),
        ],
      },

      // full-screen notices, without the site's navigation
      {
        element: <SimpleLayout />,
        children: [
          pages([
            {
              path: 'coming-soon',
              lazy: lazyPage(
                () => import('../features/institute/pages/coming-soon-page'),
                (m) => m.ComingSoonPage,
              ),
            },
            {
              path: 'maintenance',
              lazy: lazyPage(
                () => import('../features/institute/pages/maintenance-page'),
                (m) => m.MaintenancePage,
              ),
            },
          ]),
        ],
      },

      // sign-in pages other than /auth/login (which the spec places in the main layout)
      {
        path: 'auth',
        element: <SimpleLayout />,
        children: [
          pages([
            {
              path: 'register',
              lazy: lazyPage(
                () => import('../features/auth/pages/register-page'),
                (m) => m.RegisterPage,
              ),
            },
            {
              path: 'login-unprotected',
              lazy: lazyPage(
                () => import('../features/auth/pages/login-unprotected-page'),
                (m) => m.LoginUnprotectedPage,
              ),
            },
            {
              path: 'register-unprotected',
              lazy: lazyPage(
                () => import('../features/auth/pages/register-unprotected-page'),
                (m) => m.RegisterUnprotectedPage,
              ),
            },
            {
              path: 'verify',
              lazy: lazyPage(
                () => import('../features/auth/pages/verify-page'),
                (m) => m.VerifyPage,
              ),
            },
            {
              path: 'reset-password',
              lazy: lazyPage(
                () => import('../features/auth/pages/reset-password-page'),
                (m) => m.ResetPasswordPage,
              ),
            },
            {
              path: 'new-password',
              lazy: lazyPage(
                () => import('../features/auth/pages/new-password-page'),
                (m) => m.NewPasswordPage,
              ),
            },
          ]),
        ],
      },

      // the course room, in its own frame
      {
        path: 'program-journey',
        element: <AuthGuard />,
        children: [
          {
            lazy: lazyPage(
              () => import('../features/journey/components/journey-layout'),
              (m) => m.JourneyLayout,
            ),
            errorElement: <RouteError />,
            hydrateFallbackElement: <LoadingScreen fullHeight />,
            children: [
              pages([
                { index: true, element: <Navigate to="room" replace /> },
                { path: 'room', lazy: room },
                { path: 'room/:slug/:id', lazy: room },
                { path: 'room/:slug/:id/:contentId', lazy: room },
                {
                  path: 'program-completion/:slug/:id',
                  lazy: lazyPage(
                    () => import('../features/journey/pages/program-completion-page'),
                    (m) => m.ProgramCompletionPage,
                  ),
                },
                {
                  path: 'quiz/program/:courseId/quiz/:quizId',
                  lazy: lazyPage(
                    () => import('../features/quiz/pages/program-quiz-page'),
                    (m) => m.ProgramQuizPage,
                  ),
                },
                {
                  path: 'live-session/:slug/:id',
                  lazy: lazyPage(
                    () => import('../features/live/pages/live-session-page'),
                    (m) => m.LiveSessionPage,
                  ),
                },
                {
                  path: 'gpa-score/:slug/:id',
                  lazy: lazyPage(
                    () => import('../features/grades/pages/gpa-score-page'),
                    (m) => m.GpaScorePage,
                  ),
                },
                {
                  path: 'assessment/:attemptId',
                  lazy: lazyPage(
                    () => import('../features/quiz/pages/quiz-attempt-page'),
                    (m) => m.QuizAttemptPage,
                  ),
                },
              ]),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. Over a page the server painted, the page's lazy routes are loaded first, so the
 * first render matches what the server sent instead of showing the loading fallback.
 */
export async function createAppRouter({ serverPainted }: { serverPainted: boolean }) {
  if (serverPainted) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  // hydration data (there is none to give: pages fetch their own) also tells the router the page is
  // already on screen, so it does not scroll a reader who scrolled before the code loaded back to the top
  return createBrowserRouter(routes, serverPainted ? { hydrationData: { loaderData: {} } } : undefined);
}
