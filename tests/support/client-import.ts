// POST /api/v1/clients/import as the tests send it: the file's bytes as the body, the
// choices as query parameters, and the NDJSON answer read into its lines.
import type { ImportProgressLine } from '../../src/core/import/import-contact';
import type { ApiUser } from './api-user';

export type ImportDone = Extract<ImportProgressLine, { type: 'done' }>;

export async function postImport(
  user: ApiUser,
  filename: string,
  content: string | Uint8Array,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const params = new URLSearchParams({ filename, ...query });
  const answer = await user.call(
    'POST',
    `/clients/import?${params}`,
    new Blob([new Uint8Array(data)]),
    headers,
  );
  const lines =
    answer.status === 200
      ? answer.text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as ImportProgressLine)
      : [];
  return {
    ...answer,
    lines,
    done: lines.find((line) => line.type === 'done') as ImportDone | undefined,
  };
}
