// Runs autocannon against one request shape: a short warm-up, then the measured run, and checks
// that every measured response was 2xx with the expected body.
import autocannon from 'autocannon';

/** Runs autocannon and resolves with its result; a `stop()` aborts the run in flight. */
let current = null;
function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      current = null;
      if (error) reject(error);
      else resolve(result);
    });
    current = instance;
  });
}

/** Stops a run in flight (on SIGINT): it then resolves with what it has. */
export function abortCurrentRun() {
  current?.stop();
}

/**
 * Sends the request once and checks it, before loading the server with it.
 * @param {string} baseUrl
 * @param {{ method?: string, path: string, headers?: Record<string,string>, body?: string,
 *           check?: (status: number, body: string) => string | null }} request
 * @returns {Promise<string>} the response body, which every measured response must then equal
 */
export async function probe(baseUrl, request) {
  const res = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = await res.text();
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${res.status}: ${body.slice(0, 500)}`);
  }
  const problem = request.check?.(res.status, body);
  if (problem) throw new Error(`${request.method ?? 'GET'} ${request.path}: ${problem}\nbody: ${body.slice(0, 500)}`);
  return body;
}

/**
 * Measures one request shape.
 * @param {string} baseUrl
 * @param {object} request see probe(); `sameBody: false` when the body legitimately varies per response
 * @param {{ connections: number, seconds: number, warmupSeconds: number }} load
 * @param {() => Record<string, number | null>} [cpuSeconds] CPU seconds used so far, per process
 *   (server.cpuSeconds): the result then carries CPU microseconds per request for each
 */
export async function measure(baseUrl, request, load, cpuSeconds) {
  const expected = await probe(baseUrl, request);
  const options = {
    url: `${baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    connections: load.connections,
    pipelining: 1,
    timeout: 10,
    // Every response must be byte-for-byte the probed one: a 200 with an error body is a failure too.
    ...(request.sameBody === false ? {} : { expectBody: expected }),
    // A request that changes per send (another ticket, another status): autocannon calls it each time.
    ...(request.setupRequest ? { requests: [{ setupRequest: request.setupRequest }] } : {}),
  };
  if (load.warmupSeconds > 0) await runAutocannon({ ...options, duration: load.warmupSeconds });
  const cpuBefore = cpuSeconds?.();
  const selfBefore = process.cpuUsage();
  const r = await runAutocannon({ ...options, duration: load.seconds });
  const selfCpu = process.cpuUsage(selfBefore);
  const cpuAfter = cpuSeconds?.();
  const perRequest = (seconds) => (r.requests.total ? Math.round((seconds * 1e6) / r.requests.total) : null);
  /** CPU µs per completed request, per process; the load generator (this process) as `loadgen`. */
  const cpuPerRequest = { loadgen: perRequest((selfCpu.user + selfCpu.system) / 1e6) };
  for (const [name, after] of Object.entries(cpuAfter ?? {})) {
    const before = cpuBefore?.[name];
    cpuPerRequest[name] = after === null || before === null || before === undefined ? null : perRequest(after - before);
  }
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    statusCodes,
    duration: r.duration,
    cpuPerRequest,
  };
}

/** Problems with a measurement's responses, empty when every response was a 2xx with the expected body. */
export function responseProblems(m) {
  const problems = [];
  if (m.non2xx) problems.push(`${m.non2xx} non-2xx responses (status codes: ${JSON.stringify(m.statusCodes)})`);
  if (m.errors) problems.push(`${m.errors} connection errors`);
  if (m.timeouts) problems.push(`${m.timeouts} timeouts`);
  if (m.mismatches) problems.push(`${m.mismatches} responses with an unexpected body`);
  if (!m.requests) problems.push('no responses at all');
  return problems;
}

/** The p-th percentile (nearest rank) of `values` in any order; null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
