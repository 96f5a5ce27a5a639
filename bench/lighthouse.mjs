// Lighthouse (mobile preset: a mid-range phone, 4× CPU slow-down, slow 4G, simulated) on the pages a
// visitor and a student open first, in the system Chromium, against the built server. Needs `npm run build`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withFirstPages } from './lib/first-pages.mjs';
import { envNumber, mergeResults, round } from './lib/results.mjs';

const PORT = 3294;
const runs = envNumber('BENCH_LIGHTHOUSE_RUNS', 3);

const shortUrl = (url) => (URL.canParse(url) ? new URL(url).pathname.split('/').pop() : (url ?? 'browser'));

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    cls: round(audit('cumulative-layout-shift'), 3),
    tbt_ms: Math.round(audit('total-blocking-time')),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    // Lighthouse's own CPU yardstick: lower on a slower or busier machine, which raises TBT
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    // where a score is lost: the elements that moved, and the one painted largest
    shifted: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${round(item.score, 3)})`),
    // the longest main-thread tasks, with the script Lighthouse blames for each
    long_tasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map(
        (task) =>
          `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${shortUrl(task.url)})`,
      ),
    lcp_element:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
    // what the page asked the API for, which the API load part replays for the dashboard
    api_calls: [
      ...new Set(
        requests
          .map((r) => new URL(r.url))
          .filter((u) => u.pathname.startsWith('/api/'))
          .map((u) => u.pathname),
      ),
    ],
  };
}

/**
 * One Lighthouse run. A failed trace recording (NO_NAVSTART and the like, which Lighthouse itself says to
 * run again) is run again, up to three times in all.
 */
async function audit(url, options) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, options);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, run again`);
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await withFirstPages({ name: 'lighthouse', port: PORT }, async ({ origin, student, pages: first }) => {
    const pages = {};
    for (const [name, page] of first) {
      const measured = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // the session cookie on every request, the page's API calls included
          extraHeaders: page.signedIn ? { Cookie: student.cookie } : undefined,
        });
        measured.push(figuresOf(lhr));
      }
      // the median run by score, as Lighthouse's own guidance suggests for a few runs
      measured.sort((a, b) => a.performance - b.performance);
      pages[name] = { path: page.path, runs, ...measured[Math.floor(runs / 2)] };
      const p = pages[name];
      console.log(
        `${name.padEnd(16)} performance ${p.performance} · LCP ${p.lcp_ms} ms · CLS ${p.cls} · TBT ${p.tbt_ms} ms · API ${p.api_calls.join(' ')}`,
      );
      if (p.long_tasks.length) console.log(`${''.padEnd(16)} long tasks: ${p.long_tasks.join(', ')}`);
      if (p.shifted.length)
        console.log(`${''.padEnd(16)} shifted: ${p.shifted.join(', ')} · LCP element: ${p.lcp_element}`);
    }
    mergeResults('lighthouse', { preset: 'mobile (default config)', pages });
  });
} finally {
  chrome.kill();
}
