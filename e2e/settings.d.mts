export declare const E2E_PORTS: { web: number; api: number; mockWeb: number };
export declare const E2E_DIST_DIRS: { real: string; mock: string };
export declare function e2eSettings(): Record<string, string>;
