/**
 * What Lighthouse's simulated LCP put in front of the largest paint (docs/page-speed.md, "Tenth
 * round"): Lighthouse does not time the page on a slow line, it replays the load it observed
 * through a model of one (lantern), keeping the requests that had finished and the main-thread
 * tasks that had started before the observed paint. This recomputes that model from a run's trace
 * and network log and sums its two graphs (optimistic, pessimistic; the LCP is their mean) by kind
 * of request, so a report says which bytes and tasks the 2 s are made of. Used by
 * `bench/lighthouse.mjs --explain`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** One graph: its estimate, and its requests by kind (count, kB) and its CPU tasks (count, observed ms). */
function summarise(estimate) {
  const kinds = new Map();
  for (const [node] of estimate.nodeTimings) {
    const network = node.type === 'network';
    const kind = network ? `${node.request.resourceType}${node.request.resourceType === 'Image' ? ` (${node.request.priority})` : ''}` : 'CPU tasks';
    const sum = kinds.get(kind) ?? { count: 0, amount: 0 };
    sum.count += 1;
    sum.amount += network ? node.request.transferSize / 1024 : node.duration / 1000;
    kinds.set(kind, sum);
  }
  const parts = [...kinds].map(([kind, { count, amount }]) => `${kind} ${count} (${Math.round(amount)} ${kind === 'CPU tasks' ? 'ms observed' : 'kB'})`);
  return { ms: Math.round(estimate.timeInMs), parts };
}

/** The LCP model of a Lighthouse run (its `artifacts` and `lhr`), as two one-line summaries. */
export async function explainLcp({ artifacts, lhr }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const optimistic = summarise(lcp.optimisticEstimate);
  const pessimistic = summarise(lcp.pessimisticEstimate);
  return [`optimistic ${optimistic.ms} ms: ${optimistic.parts.join(', ')}`, `pessimistic ${pessimistic.ms} ms: ${pessimistic.parts.join(', ')}`];
}
