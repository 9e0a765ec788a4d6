/** A box's top and bottom on screen, and the room the page keeps clear (the screen less its scroll padding). */
export interface Span {
  top: number;
  bottom: number;
}

/** Whether a box lies within the clear room, or fills it (a box taller than the room cannot lie within it). */
export function withinRoom(box: Span, room: Span): boolean {
  return (
    (box.top >= room.top && box.bottom <= room.bottom) || (box.top <= room.top && box.bottom >= room.bottom)
  );
}
