import type { Config } from '../config';

/** The origin of a URL (`https://host:port`), or undefined when it is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host this site is served as: SITE_ORIGIN's when configured (behind a proxy that rewrites Host),
 * else the request's own `Host` header.
 */
export function siteHost(config: Config, hostHeader: string | undefined): string | undefined {
  if (config.siteOrigin) return new URL(config.siteOrigin).host;
  return hostHeader;
}

/**
 * Whether a browser request from `origin` (its `Origin` header) comes from this site: SITE_ORIGIN (or, when
 * that is not set, an origin whose host is the request's `Host`), or one of ALLOWED_ORIGINS.
 */
export function isOwnOrigin(config: Config, origin: string, hostHeader: string | undefined): boolean {
  const normalised = originOf(origin);
  if (normalised === undefined) return false;
  if (config.allowedOrigins.some((o) => originOf(o) === normalised)) return true;
  if (config.siteOrigin) return originOf(config.siteOrigin) === normalised;
  return hostHeader !== undefined && new URL(normalised).host === hostHeader.toLowerCase();
}
