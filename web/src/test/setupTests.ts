import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom lacks these browser APIs that Chakra / zag use for positioning and media queries.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!window.scrollTo) window.scrollTo = () => undefined;

// jsdom has no PointerEvent; without it, pointer events lose clientX, pointerId and pointerType.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: PointerEventPolyfill });
}

// Lazy pages compile on first use under ts-jest; on a busy 2-core machine that can exceed the
// default 1 s of findBy*/waitFor, so async queries wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
