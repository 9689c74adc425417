// A query that is not valid percent-encoded UTF-8 is refused, not searched for as raw text.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse } from './errors';
import { QUERY_ENCODING_MESSAGE, readQuery } from './read-query';

const app = new Hono()
  .get('/search', (c) => c.json(readQuery(c, z.object({ q: z.string().max(20).optional() }))))
  .onError((error, c) => errorResponse(c, error));

const get = async (query: string) => {
  const response = await app.request(`/search${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('readQuery', () => {
  it('reads ordinary and percent-encoded values, and an empty one as absent', async () => {
    expect(await get('?q=Ren%C3%A9+Okafor')).toEqual({ status: 200, body: { q: 'René Okafor' } });
    expect(await get('?q=')).toEqual({ status: 200, body: {} });
  });

  it.each(['%ED%A0%80', '%C0%AF', '%', '%E2%82'])('refuses q=%s with a clear 400', async (raw) => {
    const answer = await get(`?q=${raw}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(QUERY_ENCODING_MESSAGE);
  });
});
