/**
 * The app routes with <BrowserRouter> (declarative mode), where navigate() returns nothing: only a
 * data router's navigate() answers a promise. Saying so keeps `() => navigate(path)` a plain
 * handler for the promise lint rules.
 */
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
