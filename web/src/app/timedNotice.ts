/**
 * antd closes a message or notification that has a duration by re-rendering it on every animation frame until then,
 * and each of those renders restarts React's render of a screen being opened (a lower-priority lane): a screen opened
 * while such a notice showed waited for the notice to close. The notices shown around sign-in, when the first screens
 * open, therefore open with duration 0 (no frame loop) and are destroyed by key on a plain timer instead.
 */
export function closeAfter(seconds: number, destroy: () => void): void {
  setTimeout(destroy, seconds * 1000);
}
