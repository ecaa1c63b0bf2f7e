import type { FastifyInstance } from 'fastify';
import type { HostConfig } from '../config';
import { registerCspReport } from './cspReport';
import { policyOrigins } from './policyOrigins';
import { registerSecurityHeaders } from './securityHeaders';

/** Headers and policies (issue 20): security headers with a per-response CSP on every response, and the report endpoint. */
export async function registerSecurity(app: FastifyInstance, config: HostConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await registerSecurityHeaders(app, { origins: policyOrigins(config, env), editingSecret: config.editingSecret });
  await registerCspReport(app, env);
}
