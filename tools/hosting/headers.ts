// The response headers every host sends (nginx, `_headers`), in one place.

/**
 * Browser features the site never uses, denied to it and to anything it embeds. Only names Chromium knows:
 * an unknown one is logged as an error on every page.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The part of the Content Security Policy that is the same on every page and that only a header can carry
 * (`frame-ancestors` is ignored in a `<meta>`). The per-page policy with the script hashes is in each page's
 * `<meta http-equiv>` (tools/hosting/csp.ts); a browser enforces both.
 */
export const headerPolicy = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': headerPolicy,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const cacheControl = {
  /** Files under /_next/static/ carry a content hash in their name, so one name never changes content. */
  hashed: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, RSC payloads, feeds, images from public/) is revalidated with its ETag. */
  revalidate: 'no-cache',
};

/** The folder of hashed build assets, relative to the site base. */
export const hashedAssetsPath = '/_next/static/';
