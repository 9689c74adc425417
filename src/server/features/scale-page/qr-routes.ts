// GET /api/v1/me/qr.svg and /api/v1/me/qr.png: a QR code of the signed-in user's
// Scale Page address, for business cards and print.
import { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import { notFound } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';

export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function qrRoutes({ config, database }: AppDeps): Hono<AppEnv> {
  async function ownPageUrl(userId: string) {
    const profile = await database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!profile) throw notFound();
    return { username: profile.username, url: `${config.publicUrl}/${profile.username}` };
  }
  const headers = (contentType: string, filename: string) => ({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
  });

  return new Hono<AppEnv>()
    .get('/me/qr.svg', async (c) => {
      const { username, url } = await ownPageUrl(requireUser(c).id);
      // Loaded on first use: most server processes never draw a QR code.
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
      return c.body(svg, 200, headers('image/svg+xml', `scale-${username}-qr.svg`));
    })
    .get('/me/qr.png', async (c) => {
      const { username, url } = await ownPageUrl(requireUser(c).id);
      const { default: QRCode } = await import('qrcode');
      const png = await QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 1024 });
      return c.body(new Uint8Array(png), 200, headers('image/png', `scale-${username}-qr.png`));
    });
}
