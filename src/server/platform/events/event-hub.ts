// One LISTEN per process on the change channel, fanned out to the live streams of
// the user each change belongs to.
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
};

const OPS = new Set<string>(['insert', 'update', 'delete']);

export function createEventHub(database: Database): EventHub {
  const listenersByUser = new Map<string, Set<ChangeListener>>();
  const allListeners = new Set<(notification: ChangeNotification) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
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
  };
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
