import { CLIENT_CONFIG } from '../../../contract/routes';
import { call } from './call';

let backendOnce: Promise<string> | undefined;

/**
 * The origin whose window messages may sign this page in: BACKEND_ORIGIN from GET /v1/api/client-config,
 * read once per page load; the page's own origin when none is configured or the config cannot be read.
 */
export function loadBackendOrigin(): Promise<string> {
  backendOnce ??= call(CLIENT_CONFIG).then(
    // An older server's answer may lack the field.
    (c: { readonly backendOrigin?: unknown }) =>
      typeof c.backendOrigin === 'string' && c.backendOrigin !== '' ? c.backendOrigin : ownOrigin(),
    () => ownOrigin(),
  );
  return backendOnce;
}

const ownOrigin = () => window.location.origin;
