// Two servers answering the same read, measured in alternating short rounds (A, B, A, B, ...) so
// that whatever else the machine does at the time weighs on both alike.
import { measure, responseProblems } from './measure.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One side's rounds as one measurement: req/s over all rounds (requests / seconds), p50 and p99
 * the median of the rounds', CPU per request over all rounds.
 */
function combine(rounds) {
  const requests = rounds.reduce((sum, m) => sum + m.requests, 0);
  const seconds = rounds.reduce((sum, m) => sum + m.duration, 0);
  const cpuPerRequest = {};
  for (const name of Object.keys(rounds[0].cpuPerRequest)) {
    const known = rounds.every((m) => m.cpuPerRequest[name] !== null && m.cpuPerRequest[name] !== undefined);
    cpuPerRequest[name] = known ? Math.round(rounds.reduce((sum, m) => sum + m.cpuPerRequest[name] * m.requests, 0) / requests) : null;
  }
  return {
    requests,
    rps: requests / seconds,
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    p99Rounds: rounds.map((m) => m.p99),
    rpsRounds: rounds.map((m) => m.rps),
    duration: seconds,
    cpuPerRequest,
  };
}

/**
 * Measures each side `rounds` times, alternating, after one warm-up of each.
 * @param {Array<{ label: string, url: string, request: object, cpuSeconds?: () => Record<string, number | null> }>} sides
 * @param {{ connections: number, seconds: number, warmupSeconds: number }} load the run's; each
 *   round lasts half a case's seconds (BENCH_SECONDS 10: 4 rounds of 5 s, 20 s per side)
 * @param {number} rounds
 * @param {(text: string) => void} log
 * @returns {Promise<object[]>} one combined measurement per side, in the order of `sides`
 */
export async function measureInterleaved(sides, load, rounds, log) {
  const roundLoad = { connections: load.connections, seconds: Math.max(1, Math.round(load.seconds / 2)), warmupSeconds: 0 };
  const checked = async (side, runLoad) => {
    const m = await measure(side.url, side.request, runLoad, side.cpuSeconds);
    const problems = responseProblems(m);
    if (problems.length) throw new Error(`${side.label}: ${problems.join('; ')} out of ${m.requests + m.non2xx} responses`);
    return m;
  };
  if (load.warmupSeconds > 0) {
    for (const side of sides) await checked(side, { ...roundLoad, seconds: load.warmupSeconds });
  }
  const results = sides.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const m = await checked(side, roundLoad);
      results[i].push(m);
      log(
        `    round ${round + 1} ${side.label}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms, CPU/request ${m.cpuPerRequest.api ?? '—'} µs`,
      );
    }
  }
  return results.map(combine);
}
