// One LISTEN per process on the change channel, fanned out to the live streams of
// the user each change belongs to.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import { type ChangeEvent, type ChangeNotification, EVENTS_CHANNEL } from './publish';

export type ChangeListener = (event: ChangeEvent) => void;

export type EventHub = {
  start(): Promise<void>;
  stop(): void;
  /** Calls `listener` for each change to `userId`'s rows; returns the unsubscribe. */
  subscribe(userId: string, listener: ChangeListener): () => void;
  /** Calls `listener` for every change of every user (server-side caches); returns the unsubscribe. */
  subscribeAll(listener: (notification: ChangeNotification) => void): () => void;
  /**
   * Resolves once every change committed before the call has reached this process's
   * listeners, so a write's response is never followed by a read of a stale cache
   * (PostgreSQL delivers NOTIFYs asynchronously, in commit order). Gives up after
   * `timeoutMs` when the LISTEN connection is down; the caches' age limit covers that.
   */
  settled(timeoutMs?: number): Promise<void>;
};

/** A marker sent on the change channel by settled(); never a change. */
type Barrier = { barrier: string };

const OPS = new Set<string>(['insert', 'update', 'delete']);

export function createEventHub(database: Database): EventHub {
  const listenersByUser = new Map<string, Set<ChangeListener>>();
  const allListeners = new Set<(notification: ChangeNotification) => void>();
  let unlisten: (() => Promise<void>) | undefined;
  const barriers = new Map<string, () => void>();

  function dispatch(payload: string) {
    const barrier = parseBarrier(payload);
    if (barrier !== undefined) {
      barriers.get(barrier)?.();
      return;
    }
    const notification = parseNotification(payload);
    if (!notification) {
      console.warn(`Ignoring a malformed ${EVENTS_CHANNEL} notification: ${payload.slice(0, 200)}`);
      return;
    }
    for (const listener of [...allListeners]) {
      try {
        listener(notification);
      } catch (error) {
        console.warn('A change listener failed:', (error as Error).message);
      }
    }
    const listeners = listenersByUser.get(notification.userId);
    if (!listeners) return;
    const event: ChangeEvent = {
      entity: notification.entity,
      op: notification.op,
      id: notification.id,
    };
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.warn('A live-update listener failed:', (error as Error).message);
      }
    }
  }

  return {
    async start() {
      if (unlisten) return;
      unlisten = await database.listen(EVENTS_CHANNEL, dispatch);
    },
    stop() {
      const stopListening = unlisten;
      unlisten = undefined;
      listenersByUser.clear();
      allListeners.clear();
      for (const release of [...barriers.values()]) release();
      void stopListening?.().catch(() => {});
    },
    subscribe(userId, listener) {
      let listeners = listenersByUser.get(userId);
      if (!listeners) {
        listeners = new Set();
        listenersByUser.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        const current = listenersByUser.get(userId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listenersByUser.delete(userId);
      };
    },
    subscribeAll(listener) {
      allListeners.add(listener);
      return () => {
        allListeners.delete(listener);
      };
    },
    async settled(timeoutMs = 1000) {
      if (!unlisten) return;
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        const release = () => {
          barriers.delete(token);
          clearTimeout(timer);
          resolve();
        };
        barriers.set(token, release);
        timer = setTimeout(release, timeoutMs);
        timer.unref();
      });
      const marker: Barrier = { barrier: token };
      try {
        await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(marker)})`.execute(
          database.db,
        );
      } catch {
        barriers.get(token)?.();
      }
      await arrived;
    },
  };
}

function parseBarrier(payload: string): string | undefined {
  if (!payload.startsWith('{"barrier":')) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<Barrier> | null;
    return typeof value?.barrier === 'string' ? value.barrier : undefined;
  } catch {
    return undefined;
  }
}

function parseNotification(payload: string): ChangeNotification | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotification> | null;
    if (
      typeof value?.userId === 'string' &&
      typeof value.entity === 'string' &&
      typeof value.id === 'string' &&
      typeof value.op === 'string' &&
      OPS.has(value.op)
    ) {
      return value as ChangeNotification;
    }
  } catch {
    // Falls through to "malformed".
  }
  return undefined;
}
