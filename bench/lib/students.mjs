// A student as the portal sees one: signed up, verified through the mailed link, subscribed to a demo program.
// Every call goes through a client shaped like Fastify's inject, so in-process and HTTP parts share these steps.

export const PASSWORD = 'maple leaf 2026';
/** The demo's free program: subscribing opens it, so no payment or operator step is needed. */
export const FREE_PROGRAM = 'digital-literacy-essentials';

export const injectClient = (app) => (options) => app.inject(options);

export function httpClient(baseUrl) {
  return async ({ method = 'GET', url, headers = {}, payload }) => {
    const res = await fetch(new URL(url, baseUrl), {
      method,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      redirect: 'manual',
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      headers: { 'set-cookie': res.headers.getSetCookie() },
      body,
      json: () => JSON.parse(body),
    };
  };
}

export function cookieOf(res) {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function expectOk(res, what) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The link to `page` in the last mail to `email` (the sandbox outbox), once background work has sent it. */
export async function mailedLink(call, email, page) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const outbox = await expectOk(
      await call({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` }),
      'outbox',
    );
    const link = outbox.results[0]?.links.find((l) => new URL(l).pathname === page);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no link to ${page} was mailed to ${email}`);
}

/**
 * Signs up and follows the mailed verification link, as a student would. `ip` matters where the
 * portal trusts x-forwarded-for: the sign-up limit counts per client address.
 */
export async function verifiedStudent(call, { email, origin, ip = '10.9.0.1' }) {
  const forwarded = { 'x-forwarded-for': ip };
  await expectOk(
    await call({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, ...forwarded },
      payload: {
        name: 'Bench Student',
        first_name: 'Bench',
        last_name: 'Student',
        email,
        password: PASSWORD,
        language: 'en',
        callbackURL: '/dashboard',
      },
    }),
    'sign-up',
  );
  const link = await mailedLink(call, email, '/auth/verify');
  const token = new URL(link).searchParams.get('token');
  const verified = await call({
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    headers: forwarded,
  });
  await expectOk(verified, 'verify-email');
  const cookie = cookieOf(verified);
  const me = await expectOk(await call({ url: '/api/v1/me/', headers: { cookie } }), 'me');
  return { email, cookie, profileId: me.profile.id };
}

/** Subscribes the student to a demo program; answers the course, the subscription and the room's first item. */
export async function enrol(call, student, { origin, slug = FREE_PROGRAM, ip = '10.9.0.1' }) {
  const course = await expectOk(await call({ url: `/api/v1/courses/slug/${slug}/` }), 'course');
  const subscription = await expectOk(
    await call({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie: student.cookie, origin, 'x-forwarded-for': ip },
      payload: { course: course.id, student_email: student.email },
    }),
    'subscribe',
  );
  if (subscription.status === 'unpaid') throw new Error(`subscribing to ${slug} did not open it`);
  const sections = await expectOk(
    await call({
      url: `/api/v1/sections/?course=${course.id}&subscription=${subscription.id}`,
      headers: { cookie: student.cookie },
    }),
    'sections',
  );
  const firstItem = sections.results[0].contents[0];
  return { course: { id: course.id, slug }, subscription: subscription.id, firstItem: firstItem.id };
}

/** The room's two reads: the sections list and one item, as the room page asks for them. */
export const roomUrls = (room) => ({
  room_sections: `/api/v1/sections/?course=${room.course.id}&subscription=${room.subscription}`,
  room_content: `/api/v1/contents/${room.firstItem}/?subscription=${room.subscription}`,
});
