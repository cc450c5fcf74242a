/** Vite writes this into index.html wherever a nonce goes; the server puts a fresh one in. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The Content-Security-Policy: scripts only from this origin (no inline script, no eval), no
 * remote origins at all, and inline styles only with the page's nonce (AG Grid's runtime
 * theme styles get it through `styleNonce`).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The policy as a header, for a page served with `nonce`: no other site may frame it. */
export const policyHeader = (nonce: string): string => `${contentSecurityPolicy(nonce)}; frame-ancestors 'none'`;
