// Reads a Server-Sent Events stream the way a browser's EventSource would, keeping
// every message and comment so tests can wait for them.
export type SseMessage = { event: string; data: string };

export type SseClient = {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  comments: string[];
  /** Resolves once a message matching `match` has arrived (or had already). */
  waitForMessage(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves once a comment line (": text") matching `text` has arrived. */
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
};

export async function openSse(url: string, init: RequestInit = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'text/event-stream', ...init.headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...wakers]) wake();
  };

  if (response.ok && response.body) void pump(response.body);

  async function pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wakeAll();
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    }
  }

  function parseBlock(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }

  function waitUntil<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        wakers.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        wakers.delete(check);
        reject(new Error(`${what} did not arrive within ${timeoutMs} ms`));
      }, timeoutMs);
      wakers.add(check);
      check();
    });
  }

  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    waitForMessage: (match, timeoutMs = 10_000) =>
      waitUntil(() => messages.find(match), 'The expected SSE message', timeoutMs),
    waitForComment: (text, timeoutMs = 10_000) =>
      waitUntil(
        () => (comments.includes(text) ? true : undefined),
        `The SSE comment "${text}"`,
        timeoutMs,
      ).then(() => {}),
    close: () => controller.abort(),
  };
}
