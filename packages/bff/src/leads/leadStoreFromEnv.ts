import { leadsConfigFromEnv } from './leadsConfig';
import { openLeadStore } from './leadService';
import type { LeadStore } from './leadStore';
import { openSqlClient } from './openSqlClient';

/**
 * Opens the lead store the host would open from this environment (migrations included), for a script such
 * as the leads bench to count leads by status (`countByStatus`). Close it with `store.sql.close()`. A PGlite
 * directory is one process's: while a host runs on it, read the counts from /__ops/leads/counts instead.
 */
export function openLeadStoreFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<LeadStore> {
  const config = leadsConfigFromEnv(env);
  return openLeadStore(() => openSqlClient(config));
}
