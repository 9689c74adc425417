// A data room (decision 078): a project shared as one link with a tracking link's
// controls. The room's link takes the same settings as a document's link; its expiry,
// when given, must lie ahead (a room link that is born expired helps nobody). The
// answers are described here too, for the API's declared schemas.
import { z } from 'zod';
import { ZTrackingLinkCreate, ZTrackingLinkUpdate } from './document-schemas';

export const DATA_ROOM_MESSAGES = {
  expiresInPast: 'Choose an expiry after now',
  roomLinkNotFound: 'Data room link not found',
  sectionTitle: 'Data room links',
  sectionIntro: 'Share the whole project as one link: visitors see its documents in a list.',
  empty: 'No data room links yet.',
  create: 'New data room link',
  pageIntro: (ownerName: string) => `${ownerName} shared these documents with you.`,
  noDocuments: 'There are no documents in this data room yet.',
  documentsHeading: 'Documents',
} as const;

const isAhead = (value: string | null | undefined) =>
  value === undefined || value === null || new Date(value).getTime() > Date.now();
const AHEAD = { message: DATA_ROOM_MESSAGES.expiresInPast, path: ['expiresAt'] };

export const ZRoomLinkCreate = ZTrackingLinkCreate.refine(
  (value) => isAhead(value.expiresAt),
  AHEAD,
);
export const ZRoomLinkUpdate = ZTrackingLinkUpdate.refine(
  (value) => isAhead(value.expiresAt),
  AHEAD,
);
export type RoomLinkInput = z.input<typeof ZRoomLinkUpdate>;

/** Views of one of the project's documents through one room link. */
export const ZRoomDocumentViews = z.object({
  documentId: z.uuid(),
  title: z.string(),
  views: z.number().int(),
  /** Seconds read, over all of its views through this link. */
  seconds: z.number().int(),
  lastViewedAt: z.string().nullable(),
});

export const ZRoomLinkView = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    label: z.string(),
    code: z.string(),
    /** The full share address: {publicUrl}/d/{owner's username}/{code}. */
    url: z.string(),
    isActive: z.boolean(),
    viewCount: z.number().int(),
    createdAt: z.string(),
    requireEmail: z.boolean(),
    verifyEmail: z.boolean(),
    hasPassword: z.boolean(),
    expiresAt: z.string().nullable(),
    isExpired: z.boolean(),
    allowDownload: z.boolean(),
    notifyOnView: z.boolean(),
    watermark: z.boolean(),
    /** Every document of the project, with its views through this link. */
    documents: z.array(ZRoomDocumentViews),
  })
  .meta({ id: 'RoomLink' });
export type RoomLinkView = z.output<typeof ZRoomLinkView>;

export const ZRoomLinkList = z.array(ZRoomLinkView).meta({ id: 'RoomLinkList' });

/** GET /api/v1/public/documents/:username/:code/room/:documentId — as for a document's link. */
export const ZPublicRoomDocument = z
  .object({
    title: z.string(),
    ownerName: z.string(),
    pageCount: z.number().int().nullable(),
    fileUrl: z.string(),
    downloadUrl: z.string().nullable(),
    watermark: z.string().nullable(),
  })
  .meta({ id: 'PublicRoomDocument' });
