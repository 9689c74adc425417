// POST /api/v1/documents: the file is the raw request body and its details ride in the
// query string, so the server can stream it to storage. XMLHttpRequest rather than
// fetch, because only it reports how many bytes have been sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@/core/documents';
import { ApiError, type ApiErrorBody, UNEXPECTED_ERROR } from '@/web/lib/api';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { DOCUMENTS_QUERY_KEY } from './documents-query';

export type UploadDetails = { title: string; description: string; tags: string[] };
export type UploadProgress = { sent: number; total: number };

const NETWORK_ERROR = 'Could not reach the server';

export function uploadDocument(
  file: File,
  details: UploadDetails,
  onProgress: (progress: UploadProgress) => void,
): Promise<DocumentView> {
  const query = new URLSearchParams({ title: details.title, filename: file.name.slice(0, 255) });
  if (details.description.trim()) query.set('description', details.description);
  if (details.tags.length > 0) query.set('tags', details.tags.join(','));

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/documents?${query}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as DocumentView);
        return;
      }
      const error = (body as ApiErrorBody | undefined)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'internal',
          error?.message || UNEXPECTED_ERROR,
          error?.fields,
        ),
      );
    };
    request.send(file);
  });
}

export function useUploadDocument(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, details }: { file: File; details: UploadDetails }) =>
      uploadDocument(file, details, onProgress),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });
}
