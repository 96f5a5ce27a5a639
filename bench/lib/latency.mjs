// Latency of one request at a time through app.inject: what a page costs the server, without the network.
import { percentile, round } from './results.mjs';

export async function sequentialLatency(call, url, headers, { requests, warmUp }) {
  for (let i = 0; i < warmUp; i++) await call({ url, headers });
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await call({ url, headers });
    samples.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  samples.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(samples, 50)),
    p95_ms: round(percentile(samples, 95)),
    p99_ms: round(percentile(samples, 99)),
  };
}
