/** Types of scripts/edge.mjs (plain JavaScript, run by npm run start:prod) for the tests. */
type Settings = Record<string, string | undefined>;
export interface EdgeTopology {
  storefrontPorts: Array<number | string>;
  servicesPorts: Array<number | string>;
  runDir: string;
}
export declare function findNginx(env?: Settings): string | null;
export declare function refreshSecret(env: Settings): string;
export declare function edgeValues(env: Settings, topology: EdgeTopology): Record<string, string>;
export declare function renderEdgeConfig(values: Record<string, string>, template?: string): string;
