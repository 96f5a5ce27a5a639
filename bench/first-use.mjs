// First use: over a page painted whole on the server, the app starts once the page is shown, or at the
// reader's first use if that comes first, and that use waits for it. This part opens the page as a phone
// would (412 px wide, CPU slowed 4× as Lighthouse's mobile preset does), waits for the network to be
// quiet, then taps a control and times the tap to the control's answer on screen (a menu, a drawer). It
// taps again once the app runs: that is the same control's answer without the start. Needs `npm run build`.
/* global window, document, MutationObserver, requestAnimationFrame -- tapToAnswer's callbacks run in the page */
import { chromium } from 'playwright-core';
import { withFirstPages } from './lib/first-pages.mjs';
import { envNumber, median, mergeResults, round } from './lib/results.mjs';

const PORT = 3295;
const runs = envNumber('BENCH_FIRST_USE_RUNS', 5);

/** The control tapped on each page and what shows its answer: the header's menu, a drawer on a phone. */
const MENU = { control: 'button[aria-label="Open menu"]', answer: '.MuiDrawer-paper' };
const CONTROLS = {
  course_room: { control: 'button[aria-label="Open the program outline"]', answer: '.MuiDrawer-paper' },
};

/** Milliseconds from a tap on `control` to the next frame after `answer` appears. */
async function tapToAnswer(page, { control, answer }) {
  await page.evaluate((selector) => {
    window.__answered = new Promise((resolve) => {
      const seen = () => document.querySelector(selector);
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    window.__tapped = new Promise((resolve) =>
      document.addEventListener('pointerdown', (event) => resolve(event.timeStamp), {
        capture: true,
        once: true,
      }),
    );
  }, answer);
  await page.locator(control).first().tap();
  const answered = page.evaluate(async () => (await window.__answered) - (await window.__tapped));
  const late = new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${page.url()}: no ${answer} 30 s after the tap`)), 30_000).unref(),
  );
  return Promise.race([answered, late]);
}

async function measure(context, page) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.goto(page.url, { waitUntil: 'networkidle' });
  const first = await tapToAnswer(tab, page);
  await tab.keyboard.press('Escape');
  await tab.locator(page.answer).waitFor({ state: 'detached' });
  const started = await tapToAnswer(tab, page);
  await tab.close();
  return { first, started };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await withFirstPages({ name: 'first-use', port: PORT }, async ({ origin, student, pages: first }) => {
    const phone = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
    const visitor = await browser.newContext(phone);
    const signedIn = await browser.newContext(phone);
    const [name, ...value] = student.cookie.split('=');
    await signedIn.addCookies([{ name, value: value.join('='), url: origin }]);

    const pages = {};
    for (const [key, page] of first) {
      const measured = [];
      for (let i = 0; i < runs; i++) {
        const context = page.signedIn ? signedIn : visitor;
        const controls = CONTROLS[key] ?? MENU;
        measured.push(await measure(context, { ...page, ...controls, url: `${origin}${page.path}` }));
      }
      const firstTap = median(measured.map((m) => m.first));
      const started = median(measured.map((m) => m.started));
      pages[key] = {
        path: page.path,
        runs,
        first_tap_ms: Math.round(firstTap),
        started_tap_ms: Math.round(started),
        ratio: round(firstTap / started, 1),
      };
      console.log(
        `${key.padEnd(16)} first tap ${pages[key].first_tap_ms} ms · once started ${pages[key].started_tap_ms} ms (medians of ${runs})`,
      );
    }
    mergeResults('first_use', { cpu_slowdown: 4, viewport: '412×823', pages });
  });
} finally {
  await browser.close();
}
