export { PURGE_INTERVAL_MS, purgeExpired } from './purge';
