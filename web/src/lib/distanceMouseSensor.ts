import type { FluidDragActions, PreDragActions, SensorAPI } from '@hello-pangea/dnd';
import { useEffect } from 'react';

/** A mouse drag starts after 8 px of movement (the library's own mouse sensor uses 5 px): the Kanban board and the workflow builder's steps. */
export const DRAG_ACTIVATION_DISTANCE_PX = 8;

/**
 * A @hello-pangea/dnd sensor for the mouse that lifts a card only once the pointer has moved
 * DRAG_ACTIVATION_DISTANCE_PX, so a click (or a small wobble) still opens the ticket or step.
 */
export function useDistanceMouseSensor(api: SensorAPI): void {
  useEffect(() => {
    let pending: { x: number; y: number; actions: PreDragActions } | null = null;
    let dragging: FluidDragActions | null = null;
    const reset = () => {
      pending = null;
      dragging = null;
    };

    const onMouseDown = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const draggableId = api.findClosestDraggableId(event);
      if (!draggableId) return;
      const actions = api.tryGetLock(draggableId, reset, { sourceEvent: event });
      if (!actions) return;
      // Keep the text from being selected while the pointer travels.
      event.preventDefault();
      pending = { x: event.clientX, y: event.clientY, actions };
    };
    const onMouseMove = (event: MouseEvent) => {
      const point = { x: event.clientX, y: event.clientY };
      if (dragging) {
        event.preventDefault();
        dragging.move(point);
        return;
      }
      if (!pending) return;
      if (Math.hypot(point.x - pending.x, point.y - pending.y) < DRAG_ACTIVATION_DISTANCE_PX) return;
      event.preventDefault();
      dragging = pending.actions.fluidLift(point);
      pending = null;
    };
    const onMouseUp = (event: MouseEvent) => {
      if (dragging) {
        event.preventDefault();
        dragging.drop({ shouldBlockNextClick: true });
      } else if (pending?.actions.isActive()) {
        pending.actions.abort();
      }
      reset();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (dragging) {
        event.preventDefault();
        dragging.cancel();
      } else if (pending?.actions.isActive()) {
        pending.actions.abort();
      }
      reset();
    };

    window.addEventListener('mousedown', onMouseDown);
    window.addEventListener('mousemove', onMouseMove, { passive: false });
    window.addEventListener('mouseup', onMouseUp);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [api]);
}
