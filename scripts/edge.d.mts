/** Types of scripts/edge.mjs (plain JavaScript, run by npm run start:prod) for the tests. */
type Settings = Record<string, string | undefined>;
export interface EdgeTopology {
  storefrontPorts: Array<number | string>;
  servicesPorts: Array<number | string>;
  runDir: string;
  /** The build the storefronts serve; null or missing empties the page cache. */
  buildId?: string | null;
  /** The edge's HTTPS (productionTopology's), so the certificate is looked at once; missing: edgeValues asks edgeTls. */
  tls?: EdgeTls | null;
}
export interface EdgeTls {
  port: number;
  cert: string;
  key: string;
  /** Made by the edge for localhost (no EDGE_TLS_CERT). */
  selfSigned: boolean;
}
export declare function edgeTls(env: Settings, runDir: string): EdgeTls | null;
export declare function findNginx(env?: Settings): string | null;
export declare function refreshSecret(env: Settings): string;
export declare function edgeValues(env: Settings, topology: EdgeTopology): Record<string, string>;
export declare function renderEdgeConfig(values: Record<string, string>, template?: string): string;
export declare function prepareEdge(env: Settings, topology: EdgeTopology): { nginx: string; args: string[]; conf: string; runDir: string };
export declare function keepPageCache(runDir: string, buildId: string | null): boolean;
export declare function markPageCache(runDir: string, buildId: string): void;
export declare function buildIdOf(env: Settings): string | null;
