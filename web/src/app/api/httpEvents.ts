// The HTTP layer must not know about modals or timers; the session layer subscribes here instead.
type Listener = () => void;

const unauthorized = new Set<Listener>();
const succeeded = new Set<Listener>();

export const httpEvents = {
  onUnauthorized(listener: Listener): () => void {
    unauthorized.add(listener);
    return () => unauthorized.delete(listener);
  },
  onSuccess(listener: Listener): () => void {
    succeeded.add(listener);
    return () => succeeded.delete(listener);
  },
  emitUnauthorized(): void {
    unauthorized.forEach((l) => l());
  },
  emitSuccess(): void {
    succeeded.forEach((l) => l());
  },
};
