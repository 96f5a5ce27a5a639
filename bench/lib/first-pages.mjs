// The pages a visitor and a student open first, as the browser parts measure them: the built server on
// a data folder of its own, a verified student enrolled in the demo's free program, and each page's path.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envList } from './results.mjs';
import { startBuiltServer } from './server.mjs';
import { enrol, httpClient, verifiedStudent } from './students.mjs';

function pagesFor({ programId, room }) {
  return {
    home: { path: '/' },
    programs: { path: '/programs' },
    program_details: { path: `/program/${programId}` },
    dashboard: { path: '/dashboard', signedIn: true },
    course_room: {
      path: `/program-journey/room/${room.course.slug}/${room.subscription}/${room.firstItem}`,
      signedIn: true,
    },
  };
}

/**
 * Runs `measure({ origin, student, pages })` on a portal of its own, `pages` being [name, { path,
 * signedIn }] pairs (those BENCH_PAGES names, all by default); the portal and its folder go afterwards.
 */
export async function withFirstPages({ name, port }, measure) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-${name}-`));
  const server = await startBuiltServer({ dataDir, port });
  try {
    const origin = server.baseUrl;
    const call = httpClient(origin);
    const student = await verifiedStudent(call, { email: `${name}@bench.test`, origin });
    const room = await enrol(call, student, { origin });
    const programId = (await call({ url: '/api/v1/courses/' })).json().results[0].id;
    const only = envList('BENCH_PAGES', 'home,programs,program_details,dashboard,course_room');
    const pages = Object.entries(pagesFor({ programId, room })).filter(([key]) => only.includes(key));
    return await measure({ origin, student, pages });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
