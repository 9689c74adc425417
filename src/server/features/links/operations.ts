// The owner's links API as the OpenAPI document describes it (routes.ts serves it).
import { z } from 'zod';
import { ZLink, ZLinkCreate, ZLinkOrder, ZLinkUpdate } from '../../../core/link-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  idParam,
  json,
  jsonAnswer,
  MULTIPART,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const linksTag: OperationTag = {
  name: 'Links',
  description:
    'The links and section headers of the caller’s Scale Page: their order, schedule, ' +
    'featured link and thumbnails. Another user’s link answers 404.',
};

const links = z.array(ZLink);

export const linkOperations = {
  'GET /api/v1/links': {
    summary: 'List my links',
    operationId: 'listLinks',
    responses: { 200: jsonAnswer('The links and headers, in page order', links) },
  },
  'POST /api/v1/links': {
    summary: 'Create a link or header',
    operationId: 'createLink',
    body: json(ZLinkCreate),
    errors: [400],
    responses: { 201: jsonAnswer('The link created, last on the page', ZLink) },
  },
  'PUT /api/v1/links/order': {
    summary: 'Reorder my links',
    operationId: 'reorderLinks',
    description: 'Every link id of the page, in the new order.',
    body: json(ZLinkOrder),
    errors: [400],
    responses: { 200: jsonAnswer('The links in their new order', links) },
  },
  'PATCH /api/v1/links/:id': {
    summary: 'Update a link',
    operationId: 'updateLink',
    params: idParam,
    body: json(ZLinkUpdate),
    errors: [400],
    responses: { 200: jsonAnswer('The link as saved', ZLink) },
  },
  'DELETE /api/v1/links/:id': {
    summary: 'Delete a link',
    operationId: 'deleteLink',
    params: idParam,
    responses: { 204: emptyAnswer('Deleted, with its thumbnail') },
  },
  'POST /api/v1/links/:id/thumbnail': {
    summary: "Upload a link's thumbnail",
    operationId: 'uploadLinkThumbnail',
    description: 'A PNG, JPEG, GIF or WebP image of at most 5 MB, as the form field `file`.',
    params: idParam,
    body: MULTIPART,
    errors: [400, 413, 415],
    responses: { 200: jsonAnswer('The link with its thumbnail', ZLink) },
  },
  'DELETE /api/v1/links/:id/thumbnail': {
    summary: "Remove a link's thumbnail",
    operationId: 'removeLinkThumbnail',
    params: idParam,
    responses: { 200: jsonAnswer('The link without a thumbnail', ZLink) },
  },
} satisfies FeatureOperations;
