import { api } from './http';

let backendOnce: Promise<string> | undefined;

/**
 * The origin whose window messages may sign this page in: BACKEND_ORIGIN from GET /v1/api/client-config,
 * read once per page load; the page's own origin when none is configured or the config cannot be read.
 */
export function loadBackendOrigin(): Promise<string> {
  backendOnce ??= api<{ backendOrigin?: unknown }>('GET', '/v1/api/client-config').then(
    (c) => (typeof c.backendOrigin === 'string' && c.backendOrigin !== '' ? c.backendOrigin : ownOrigin()),
    () => ownOrigin(),
  );
  return backendOnce;
}

const ownOrigin = () => window.location.origin;
