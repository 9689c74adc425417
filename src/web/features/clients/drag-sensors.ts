// The kanban's input devices: mouse/pen (drag after a few pixels), touch (press and
// hold, so a swipe still scrolls the board) and keyboard (Space, arrows between columns).
import {
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { PointerEvent } from 'react';

/** PointerSensor without touch: touch goes to TouchSensor and its hold delay. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: PointerEvent) =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

/** Left and right move the lifted card to the middle of the neighbouring column. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const center = collisionRect.left + collisionRect.width / 2;
  let current = columns.findIndex((rect) => center >= rect.left && center <= rect.right);
  if (current === -1) {
    current = columns.findIndex((rect) => rect.left > center) - (step > 0 ? 1 : 0);
  }
  const target = columns[current + step];
  if (!target) return undefined;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - center),
    y: currentCoordinates.y,
  };
};

export function useKanbanSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      // Enter opens the card's panel instead of lifting it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}
