import path from 'node:path';

/** The name of a run's seeded template database on PostgreSQL (tests/global-setup.ts drops it). */
export function postgresTemplateName(folder: string): string {
  return `t_tpl_${path.basename(folder).replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}
