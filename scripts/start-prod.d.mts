/** Types of scripts/start-prod.mjs (plain JavaScript, `npm run start:prod`) for the tests. */
type Settings = Record<string, string | undefined>;
export interface ProductionTopology {
  nginx: string | null;
  env: Settings;
  origin: string;
  storefrontPorts: number[];
  servicesPorts: number[];
  runDir: string;
}
export declare function productionTopology(base?: Settings): ProductionTopology;
export declare function startProduction(topology?: ProductionTopology): Promise<ProductionTopology & { children: unknown[] }>;
