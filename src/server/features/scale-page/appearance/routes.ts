// The owner's Scale Page appearance API (mounted under /api/v1, signed in): read and
// save the look, upload or remove the background picture, and the editor's live preview
// — the owner's own page drawn with the unsaved look from the address.
import { Hono } from 'hono';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  parseAppearanceDraft,
  ZAppearance,
  ZAppearancePreviewQuery,
} from '../../../../core/appearance/appearance-schemas';
import { APPEARANCE_MESSAGES } from '../../../../core/messages';
import { requireUser } from '../../../auth/session';
import { badRequest, fromZodError, notFound } from '../../../http/errors';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { readJson } from '../../../http/json-body';
import { readQuery } from '../../../http/read-query';
import type { AppDeps, AppEnv } from '../../../http/types';
import { readUpload } from '../../../platform/storage/read-upload';
import { findScalePage } from '../find-scale-page';
import { renderScalePage } from '../render-scale-page';
import { removeBackgroundImage, setBackgroundImage } from './background-image';
import { loadAppearance } from './load-appearance';
import { saveAppearance } from './save-appearance';

export function appearanceRoutes({ database, storage, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/scale-page/appearance', async (c) => c.json(await loadAppearance(db, requireUser(c).id)))
    .put('/scale-page/appearance', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZAppearance);
      return c.json(await saveAppearance(db, user.id, input));
    })
    .post('/scale-page/appearance/background', async (c) => {
      const user = requireUser(c);
      const upload = await readUpload(c, {
        maxBytes: BACKGROUND_IMAGE_MAX_BYTES,
        tooLargeMessage: APPEARANCE_MESSAGES.imageTooLarge,
        // Raster pictures only, judged by their bytes: an SVG (which can carry script)
        // or a file named .png that is something else is refused.
        accept: ['png', 'jpeg', 'webp'],
        wrongTypeMessage: APPEARANCE_MESSAGES.imageWrongType,
      });
      return c.json(await setBackgroundImage(db, storage, user.id, upload.data));
    })
    .delete('/scale-page/appearance/background', async (c) =>
      c.json(await removeBackgroundImage(db, storage, requireUser(c).id)),
    )
    .get('/scale-page/appearance/preview', async (c) => {
      const user = requireUser(c);
      const { draft } = readQuery(c, ZAppearancePreviewQuery);
      const saved = await loadAppearance(db, user.id);
      let appearance = saved.appearance;
      if (draft !== undefined) {
        const parsed = parseAppearanceDraft(draft);
        if (!parsed.success) {
          throw parsed.error
            ? fromZodError(parsed.error)
            : badRequest(APPEARANCE_MESSAGES.draftInvalid);
        }
        appearance = parsed.data;
      }
      const profile = await db
        .selectFrom('profiles')
        .select('username')
        .where('userId', '=', user.id)
        .executeTakeFirst();
      const data = profile ? await findScalePage(db, profile.username) : null;
      if (!data) throw notFound('Your Scale Page is not public');
      const rendered = renderScalePage(
        { ...data, appearance: { appearance, backgroundImageUrl: saved.backgroundImageUrl } },
        config.publicUrl,
      );
      return sendHtml(c, prepareHtml(rendered.html), {
        cacheControl: 'no-store',
        headers: {
          'Content-Security-Policy': rendered.contentSecurityPolicy,
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
      });
    });
}
