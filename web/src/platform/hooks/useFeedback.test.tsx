import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useFeedback } from './useFeedback';

type Feedback = ReturnType<typeof useFeedback>;

let feedback: Feedback;
/** A second component under the same <App> (a page's dialog, say), with its own useFeedback. */
let dialogFeedback: Feedback;
function Probe({ onApi }: { onApi: (api: Feedback) => void }) {
  const api = useFeedback();
  useEffect(() => onApi(api), [api, onApi]);
  return null;
}
const setFeedback = (api: Feedback) => void (feedback = api);
const setDialogFeedback = (api: Feedback) => void (dialogFeedback = api);

/** A notice fading out keeps its node in jsdom (no CSS transition ends), in antd's leave state. */
const showing = (text: string) => {
  const node = screen.queryByText(text)?.closest('.ant-message-notice, .ant-notification-notice');
  return node ? !node.className.includes('leave') : false;
};
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
let frames: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  frames = vi.spyOn(window, 'requestAnimationFrame');
  renderWithApp(
    <>
      <Probe onApi={setFeedback} />
      <Probe onApi={setDialogFeedback} />
    </>,
  );
});

afterEach(() => {
  act(() => {
    feedback.message.destroy();
    feedback.notification.destroy();
  });
  vi.useRealTimers();
});

/** Frames asked for over one second while the notice shows: antd's own timer asks for one on every frame. */
async function framesOverOneSecond() {
  const before = frames.mock.calls.length;
  await advance(1_000);
  return frames.mock.calls.length - before;
}

describe('useFeedback', () => {
  it('closes 操作成功 after antd’s 3 s without re-rendering it on every frame meanwhile', async () => {
    const onClose = vi.fn();
    const closed = vi.fn();
    act(() => void feedback.message.success('操作成功', onClose).then(closed));
    await advance(100);
    expect(showing('操作成功')).toBe(true);
    expect(await framesOverOneSecond()).toBeLessThan(10);
    await advance(1_500);
    expect(showing('操作成功')).toBe(true);
    await advance(1_000);
    expect(showing('操作成功')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledWith(true);
  });

  it('reads a message’s own duration, given as an argument or in its config', async () => {
    act(() => {
      void feedback.message.warning('一秒', 1);
      void feedback.message.open({ type: 'info', content: '五秒', duration: 5 });
      void feedback.message.error({ content: '不关', duration: 0 });
    });
    await advance(1_500);
    expect([showing('一秒'), showing('五秒'), showing('不关')]).toEqual([false, true, true]);
    await advance(4_000);
    expect([showing('五秒'), showing('不关')]).toEqual([false, true]);
  });

  it('gives a key reopened with new content its whole time again', async () => {
    act(() => void feedback.message.loading({ key: 'save', content: '保存中' }));
    await advance(2_500);
    act(() => void feedback.message.success({ key: 'save', content: '已保存' }));
    await advance(1_000);
    expect(showing('已保存')).toBe(true);
    await advance(2_500);
    expect(showing('已保存')).toBe(false);
  });

  it('keeps a dialog’s message its whole time when the page’s earlier message closes (the keys are the app’s)', async () => {
    act(() => void feedback.message.warning('请选择一条记录！'));
    await advance(2_000);
    act(() => {
      void dialogFeedback.message.success('已生成2张采购订单');
      dialogFeedback.notification.info({ title: '对话框通知' });
    });
    await advance(1_500);
    expect([showing('请选择一条记录！'), showing('已生成2张采购订单'), showing('对话框通知')]).toEqual([false, true, true]);
    await advance(1_000);
    expect(showing('已生成2张采购订单')).toBe(true);
    await advance(1_000);
    expect(showing('已生成2张采购订单')).toBe(false);
  });

  it('closes a notification after antd’s 4.5 s, or never with duration false, without a frame loop', async () => {
    act(() => {
      feedback.notification.warning({ title: '库存不足' });
      feedback.notification.info({ title: '常驻', duration: false });
    });
    await advance(100);
    expect(await framesOverOneSecond()).toBeLessThan(10);
    await advance(3_000);
    expect(showing('库存不足')).toBe(true);
    await advance(1_000);
    expect([showing('库存不足'), showing('常驻')]).toEqual([false, true]);
  });
});
