// The documents API as the OpenAPI document describes it: documents and their files
// (routes.ts), tracking links and analytics (tracking/routes.ts), projects
// (projects/routes.ts), and the public viewer's endpoints (viewer/routes.ts).
import { z } from 'zod';
import {
  ZDocumentAnalyticsQuery,
  ZDocumentListQuery,
  ZDocumentMove,
  ZDocumentUpdate,
  ZDocumentUploadQuery,
  ZDocumentViewBeacon,
  ZPublicDocumentFileQuery,
  ZTrackingLinkCreate,
  ZTrackingLinkUpdate,
} from '../../../core/document-schemas';
import {
  ZDocumentAnalytics,
  ZDocumentView,
  ZPlanUsage,
  ZPublicDocument,
  ZTrackingLinkView,
} from '../../../core/documents';
import {
  ZProjectCreate,
  ZProjectDetail,
  ZProjectDocumentAdd,
  ZProjectMemberAdd,
  ZProjectMemberUpdate,
  ZProjectUpdate,
  ZProjectView,
} from '../../../core/project-schemas';
import {
  beacon,
  binary,
  emptyAnswer,
  type FeatureOperations,
  fileAnswer,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const documentsTag: OperationTag = {
  name: 'Documents',
  description: 'Documents, their tracking links and analytics, projects, and the public viewer.',
};

export const documentOperations = {
  'GET /api/v1/usage': {
    summary: 'Get my plan usage',
    operationId: 'getPlanUsage',
    responses: { 200: jsonAnswer('What the plan allows and what is used', ZPlanUsage) },
  },
  'GET /api/v1/documents': {
    summary: 'List documents',
    operationId: 'listDocuments',
    query: ZDocumentListQuery,
    responses: { 200: jsonAnswer('The documents, newest first', z.array(ZDocumentView)) },
  },
  'POST /api/v1/documents': {
    summary: 'Upload a document',
    operationId: 'uploadDocument',
    description: 'The body is the file itself (PDF or image, at most 10 MB).',
    body: binary(),
    query: ZDocumentUploadQuery,
    responses: { 201: jsonAnswer('The document stored', ZDocumentView) },
  },
  'GET /api/v1/documents/:id': {
    summary: 'Get a document',
    operationId: 'getDocument',
    responses: { 200: jsonAnswer('The document', ZDocumentView) },
  },
  'PATCH /api/v1/documents/:id': {
    summary: 'Update a document',
    operationId: 'updateDocument',
    body: json(ZDocumentUpdate),
    responses: { 200: jsonAnswer('The document as saved', ZDocumentView) },
  },
  'DELETE /api/v1/documents/:id': {
    summary: 'Delete a document',
    operationId: 'deleteDocument',
    responses: { 204: emptyAnswer('Deleted, with its file and tracking links') },
  },
  'POST /api/v1/documents/:id/move': {
    summary: 'Move a document to another workspace',
    operationId: 'moveDocument',
    body: json(ZDocumentMove),
    responses: { 200: jsonAnswer('The document in its new workspace', ZDocumentView) },
  },
  'GET /api/v1/documents/:id/file': {
    summary: 'Download a document’s file',
    operationId: 'downloadDocumentFile',
    // Its content type is the file's own (PDF, JPEG, PNG, GIF or WebP).
    responses: { 200: emptyAnswer('The file, inline, in its own type (PDF or image)') },
  },
  'GET /api/v1/documents/:id/thumbnail': {
    summary: 'Get a document’s thumbnail',
    operationId: 'getDocumentThumbnail',
    responses: { 200: fileAnswer('The first page as a small picture', 'image/webp') },
  },
  'GET /api/v1/documents/:id/links': {
    summary: 'List a document’s tracking links',
    operationId: 'listTrackingLinks',
    responses: { 200: jsonAnswer('Its tracking links', z.array(ZTrackingLinkView)) },
  },
  'POST /api/v1/documents/:id/links': {
    summary: 'Create a tracking link',
    operationId: 'createTrackingLink',
    body: json(ZTrackingLinkCreate),
    responses: { 201: jsonAnswer('The tracking link created', ZTrackingLinkView) },
  },
  'PATCH /api/v1/document-links/:linkId': {
    summary: 'Update a tracking link',
    operationId: 'updateTrackingLink',
    body: json(ZTrackingLinkUpdate),
    responses: { 200: jsonAnswer('The tracking link as saved', ZTrackingLinkView) },
  },
  'DELETE /api/v1/document-links/:linkId': {
    summary: 'Delete a tracking link',
    operationId: 'deleteTrackingLink',
    responses: { 204: emptyAnswer('Deleted; its address stops working') },
  },
  'GET /api/v1/documents/:id/analytics': {
    summary: 'Get a document’s analytics',
    operationId: 'getDocumentAnalytics',
    query: ZDocumentAnalyticsQuery,
    responses: { 200: jsonAnswer('Views, reading time and pages', ZDocumentAnalytics) },
  },
  'GET /api/v1/projects': {
    summary: 'List projects',
    operationId: 'listProjects',
    responses: { 200: jsonAnswer('The projects the caller is in', z.array(ZProjectView)) },
  },
  'POST /api/v1/projects': {
    summary: 'Create a project',
    operationId: 'createProject',
    body: json(ZProjectCreate),
    responses: { 201: jsonAnswer('The project created', ZProjectDetail) },
  },
  'GET /api/v1/projects/:id': {
    summary: 'Get a project',
    operationId: 'getProject',
    responses: { 200: jsonAnswer('The project with its documents and members', ZProjectDetail) },
  },
  'PATCH /api/v1/projects/:id': {
    summary: 'Update a project',
    operationId: 'updateProject',
    body: json(ZProjectUpdate),
    responses: { 200: jsonAnswer('The project as saved', ZProjectDetail) },
  },
  'DELETE /api/v1/projects/:id': {
    summary: 'Delete a project',
    operationId: 'deleteProject',
    responses: { 204: emptyAnswer('Deleted; its documents stay with their owners') },
  },
  'POST /api/v1/projects/:id/documents': {
    summary: 'Add a document to a project',
    operationId: 'addProjectDocument',
    body: json(ZProjectDocumentAdd),
    responses: { 201: jsonAnswer('The project with the document', ZProjectDetail) },
  },
  'DELETE /api/v1/projects/:id/documents/:documentId': {
    summary: 'Remove a document from a project',
    operationId: 'removeProjectDocument',
    responses: { 204: emptyAnswer('Removed from the project') },
  },
  'POST /api/v1/projects/:id/members': {
    summary: 'Add a project member',
    operationId: 'addProjectMember',
    body: json(ZProjectMemberAdd),
    responses: { 201: jsonAnswer('The project with the member', ZProjectDetail) },
  },
  'PATCH /api/v1/projects/:id/members/:memberId': {
    summary: 'Change a project member’s role',
    operationId: 'updateProjectMember',
    body: json(ZProjectMemberUpdate),
    responses: { 200: jsonAnswer('The project as saved', ZProjectDetail) },
  },
  'DELETE /api/v1/projects/:id/members/:memberId': {
    summary: 'Remove a project member',
    operationId: 'removeProjectMember',
    responses: { 204: emptyAnswer('Removed from the project') },
  },
  'GET /api/v1/public/documents/:username/:code': {
    summary: 'Open a shared document',
    operationId: 'getPublicDocument',
    isPublic: true,
    responses: { 200: jsonAnswer('What the viewer shows', ZPublicDocument) },
  },
  'GET /api/v1/public/documents/:username/:code/file': {
    summary: 'Read a shared document’s file',
    operationId: 'getPublicDocumentFile',
    isPublic: true,
    query: ZPublicDocumentFileQuery,
    responses: {
      200: fileAnswer('The PDF', 'application/pdf'),
      206: fileAnswer('The bytes of the Range asked for', 'application/pdf'),
    },
  },
  'POST /api/v1/track/document-view': {
    summary: 'Record a document view',
    operationId: 'trackDocumentView',
    description: 'The viewer’s beacon: a visit’s running reading times (sent as text/plain).',
    isPublic: true,
    body: beacon(ZDocumentViewBeacon),
    responses: { 204: emptyAnswer('Received (counted only for a real visit)') },
  },
} satisfies FeatureOperations;
