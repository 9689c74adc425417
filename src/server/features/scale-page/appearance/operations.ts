// The Scale Page's appearance API as the OpenAPI document describes it (routes.ts serves it).
import {
  ZAppearance,
  ZAppearancePreviewQuery,
  ZAppearanceState,
} from '../../../../core/appearance/appearance-schemas';
import {
  type FeatureOperations,
  fileAnswer,
  json,
  jsonAnswer,
  MULTIPART,
  type OperationTag,
} from '../../../platform/openapi/operation-spec';

export const scalePageTag: OperationTag = {
  name: 'Scale Page',
  description:
    'How the caller’s public Scale Page looks: its theme, colours, font, buttons, ' +
    'background picture and social links, and a preview of an unsaved look.',
};

export const appearanceOperations = {
  'GET /api/v1/scale-page/appearance': {
    summary: 'Get my Scale Page appearance',
    operationId: 'getAppearance',
    responses: { 200: jsonAnswer('The look and its background picture', ZAppearanceState) },
  },
  'PUT /api/v1/scale-page/appearance': {
    summary: 'Set my Scale Page appearance',
    operationId: 'setAppearance',
    body: json(ZAppearance),
    errors: [400],
    responses: { 200: jsonAnswer('The look as saved', ZAppearanceState) },
  },
  'POST /api/v1/scale-page/appearance/background': {
    summary: 'Upload a background picture',
    operationId: 'uploadAppearanceBackground',
    description: 'A PNG, JPEG or WebP image of at most 10 MB, as the form field `file`.',
    body: MULTIPART,
    errors: [400, 413, 415],
    responses: { 200: jsonAnswer('The look with its background picture', ZAppearanceState) },
  },
  'DELETE /api/v1/scale-page/appearance/background': {
    summary: 'Remove the background picture',
    operationId: 'removeAppearanceBackground',
    responses: { 200: jsonAnswer('The look without a background picture', ZAppearanceState) },
  },
  'GET /api/v1/scale-page/appearance/preview': {
    summary: 'Preview my Scale Page',
    operationId: 'previewAppearance',
    description: 'The page as visitors see it, in the saved look or the unsaved `draft` (JSON).',
    query: ZAppearancePreviewQuery,
    errors: [400, 404],
    responses: { 200: fileAnswer('The Scale Page', 'text/html') },
  },
} satisfies FeatureOperations;
