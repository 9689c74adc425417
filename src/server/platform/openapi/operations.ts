// The OpenAPI document's own operation (routes.ts serves it).
import { z } from 'zod';
import { type FeatureOperations, jsonAnswer, type OperationTag } from './operation-spec';

export const apiReferenceTag: OperationTag = {
  name: 'API reference',
  description: 'This document: every operation of the API, read from the running app.',
};

/** The OpenAPI 3.1 document, described by its top-level fields. */
const ZOpenApiDocument = z
  .looseObject({
    openapi: z.string().describe('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    servers: z.array(z.looseObject({ url: z.string() })),
    tags: z.array(z.object({ name: z.string(), description: z.string() })),
    paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
    components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})) }),
  })
  .meta({ id: 'OpenApiDocument' });

export const openApiOperations = {
  'GET /api/openapi.json': {
    summary: 'Get the OpenAPI document',
    operationId: 'getOpenApiDocument',
    isPublic: true,
    responses: { 200: jsonAnswer('The OpenAPI 3.1 document of this API', ZOpenApiDocument) },
  },
} satisfies FeatureOperations;
