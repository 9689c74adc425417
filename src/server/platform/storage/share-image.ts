// The picture a shared link shows in a chat or a feed (Open Graph, Twitter cards) and
// the one a saved contact carries. Uploads are stored as WebP, which several link-preview
// crawlers and address books skip, so these point at a JPEG made from the stored file
// (share-image-routes.ts): square, SHARE_IMAGE_SIZE pixels, its size and type known in
// advance so the page can state them (docs/decisions/043-host-calendar-files-and-share-images.md).
import { absoluteUrl, isSafeImageUrl } from '../../http/escape';
import { FILES_URL_PREFIX, isPrivateStoragePath } from './storage';

export const SHARE_IMAGE_SIZE = 400;
export const SHARE_IMAGES_URL_PREFIX = '/share-images/';
/** Only what uploads are stored as is converted; other files are linked as they are. */
const CONVERTED_EXTENSION = '.webp';

export type ShareImage = {
  /** Absolute */
  url: string;
  /** Read aloud in place of the picture. */
  alt: string;
  /** Known for our own JPEGs; absent for a picture elsewhere (a provider's). */
  width?: number;
  height?: number;
  type?: string;
};

/**
 * The share image of a stored or outside picture URL (a profile's avatar_url), or null
 * when there is none or it is not a web address.
 */
export function shareImageOf(
  imageUrl: string | null,
  publicUrl: string,
  alt: string,
): ShareImage | null {
  if (!imageUrl || !isSafeImageUrl(imageUrl)) return null;
  const stored = storedImage(imageUrl);
  if (!stored) return { url: absoluteUrl(imageUrl, publicUrl), alt };
  const jpegPath = stored.path.slice(0, -CONVERTED_EXTENSION.length).split('/');
  const version = stored.version ? `?v=${encodeURIComponent(stored.version)}` : '';
  return {
    url: `${publicUrl}${SHARE_IMAGES_URL_PREFIX}${jpegPath.map(encodeURIComponent).join('/')}.jpg${version}`,
    alt,
    width: SHARE_IMAGE_SIZE,
    height: SHARE_IMAGE_SIZE,
    type: 'image/jpeg',
  };
}

/** The storage path of one of our public WebP files, and the ?v= its URL carries. */
function storedImage(imageUrl: string): { path: string; version: string | null } | null {
  if (!imageUrl.startsWith(FILES_URL_PREFIX)) return null;
  const [encodedPath = '', query = ''] = imageUrl.slice(FILES_URL_PREFIX.length).split('?');
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (!path.endsWith(CONVERTED_EXTENSION) || isPrivateStoragePath(path)) return null;
  return { path, version: new URLSearchParams(query).get('v') };
}

/** The stored file a share-image address is made from: "avatars/u/avatar.jpg" -> "….webp". */
export function shareImageSource(jpegPath: string): string | null {
  if (!jpegPath.endsWith('.jpg')) return null;
  const source = `${jpegPath.slice(0, -'.jpg'.length)}${CONVERTED_EXTENSION}`;
  return isPrivateStoragePath(source) ? null : source;
}
