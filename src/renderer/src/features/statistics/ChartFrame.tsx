import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

interface ChartFrameProps {
  ready: boolean;
  /** The chart's content in words, for screen readers (the SVG itself says little). */
  description: string;
  children: ReactNode;
}

/** Holds a chart's space while it waits for the render delay, and describes it in text. */
export function ChartFrame({ ready, description, children }: ChartFrameProps) {
  return (
    <figure className="stats-chart">
      {ready ? children : <Spinner label="Drawing chart..." />}
      <figcaption className="visually-hidden">{description}</figcaption>
    </figure>
  );
}
