/* global window, document, MutationObserver */
// Section 8 of `pnpm bench` (issue 19): the first load of six screens in Chromium, cache off, as
// served on this machine and under Lighthouse's mobile lab conditions (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x). For each screen, the median of 3 runs of:
// LCP, CLS, and the scripts the page requested before its largest paint (their bytes on the wire,
// as served: brotli when the browser asks for it, and decoded), and of those the ones that had
// arrived by then. A pre-rendered page (ADR 067) paints before any script: its preload hints still
// request every script before the paint, but the paint waits for none of them.
//
// `pnpm bench --only first-load` runs it alone against the built product (`pnpm run build` first).
import { createRequire } from 'node:module';
import path from 'node:path';
import { kb, root, staffSession } from './servers.mjs';

const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));

/**
 * A pre-rendered screen (ADR 067) shows its content before any script; the run goes on until its
 * live page has replaced the frame, so that the whole load is measured.
 */
async function untilLive(page, content) {
  await content.waitFor();
  await page.waitForFunction(() => document.getElementById('prerendered') === null, null, {
    timeout: 120_000,
  });
}

/** The screens of issue 19, with what shows that the screen's content is there. */
export const SCREENS = [
  { path: '/', signedIn: false, ready: (page) => page.locator('[data-remote="marketing"] h1').waitFor() },
  {
    path: '/login',
    signedIn: false,
    ready: (page) => untilLive(page, page.getByRole('button', { name: 'Sign in' })),
  },
  {
    path: '/patient-login',
    signedIn: false,
    ready: (page) => untilLive(page, page.getByRole('button', { name: 'Sign in' })),
  },
  {
    // Not one of the six: a recovery page, pre-rendered since (ADR 067).
    path: '/patient-forgot-password',
    signedIn: false,
    ready: (page) => untilLive(page, page.getByRole('button', { name: 'Send reset link' })),
  },
  {
    path: '/dashboard',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Needs attention' }).waitFor(),
  },
  {
    path: '/dashboard/appointments',
    signedIn: true,
    ready: (page) => page.locator('[data-remote="appointments"] h1').first().waitFor(),
  },
  {
    path: '/dashboard/patients',
    signedIn: true,
    ready: (page) => page.locator('[data-remote="patients"] h1').first().waitFor(),
  },
];

/** Lighthouse's mobile lab conditions, as the issue states them. */
const SLOW = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const RUNS = 3;

/**
 * Installed before any script of the page: records LCP and the layout shifts as they happen, and on
 * a pre-rendered page (ADR 067) when the live page replaced the frame (the form can be sent).
 */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0, takeover: null };
  Object.defineProperty(window, '__vitals', { value: vitals });
  new MutationObserver((records, observer) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.id === 'prerendered') {
          vitals.takeover = performance.now();
          observer.disconnect();
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function oneRun(browser, base, screen, session, slow, withoutHints = false) {
  const context = await browser.newContext(
    slow
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : {},
  );
  try {
    if (screen.signedIn) {
      await context.addInitScript(({ tokens, profile }) => {
        localStorage.setItem('access_token', tokens.access_token);
        localStorage.setItem('refresh_token', tokens.refresh_token ?? '');
        localStorage.setItem('userProfile', JSON.stringify(profile));
      }, session);
    }
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    if (withoutHints) {
      // The page as it was before the server announced its scripts (ADR 051), for comparison.
      await page.route(`${base}${screen.path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<link rel="preload"[^>]*>/g, '');
        await route.fulfill({ response, body });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (slow) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW.latency,
        downloadThroughput: SLOW.downloadThroughput,
        uploadThroughput: SLOW.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdown });
    }
    await page.goto(`${base}${screen.path}`, { timeout: 120_000 });
    await screen.ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // Late layout shifts still count: give the page a moment after its content shows.
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      const { lcp, cls, takeover } = window.__vitals;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          start: entry.startTime,
          end: entry.responseEnd,
          wire: entry.encodedBodySize,
          decoded: entry.decodedBodySize,
        }));
      return { lcp, cls, takeover, scripts };
    });
  } finally {
    await context.close();
  }
}

/**
 * Issue 19: New Appointment opened, then a patient's name typed one key at a time at 4x CPU; each
 * keystroke's interaction to next paint from Event Timing (the longest event of each interaction).
 */
export async function typingInNewAppointment(browser, base, session) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(({ tokens, profile }) => {
      localStorage.setItem('access_token', tokens.access_token);
      localStorage.setItem('refresh_token', tokens.refresh_token ?? '');
      localStorage.setItem('userProfile', JSON.stringify(profile));
    }, session);
    await context.addInitScript(() => {
      const interactions = new Map();
      Object.defineProperty(window, '__interactions', { value: interactions });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          interactions.set(
            entry.interactionId,
            Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/appointments`);
    const area = page.locator('[data-remote="appointments"]');
    await area.getByRole('button', { name: 'New appointment' }).first().click();
    const patient = page
      .getByRole('dialog', { name: 'New appointment' })
      .getByRole('combobox', { name: 'Patient' });
    await patient.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdown });
    await patient.click();
    await page.evaluate(() => window.__interactions.clear());
    await page.keyboard.type('Miller', { delay: 250 });
    await page.waitForTimeout(1500);
    const durations = await page.evaluate(() => [...window.__interactions.values()]);
    const sorted = durations.toSorted((a, b) => a - b);
    return {
      keystrokes: 6,
      interactionsOver16Ms: durations.length,
      worstMs: Math.round(sorted.at(-1) ?? 0),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      // In the order typed ('M', 'i', 'l', …), those over 16 ms.
      durationsMs: durations.map((duration) => Math.round(duration)),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median run (by LCP) of `RUNS`, with its scripts before the largest paint. */
async function measure(browser, base, screen, session, slow, withoutHints = false) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await oneRun(browser, base, screen, session, slow, withoutHints));
  }
  const middle = runs.toSorted((a, b) => a.lcp - b.lcp)[Math.floor(RUNS / 2)];
  const before = middle.scripts.filter((script) => script.start < middle.lcp);
  const arrived = before.filter((script) => script.end <= middle.lcp);
  const takeovers = runs.map((run) => run.takeover).filter((value) => value !== null);
  return {
    lcpMs: Math.round(median(runs.map((run) => run.lcp))),
    // A pre-rendered page: when its live page replaced the frame (median of the runs).
    ...(takeovers.length > 0 ? { frameReplacedMs: Math.round(median(takeovers)) } : {}),
    cls: Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000,
    scriptsBeforeLcp: before.length,
    wireKBBeforeLcp: kb(before.reduce((sum, script) => sum + script.wire, 0)),
    decodedKBBeforeLcp: kb(before.reduce((sum, script) => sum + script.decoded, 0)),
    scriptsArrivedBeforeLcp: arrived.length,
    wireKBArrivedBeforeLcp: kb(arrived.reduce((sum, script) => sum + script.wire, 0)),
    scriptsInAll: middle.scripts.length,
    wireKBInAll: kb(middle.scripts.reduce((sum, script) => sum + script.wire, 0)),
    scripts: before
      .toSorted((a, b) => b.wire - a.wire)
      .map((script) => `${script.url} ${kb(script.wire)} KB`),
  };
}

