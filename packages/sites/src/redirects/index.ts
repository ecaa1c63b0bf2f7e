export * from './types';
export { REDIRECT_STATUS, REPEATABLE_QUERY_KEYS, matchRedirect, isSafeLocation, validateRule, compileSource } from './engine';
export { wwwToBare } from './www';
export { redirectsFor, redirectAllowedHostsFor, redirectFor } from './tables';
export { DEALERGROUP_SE_CAREERS_HOST } from './dealergroupSe';
