// The data room's API (decision 078) as the OpenAPI document describes it: a project's
// room links (room-link-routes.ts) and the public viewer's reads of a room's document
// (viewer/routes.ts).
import {
  ZPublicRoomDocument,
  ZRoomLinkCreate,
  ZRoomLinkList,
  ZRoomLinkUpdate,
  ZRoomLinkView,
} from '../../../core/data-room-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  fileAnswer,
  json,
  jsonAnswer,
  NO_BODY,
} from '../../platform/openapi/operation-spec';

export const dataRoomOperations = {
  'GET /api/v1/projects/:id/links': {
    summary: "List a project's data room links",
    operationId: 'listRoomLinks',
    inWorkspace: true,
    responses: {
      200: jsonAnswer('The links, newest first, with views per document', ZRoomLinkList),
    },
  },
  'POST /api/v1/projects/:id/links': {
    summary: 'Share a project as a data room link',
    operationId: 'createRoomLink',
    inWorkspace: true,
    body: json(ZRoomLinkCreate),
    responses: { 201: jsonAnswer('The new link', ZRoomLinkView) },
  },
  'PATCH /api/v1/projects/:id/links/:linkId': {
    summary: "Change a data room link's label, state or controls",
    operationId: 'updateRoomLink',
    inWorkspace: true,
    body: json(ZRoomLinkUpdate),
    responses: { 200: jsonAnswer('The link as it is now', ZRoomLinkView) },
  },
  'DELETE /api/v1/projects/:id/links/:linkId': {
    summary: 'Delete a data room link',
    operationId: 'deleteRoomLink',
    inWorkspace: true,
    body: NO_BODY,
    responses: { 204: emptyAnswer('Deleted, with its views') },
  },
  'GET /api/v1/public/documents/:username/:code/room/:documentId': {
    summary: "A data room's document, for the public viewer",
    operationId: 'getPublicRoomDocument',
    isPublic: true,
    responses: { 200: jsonAnswer('Its title, owner and file address', ZPublicRoomDocument) },
  },
  'GET /api/v1/public/documents/:username/:code/room/:documentId/file': {
    summary: "A data room's document's PDF",
    operationId: 'getPublicRoomDocumentFile',
    isPublic: true,
    responses: {
      200: fileAnswer('The PDF', 'application/pdf'),
      206: fileAnswer('Part of the PDF', 'application/pdf'),
    },
  },
} satisfies FeatureOperations;
