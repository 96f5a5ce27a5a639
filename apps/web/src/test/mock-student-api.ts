import {
  maskSin,
  type TPlaceSuggestion,
  type TStudentDocument,
  type TStudentProfile,
  type TVerificationDetail,
} from '@portal/contract';
import { documents as documentFixtures, profile as profileFixture, verificationDetails } from './fixtures';
import { jsonResponse, mockApi, signedIn } from './mock-api';

export const places: TPlaceSuggestion[] = [
  {
    label: '221 Main St, Toronto, ON',
    city: 'Toronto',
    province: 'ON',
    postal_code: 'M5V',
    country: 'Canada',
  },
  { label: '221 Main St, Ottawa, ON', city: 'Ottawa', province: 'ON', postal_code: 'K1P', country: 'Canada' },
];

type StudentApi = {
  profile?: TStudentProfile;
  verification?: TVerificationDetail[];
  documents?: TStudentDocument[];
  /** The answer to the profile PATCH; by default the profile as sent, complete. */
  patchProfile?: (sent: FormData) => Response;
  overrides?: Parameters<typeof mockApi>[0];
};

/** The signed-in student's profile, SIN, verification, documents and address search. */
export function mockStudentApi(options: StudentApi = {}) {
  let current = options.profile ?? profileFixture;
  const patches: FormData[] = [];
  const fetchMock = mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/student/profile/': (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'PATCH') return jsonResponse(current);
      const sent = init.body as FormData;
      patches.push(sent);
      if (options.patchProfile) return options.patchProfile(sent);
      const completedNow = !current.profile_complete;
      const fields = [...sent.entries()].filter(([name]) => name !== 'profile_photo');
      const values = fields.map(([name, value]) => [
        name,
        value === 'true' ? true : value === 'false' ? false : value,
      ]);
      const sin = sent.get('sin_number');
      current = {
        ...current,
        ...Object.fromEntries(values),
        // the server answers the SIN masked, as every other answer
        sin_number: typeof sin === 'string' ? maskSin(sin) : current.sin_number,
        profile_complete: true,
      } as TStudentProfile;
      return jsonResponse({ ...current, completed_now: completedNow, subscription: null });
    },
    '/api/v1/student/profile/sin/': { sin_number: '046454286' },
    '/api/v1/student/verification-details/': options.verification ?? verificationDetails(),
    '/api/v1/student/documents/': options.documents ?? documentFixtures,
    '/api/v1/places/': { results: places, sandbox: true },
    ...options.overrides,
  });
  return { fetchMock, patches };
}
