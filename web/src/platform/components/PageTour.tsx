import { Tour, type TourProps } from 'antd';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { isTourDone, markTourDone } from './tourMemory';

type Step = NonNullable<TourProps['steps']>[number];

/** Onboarding tour with 上一步 / 下一步 / 知道了, shown until finished or closed for this page key and version. */
export function PageTour({ pageKey, version, steps }: { pageKey: string; version: string; steps: Step[] }) {
  const [open, setOpen] = useState(() => !isTourDone(pageKey, version));
  const done = (): void => {
    markTourDone(pageKey, version);
    setOpen(false);
  };
  const labelled = steps.map((step, i) => ({
    ...step,
    prevButtonProps: { children: messages.tour.prev },
    nextButtonProps: { children: i === steps.length - 1 ? messages.tour.finish : messages.tour.next },
  }));
  return <Tour open={open} steps={labelled} onClose={done} onFinish={done} />;
}
