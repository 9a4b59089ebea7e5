import { App } from 'antd';
import { useMemo } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
type MessageApi = AppApi['message'];
type NotificationApi = AppApi['notification'];
type MessageArgs = Parameters<MessageApi['open']>[0];
type MessageType = ReturnType<MessageApi['open']>;
type MessageContent = Parameters<MessageApi['success']>[0];
type NotificationArgs = Parameters<NotificationApi['open']>[0];

/** antd's own default times (seconds): a message closes after 3, a notification after 4.5 (the app sets no other on <App>). */
const MESSAGE_SECONDS = 3;
const NOTIFICATION_SECONDS = 4.5;
const MESSAGE_TYPES = ['info', 'success', 'warning', 'error', 'loading'] as const;
const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;

/**
 * The app's message, notification and modal: App.useApp()'s, except that a message or notification closes on a plain
 * timer. antd closes one that has a duration by re-rendering it on every animation frame until then, and each of those
 * renders restarts React's render of a screen being opened (a lower-priority lane) — so a screen opened while
 * 操作成功 or a sign-in notice showed waited for it to close (5–13 s on two cores). Here every notice opens with
 * duration 0 (no frame loop) and is destroyed by key after its time; hovering no longer pauses that time.
 */
export function useFeedback(): AppApi {
  const app = App.useApp();
  return useMemo(() => ({ modal: app.modal, message: timedMessages(app.message), notification: timedNotifications(app.notification) }), [app]);
}

interface Timed<Key> {
  key?: Key;
  onClose?: () => void;
}

type NoticeKey = string | number | bigint;
type CloseTimers = Map<NoticeKey, ReturnType<typeof setTimeout>>;

/**
 * Every component calls useFeedback, but all of them open notices in the one holder of <App>: the keys they make up
 * and the timers of the keys are therefore the app's, not a component's. (Each had its own: a page's first message and
 * its dialog's first message were both `feedback-1`, and the page's timer closed the dialog's message early.)
 */
let opened = 0;
const messageTimers: CloseTimers = new Map();
const notificationTimers: CloseTimers = new Map();

/**
 * Opens notices as duration 0 and destroys each after its time. A destroy does not run the notice's onClose (antd runs
 * it only when the notice closes itself or by its close button), so the timer runs it — once, whichever comes first.
 * Reopening a key gives it its whole time again.
 */
function closeTimers<Key extends NoticeKey>(destroy: (key: Key) => void, timers: CloseTimers) {
  return <Config extends Timed<Key>>(config: Config, seconds: number): Config & { key: Key; duration: 0 } => {
    const key = config.key ?? (`feedback-${++opened}` as Key);
    let closed = false;
    const onClose = () => {
      if (closed) return;
      closed = true;
      if (timers.get(key) === timer) timers.delete(key);
      clearTimeout(timer);
      config.onClose?.();
    };
    clearTimeout(timers.get(key));
    const timer = setTimeout(() => {
      destroy(key);
      onClose();
    }, seconds * 1000);
    timers.set(key, timer);
    return { ...config, key, duration: 0, onClose };
  };
}

function timedMessages(api: MessageApi): MessageApi {
  const closeLater = closeTimers<NonNullable<MessageArgs['key']>>((key) => api.destroy(key), messageTimers);
  const open = (config: MessageArgs): MessageType => {
    const seconds = config.duration ?? MESSAGE_SECONDS;
    if (seconds <= 0) return api.open(config);
    // antd's answer resolves when the notice closes itself, which a timed one never does: this one resolves on its timer.
    let resolveClosed = (_closed: boolean) => undefined as void;
    const closedAt = new Promise<boolean>((resolve) => (resolveClosed = resolve));
    const hide = api.open(closeLater({ ...config, onClose: () => (config.onClose?.(), resolveClosed(true)) }, seconds));
    return Object.assign(() => hide(), { then: closedAt.then.bind(closedAt) });
  };
  // antd's own reading of (content | config, duration | onClose, onClose).
  const typed = (type: (typeof MESSAGE_TYPES)[number]) => (content: MessageContent, duration?: number | VoidFunction, onClose?: VoidFunction) => {
    const config: MessageArgs = isMessageArgs(content) ? content : { content };
    const [seconds, close] = typeof duration === 'function' ? [undefined, duration] : [duration, onClose];
    return open({ onClose: close, duration: seconds, ...config, type });
  };
  return {
    ...api,
    open,
    ...(Object.fromEntries(MESSAGE_TYPES.map((type) => [type, typed(type)])) as Pick<MessageApi, (typeof MESSAGE_TYPES)[number]>),
  };
}

function timedNotifications(api: NotificationApi): NotificationApi {
  const closeLater = closeTimers<NonNullable<NotificationArgs['key']>>((key) => api.destroy(key), notificationTimers);
  const open = (config: NotificationArgs) => {
    const seconds = config.duration ?? NOTIFICATION_SECONDS;
    if (seconds === false || seconds <= 0) return api.open(config);
    return api.open(closeLater(config, seconds));
  };
  return {
    ...api,
    open,
    ...(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, (config: NotificationArgs) => open({ ...config, type })])) as Pick<
      NotificationApi,
      (typeof NOTIFICATION_TYPES)[number]
    >),
  };
}

function isMessageArgs(content: MessageContent): content is MessageArgs {
  return Object.prototype.toString.call(content) === '[object Object]' && content !== null && 'content' in (content as object);
}
