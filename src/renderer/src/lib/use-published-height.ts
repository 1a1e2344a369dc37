import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the root element equal to an element's height in pixels, so
 * styles can leave room for it (the sticky header's height varies: its chips wrap onto a
 * second line at narrow windows). The property is removed when the element goes.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    publish();
    // Older engines (and jsdom) have no ResizeObserver: the first measure stands.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
