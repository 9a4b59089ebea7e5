import type { FastifyInstance } from 'fastify';

/**
 * What the built web app needs and nothing more: its own scripts, styles and fonts (antd writes its styles into
 * <style> elements at run time, hence 'unsafe-inline' for styles only), images from the server, data: (the
 * captcha) and blob: (attachments shown in the browser), calls and the message websocket to the same origin.
 * No page of the app may be framed by another site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The browser features the app never uses, switched off for its pages and anything they load: a script slipped in
 * could not reach the camera, microphone, location, payment or devices.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, as browsers' preload lists expect; sent only over HTTPS (a plain-HTTP answer must not pin the host). */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The security headers of every answer — API, static files, errors and 404s alike. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    void reply.header('X-Request-Id', req.id);
    void reply.header('X-Content-Type-Options', 'nosniff');
    // A route with a stricter policy of its own keeps it (uploaded files are served sandboxed).
    if (!reply.hasHeader('Content-Security-Policy')) void reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    void reply.header('X-Frame-Options', 'DENY');
    void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API data (a price list, a user's details) stays out of browser and proxy caches; an answer that chose its own
    // caching keeps it (the web build's files, index.html, uploaded files).
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
    // With TRUST_PROXY=1 the scheme is the proxy's X-Forwarded-Proto: HTTPS at the balancer counts.
    if (req.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
