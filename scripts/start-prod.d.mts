/** Types of scripts/start-prod.mjs (plain JavaScript, `npm run start:prod`) for the tests. */
import type { EdgeTls } from './edge.mjs';

type Settings = Record<string, string | undefined>;
export interface ProductionTopology {
  nginx: string | null;
  tls: EdgeTls | null;
  env: Settings;
  /** The address shoppers use: the edge's HTTPS address when it has one. */
  origin: string;
  /** The edge's plain-HTTP address on the machine (health checks, refreshes). */
  local: string;
  storefrontPorts: number[];
  servicesPorts: number[];
  runDir: string;
}
export declare function productionTopology(base?: Settings): ProductionTopology;
export declare function startProduction(topology?: ProductionTopology): Promise<ProductionTopology & { children: unknown[] }>;
