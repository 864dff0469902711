#!/usr/bin/env node
// A/B of two builds' first load: `node bench/ab-web.mjs <other build's root>` (a directory holding
// that build's api/dist and web/dist, as a copy of a checkout's build output). Starts this
// checkout's api and the other build's on one PostgreSQL, seeds the support scenario's 100,000
// tickets once, and makes the `web` scenario's cold, signed-in load of `/` on each in turn
// (AB_LOADS times each, after one uncounted load each), so that both are measured in the same
// minutes of the same machine. Prints the medians: metric cards shown, LCP, JavaScript on the wire.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { registerUser, startServer } from './lib/server.mjs';
import { seedSupportData } from './scenarios/support.mjs';
import { coldLoad, median } from './scenarios/web.mjs';

const otherRoot = process.argv[2];
if (!otherRoot) {
  console.error("usage: node bench/ab-web.mjs <the other build's root (its api/dist and web/dist)>");
  process.exit(1);
}
const loads = Number(process.env.AB_LOADS ?? 7);

const postgres = await startPostgres();
const ours = await startServer({ databaseUrl: postgres.url });
// The other api serves the web app beside it (its default: <root>/web/dist).
const other = await startServer({ entry: path.resolve(otherRoot, 'api/dist/main.js'), databaseUrl: postgres.url });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await seedSupportData(ours);
  const sides = [
    { label: 'this checkout', server: ours, cookie: (await registerUser(ours)).cookie, loads: [] },
    { label: 'other build', server: other, cookie: (await registerUser(other)).cookie, loads: [] },
  ];
  for (let round = -1; round < loads; round++) {
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      const load = await coldLoad(browser, side.server, side.cookie);
      if (round < 0) continue; // warms the api's own caches
      side.loads.push(load);
      console.log(
        `  ${side.label}: metric cards ${Math.round(load.cardsMs)} ms, LCP ${Math.round(load.lcp.ms)} ms, JavaScript ${load.jsBytes} B`,
      );
      console.log(`    ${load.waterfall.join(', ')}`);
    }
  }
  for (const side of sides) {
    const cards = side.loads.map((l) => Math.round(l.cardsMs));
    console.log(
      `${side.label}: metric cards ${median(cards)} ms median (${cards.join(', ')}), ` +
        `LCP ${Math.round(median(side.loads.map((l) => l.lcp.ms)))} ms, JavaScript ${median(side.loads.map((l) => l.jsBytes))} B`,
    );
  }
} finally {
  await browser.close();
  await other.stop();
  await ours.stop();
  await postgres.destroy();
}
