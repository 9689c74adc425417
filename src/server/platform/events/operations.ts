// The live updates stream as the OpenAPI document describes it (routes.ts serves it).
import { type FeatureOperations, fileAnswer, type OperationTag } from '../openapi/operation-spec';

export const liveUpdatesTag: OperationTag = {
  name: 'Live updates',
  description:
    'The signed-in person’s changes as Server-Sent Events, so open pages refresh what ' +
    'changed elsewhere. Not for API keys (403).',
};

export const eventOperations = {
  'GET /api/v1/events': {
    summary: 'Stream my live updates',
    operationId: 'streamEvents',
    description:
      'Each event is `data: {"entity", "op", "id"}`; a comment line every 25 s keeps the stream open.',
    errors: [403],
    responses: { 200: fileAnswer('The event stream', 'text/event-stream') },
  },
} satisfies FeatureOperations;