export async function firstLoad(results, { base, compareHints = false }) {
  const { chromium } = requireFromE2e('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const session = await staffSession('owner', { base });
  const figures = {};
  try {
    // FIRST_LOAD_SCREENS=/login,/patient-login measures only those screens.
    const only = process.env.FIRST_LOAD_SCREENS?.split(',');
    for (const screen of SCREENS.filter((candidate) => !only || only.includes(candidate.path))) {
      const fast = await measure(browser, base, screen, session, false);
      const slow = await measure(browser, base, screen, session, true);
      figures[screen.path] = { unthrottled: fast, throttled: slow };
      if (compareHints) {
        const bare = await measure(browser, base, screen, session, true, true);
        figures[screen.path].throttledWithoutHints = bare;
        console.log(
          `  without preload hints: LCP throttled ${bare.lcpMs} ms` +
            (bare.frameReplacedMs ? `, frame replaced at ${bare.frameReplacedMs} ms` : ''),
        );
      }
      console.log(
        `first load ${screen.path}: ${fast.scriptsBeforeLcp} scripts, ${fast.wireKBBeforeLcp} KB on the wire ` +
          `(${fast.decodedKBBeforeLcp} KB decoded) requested before LCP, ${fast.wireKBArrivedBeforeLcp} KB ` +
          `arrived before it (throttled ${slow.scriptsBeforeLcp} scripts, ${slow.wireKBBeforeLcp} KB requested, ` +
          `${slow.wireKBArrivedBeforeLcp} KB arrived); LCP ${fast.lcpMs} ms, throttled ${slow.lcpMs} ms; ` +
          `CLS ${fast.cls} / ${slow.cls}` +
          (slow.frameReplacedMs
            ? `; pre-rendered, live page in its place at ${fast.frameReplacedMs} ms, throttled ${slow.frameReplacedMs} ms`
            : ''),
      );
    }
    // FIRST_LOAD_SCREENS=typing measures only the typing below.
    if (!only || only.includes('typing')) {
      // Three runs, as for the screens: the run with the median worst keystroke is reported.
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await typingInNewAppointment(browser, base, session));
      const typing = runs.toSorted((a, b) => a.worstMs - b.worstMs)[Math.floor(RUNS / 2)];
      figures.typingInNewAppointment = { ...typing, worstMsOfRuns: runs.map((run) => run.worstMs) };
      console.log(
        `typing a patient's name in New Appointment at 4x CPU: worst interaction to next paint ${typing.worstMs} ms ` +
          `(median of ${RUNS} runs' worst: ${runs.map((run) => run.worstMs).join(', ')} ms; ` +
          `${typing.interactionsOver16Ms} interactions over 16 ms for ${typing.keystrokes} keys; the capital's Shift can be one)`,
      );
    }
  } finally {
    await browser.close();
  }
  results.firstLoad = figures;
}
